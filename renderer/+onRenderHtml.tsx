import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { InjectFilterEntry, PageContextServer } from 'vike/types';
import { builtClientEntry, builtSiteStylesheet, clientDir } from '../server/headers';
import { contentFor } from '../content/index';
import { Head } from './Head';
import type { PageIdentity } from './types';
import { IslandPropsPublisher } from '../components/Island/propsPublisher';
import { islandPropsFiles } from './islandPropsFiles';
import { islandClasses, pageStylesheet } from './pageStylesheet';
import { measurementTag } from './measurement';
import { menuFocusScript } from '../shared/menu-focus';
import { PageDataProvider } from './usePage';

/**
 * The stylesheet goes inline into each page, cut to the rules the page uses (no render-blocking
 * request before the first paint; the CSP allows each page type's by hash): read from the client
 * build when pre-rendering; in development Vite serves it whole, as usual.
 */
const siteStylesheet = import.meta.env.PROD ? builtSiteStylesheet() : null;
let islandClassNames: ReadonlySet<string> | undefined;
const islands = () => (islandClassNames ??= islandClasses(siteStylesheet ?? '', clientDir()));
/** Pre-rendering, islands' props go to files beside the pages; in development they stay inline. */
const publishIslandProps = import.meta.env.PROD ? islandPropsFiles(clientDir()) : null;
/** The islands' script as the browser loads it: the built entry, or the source file Vite serves in development. */
const islandsScript = import.meta.env.PROD ? builtClientEntry('/pages/islands') : '/pages/islands/+client.ts';

/**
 * Vike links the stylesheet too: not where it is inline already. It also preloads the font file the
 * stylesheet names (the brand face's one subset): Chromium waits for a preloaded font-display:
 * optional face up to about 100 ms at the first paint, so a first visit on a normal connection is
 * drawn in the brand face, and a slow one in the metric-matched fallback with no shift.
 */
function injectFilter(assets: InjectFilterEntry[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'style' && siteStylesheet !== null) asset.inject = false;
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
  // The body first: the stylesheet the head carries depends on the classes it uses.
  const body = renderToStaticMarkup(
    <IslandPropsPublisher.Provider value={publishIslandProps}>
      <PageDataProvider value={{ ...identity, content, islandsScript }}>
        <Layout>
          <Page />
        </Layout>
      </PageDataProvider>
    </IslandPropsPublisher.Provider>,
  );
  const inlineStyles = siteStylesheet === null ? [] : [pageStylesheet(siteStylesheet, body, islands)];
  const html = renderToStaticMarkup(
    <html lang={identity.locale} dir="ltr">
      <Head identity={identity} meta={meta} inlineStyles={inlineStyles} />
      {/* Every page's header gets its menus' focus back (shared/menu-focus.ts); only pages with an address worth counting, the beacon. */}
      <body dangerouslySetInnerHTML={{ __html: `${body}<script>${menuFocusScript}</script>${identity.template === 'notFound' ? '' : measurementTag()}` }} />
    </html>,
  );
  return { documentHtml: escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`, injectFilter };
}
