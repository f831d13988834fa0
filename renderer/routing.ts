/** Route functions and pre-render lists for the page folders, all read from the route table. */
import type { PageContext } from 'vike/types';
import { localeOfPath, matchRoute, pathsOf, type PageKey } from '../content/locales';
import type { PageIdentity } from './types';

/** A template's `+route`: matches the path of its page (or pages) in any language. */
export function routeOf(...pages: PageKey[]) {
  return (pageContext: { urlPathname: string }) => {
    const page = matchRoute(pageContext.urlPathname)?.page;
    return page !== undefined && pages.includes(page);
  };
}

/** A template's `+onBeforePrerenderStart`: the path of its page (or pages) in every language. */
export function prerenderPathsOf(...pages: PageKey[]) {
  return () => pages.flatMap(pathsOf);
}

/** Which page and language a page context renders. */
export function identify(pageContext: Pick<PageContext, 'urlPathname' | 'is404'>): PageIdentity {
  const route = pageContext.is404 ? null : matchRoute(pageContext.urlPathname);
  if (route) return { locale: route.locale, template: route.page };
  return { locale: localeOfPath(pageContext.urlPathname), template: 'notFound' };
}
