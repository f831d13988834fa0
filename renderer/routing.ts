/** Route functions and pre-render lists for the page folders, all read from the route table. */
import type { PageContext } from 'vike/types';
import { localeOfPath, matchRoute, pathsOf, type PageKey } from '../content/locales';
import type { PageIdentity } from './types';

/** A page's `+route`: matches the page's path in any language. */
export function routeOf(page: PageKey) {
  return (pageContext: { urlPathname: string }) => matchRoute(pageContext.urlPathname)?.page === page;
}

/** A page's `+onBeforePrerenderStart`: its path in every language. */
export function prerenderPathsOf(page: PageKey) {
  return () => pathsOf(page);
}

/** Which page and language a page context renders. */
export function identify(pageContext: Pick<PageContext, 'urlPathname' | 'is404'>): PageIdentity {
  const route = pageContext.is404 ? null : matchRoute(pageContext.urlPathname);
  if (route) return { locale: route.locale, template: route.page };
  return { locale: localeOfPath(pageContext.urlPathname), template: 'notFound' };
}
