import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { InjectFilterEntry, PageContextServer } from 'vike/types';
import { builtStylesheets } from '../server/headers';
import { contentFor } from '../content/index';
import { Head } from './Head';
import type { PageIdentity } from './types';
import { PageDataProvider } from './usePage';

/**
 * The stylesheet goes inline into each page (no render-blocking request before the first paint;
 * the CSP allows it by hash): read from the client build when pre-rendering; in development Vite
 * serves it as usual.
 */
const inlineStyles = import.meta.env.PROD ? builtStylesheets() : [];

/**
 * Vike links the stylesheet too: not where it is inline already. And it preloads every font file
 * the stylesheet names: none is wanted up front. The brand face is font-display: optional, and a
 * preload would put its file in the way of the first paint (tooling/vite/brand-font.ts).
 */
function injectFilter(assets: InjectFilterEntry[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'style' && inlineStyles.length > 0) asset.inject = false;
    if (asset.assetType === 'font') asset.inject = false;
  }
}

/** Renders the whole document as static HTML; islands render themselves inside it (see components/Island). */
export function onRenderHtml(pageContext: PageContextServer) {
  // Language and page were resolved once, by +onBeforeRoute (or +onPrerenderStart).
  const identity: PageIdentity = { locale: pageContext.locale, template: pageContext.is404 || !pageContext.pageKey ? 'notFound' : pageContext.pageKey };
  const content = contentFor(identity.locale);
  const { Page } = pageContext;
  const Layout = pageContext.config.Layout ?? Fragment;
  const meta = content[identity.template].meta;
  const html = renderToStaticMarkup(
    <html lang={identity.locale} dir="ltr">
      <Head identity={identity} meta={meta} inlineStyles={inlineStyles} />
      <body>
        <PageDataProvider value={{ ...identity, content }}>
          <Layout>
            <Page />
          </Layout>
        </PageDataProvider>
      </body>
    </html>,
  );
  return { documentHtml: escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`, injectFilter };
}
