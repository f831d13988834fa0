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
 * Vike links the stylesheet too: not where it is inline already. It also preloads the font file the
 * stylesheet names (the brand face's one subset): Chromium waits for a preloaded font-display:
 * optional face up to about 100 ms at the first paint, so a first visit on a normal connection is
 * drawn in the brand face, and a slow one in the metric-matched fallback with no shift.
 */
function injectFilter(assets: InjectFilterEntry[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'style' && inlineStyles.length > 0) asset.inject = false;
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
