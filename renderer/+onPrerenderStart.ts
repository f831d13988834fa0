/**
 * vike pre-renders one URL per page folder (its logical path) and one not-found page: each becomes
 * one page per language, at the path the route table gives it (`/about` -> `/about`, `/en/about`…;
 * the not-found page -> `/404`, `/en/404`…), with its language and page key set as
 * `+onBeforeRoute` sets them for a request.
 */
import type { PrerenderContext } from 'vike/types';
import { locales, notFoundPathFor, pageOfLogicalPath, routeFor, type PageKey } from '../content/locales';

export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) => {
    if (pageContext.is404) return locales.map((locale) => ({ ...pageContext, urlOriginal: notFoundPathFor(locale), locale, pageKey: null as PageKey | null }));
    const pageKey = pageOfLogicalPath(pageContext.urlOriginal);
    if (!pageKey) throw new Error(`${pageContext.urlOriginal}: a page folder that content/locales.ts does not list`);
    return locales.map((locale) => ({ ...pageContext, urlOriginal: routeFor(pageKey, locale), locale, pageKey: pageKey as PageKey | null }));
  });
  return { prerenderContext: { pageContexts } };
}
