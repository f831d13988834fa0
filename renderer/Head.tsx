import { locales, routeFor, notFoundPathFor } from '../content/locales';
import { settings } from '../content/facts';
import type { Meta } from '../schema/site-content';
import { absoluteUrl } from './site';
import type { PageIdentity } from './types';

/** The document head: title, description, canonical URL and the language alternates. */
export function Head({ identity, meta }: { identity: PageIdentity; meta: Meta }) {
  const { locale, template } = identity;
  const isPage = template !== 'notFound';
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <meta name="theme-color" content="#5b21b6" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {isPage ? (
        <>
          <link rel="canonical" href={absoluteUrl(routeFor(template, locale))} />
          {locales.map((alternate) => (
            <link key={alternate} rel="alternate" hrefLang={alternate} href={absoluteUrl(routeFor(template, alternate))} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={absoluteUrl(routeFor(template, 'fr'))} />
        </>
      ) : (
        <>
          <meta name="robots" content="noindex" />
          <script src="/not-found.js" defer data-path={notFoundPathFor(locale)} />
        </>
      )}
      <meta property="og:site_name" content={settings.brandName} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:locale" content={locale} />
    </head>
  );
}
