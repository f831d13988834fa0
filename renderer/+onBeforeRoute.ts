/**
 * The language and the page are resolved here, once, from the route table (content/locales.ts):
 * `/en/pricing` and `/tarifs`-style localized slugs become the page folder's own path
 * (`/pricing`), which vike's filesystem routing matches. Templates read `pageContext.locale`
 * and `pageContext.pageKey`.
 */
import type { PageContextServer } from 'vike/types';
import { defaultLocale, localeOfPath, logicalPathFor, matchRoute, pageOfLogicalPath } from '../content/locales';

/** A path no page folder has: an unknown public path must not reach a page by its logical path. */
const nowhere = '/__no-such-page__';

export function onBeforeRoute(pageContext: PageContextServer) {
  const route = matchRoute(pageContext.urlPathname);
  // Pre-rendering starts from each page folder's own path; +onPrerenderStart then gives it every language's.
  const folderPage = pageContext.isPrerendering ? pageOfLogicalPath(pageContext.urlPathname) : undefined;
  if (!route && folderPage) return { pageContext: { locale: defaultLocale, pageKey: folderPage, urlLogical: pageContext.urlPathname } };
  if (!route) return { pageContext: { locale: localeOfPath(pageContext.urlPathname), pageKey: null, urlLogical: nowhere } };
  return { pageContext: { locale: route.locale, pageKey: route.page, urlLogical: logicalPathFor(route.page) } };
}
