import type { PrerenderContext } from 'vike/types';
import { locales, notFoundPathFor } from '../content/locales';

/** vike pre-renders one not-found page (/404.html); every language gets its own (/en/404.html). */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) =>
    pageContext.is404 ? locales.map((locale) => ({ ...pageContext, urlOriginal: notFoundPathFor(locale) })) : [pageContext],
  );
  return { prerenderContext: { pageContexts } };
}
