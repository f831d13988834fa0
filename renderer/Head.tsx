import { locales, routeFor, defaultLocale } from '../content/locales';
import { factsChoice, isPlaceholder, placeholders, settings, type Fact } from '../content/facts';
import { contentFor } from '../content/index';
import { asRead } from '../content/typography';
import type { Meta } from '../schema/site-content';
import { contentSecurityPolicy } from '../server/headers';
import { faviconDataUri } from './brand-mark';
import { absoluteUrl, jsonForScript, ogImage, ogImagePath, ogLocales, siteUrl } from './site';
import { tokens } from './tokens';
import type { PageIdentity } from './types';

/** A fact for JSON-LD: a placeholder is left out (undefined), never published. */
function known<T>(fact: Fact<T>): T | undefined {
  return isPlaceholder(fact) ? undefined : fact;
}

/** schema.org Organization, from the settings in content/facts.ts (facts still placeholders left out). */
export function organizationJsonLd() {
  const { headOffice } = settings;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.brandName,
    url: `${siteUrl}/`,
    email: known(settings.email),
    telephone: known(settings.phone)?.e164,
    foundingDate: String(placeholders.foundedYear.year),
    address: {
      '@type': 'PostalAddress',
      streetAddress: known(headOffice.streetAddress),
      postalCode: known(headOffice.postalCode),
      addressLocality: known(headOffice.city),
      addressCountry: known(headOffice.countryCode),
    },
    sameAs: [settings.instagramUrl, settings.linkedinUrl].filter((url) => !isPlaceholder(url)),
  };
}

/**
 * The document head: title, description, canonical URL and the language alternates (reciprocal:
 * every language version lists all five and x-default), Open Graph and Twitter card, and the
 * Organization as JSON-LD. Not-found pages are noindex and have no canonical or alternates; so is
 * every page of the example company (FACTS=example), a rehearsal no search engine may keep.
 */
export function Head({ identity, meta, inlineStyles }: { identity: PageIdentity; meta: Meta; inlineStyles: readonly string[] }) {
  const { locale, template } = identity;
  const isPage = template !== 'notFound';
  const url = isPage ? absoluteUrl(routeFor(template, locale)) : null;
  const image = absoluteUrl(ogImagePath(locale));
  // Metadata is read by search engines and share cards, not laid out: no word joiners in it.
  const title = asRead(meta.title);
  const description = asRead(meta.description);
  const imageAlt = asRead(`${settings.brandName} – ${contentFor(locale).home.hero.title}`);
  return (
    <head>
      <meta charSet="utf-8" />
      {/* A not-found page answers unknown paths, which no header rule names: it carries its own policy (server/headers.ts). */}
      {isPage ? null : <meta httpEquiv="Content-Security-Policy" content={contentSecurityPolicy({ supabaseUrl: import.meta.env.VITE_SUPABASE_URL }, inlineStyles[0], 'meta')} />}
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="theme-color" content={tokens.color.brand} />
      <link rel="icon" href={faviconDataUri(tokens.color)} type="image/svg+xml" />
      {inlineStyles.map((css, index) => (
        <style key={index} dangerouslySetInnerHTML={{ __html: css }} />
      ))}
      {isPage && url ? (
        <>
          <link rel="canonical" href={url} />
          {locales.map((alternate) => (
            <link key={alternate} rel="alternate" hrefLang={alternate} href={absoluteUrl(routeFor(template, alternate))} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={absoluteUrl(routeFor(template, defaultLocale))} />
          {factsChoice === 'example' ? <meta name="robots" content="noindex" /> : null}
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={settings.brandName} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {/* No og:locale:alternate: it names other locales of this same URL, and each language has its own URL (hreflang). No og:image:type: the .png says it. */}
      <meta property="og:locale" content={ogLocales[locale]} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(ogImage.width)} />
      <meta property="og:image:height" content={String(ogImage.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      {/* X reads the title, description and image from Open Graph when its own tags are absent: only the card type and the alt text (which has no fallback) are its own. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={imageAlt} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(organizationJsonLd()) }} />
    </head>
  );
}
