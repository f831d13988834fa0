/** The language list and the route table: every page's path in every language. */

/**
 * The translated languages, fr (the source) first: one module content/<code>.ts each.
 * `npm run content:add-language <code>` appends to this list: keep it on the line after the marker.
 */
// content:add-language: translated locales
export const translatedLocales = ['fr', 'en', 'de', 'it', 'es'] as const;
export type TranslatedLocale = (typeof translatedLocales)[number];

/**
 * The pseudo language of a `PSEUDO_LOCALE=1` build: generated from fr at load time (accented,
 * longer, bracketed; content/pseudo.ts) to find hard-coded words and layouts too tight for
 * translations. It exists only in such a build; a normal build has the translated languages only.
 */
export const pseudoLocale = 'en-XA';
export type PseudoLocale = typeof pseudoLocale;

export type Locale = TranslatedLocale | PseudoLocale;

/** True in a build (or any process) started with PSEUDO_LOCALE=1; always false in the browser. */
export const pseudoLocaleEnabled: boolean = globalThis.process?.env?.PSEUDO_LOCALE === '1';

/** Every language the site is built in: the translated ones, and the pseudo language in a PSEUDO_LOCALE=1 build. */
export const locales: readonly Locale[] = pseudoLocaleEnabled ? [...translatedLocales, pseudoLocale] : translatedLocales;

/** fr is the source language and lives at the root, unprefixed. */
export const defaultLocale: TranslatedLocale = 'fr';

/** `demo` is the contact page with the reason preset to the demo: where every "request a demo" leads. */
export const pageKeys = ['home', 'contact', 'demo', 'pricing', 'about', 'support', 'useCases', 'legal'] as const;
export type PageKey = (typeof pageKeys)[number];

/** Path segment of each page; a language that differs from the default says so. */
const slugs: Record<PageKey, { default: string } & Partial<Record<Locale, string>>> = {
  home: { default: '' },
  contact: { default: 'contact' },
  demo: { default: 'contact/demo' },
  pricing: { default: 'pricing' },
  about: { default: 'about' },
  support: { default: 'support' },
  useCases: { default: 'case-studies' },
  legal: { default: 'legal-notices', fr: 'mentions-legales' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The path prefix of a language: '' for fr, '/en' for en. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** The public path of a page in a language, without trailing slash ('/' for the fr home). */
export function routeFor(page: PageKey, locale: Locale): string {
  const slugsOfPage = slugs[page] as (typeof slugs)[PageKey] | undefined;
  // `tsc` says so too, but the content check imports the routes first: name the step instead of a TypeError.
  if (!slugsOfPage) throw new Error(`content/locales.ts: "${page}" is in pageKeys but has no slug: add ${page}: { default: '<slug>' } to slugs (and a language's own slug where it differs)`);
  const slug = slugsOfPage[locale] ?? slugsOfPage.default;
  const path = `${localePrefix(locale)}${slug ? `/${slug}` : ''}`;
  return path || '/';
}

/** The path of the not-found page of a language, as written to dist/client. */
export function notFoundPathFor(locale: Locale): string {
  return `${localePrefix(locale)}/404`;
}

export interface Route {
  page: PageKey;
  locale: Locale;
  path: string;
}

/** Every pre-rendered route: each page in each language. */
export const routes: readonly Route[] = locales.flatMap((locale) =>
  pageKeys.map((page) => ({ page, locale, path: routeFor(page, locale) })),
);

/** Trailing slashes do not matter: '/en/' and '/en' are the same page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const routeByPath = new Map(routes.map((route) => [route.path, route]));

/** The route a path names, or null when no page lives there. */
export function matchRoute(pathname: string): Route | null {
  return routeByPath.get(normalizePath(pathname)) ?? null;
}

/** The language a path belongs to, judged by its prefix (used for not-found pages). */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * The path vike routes on: one per page whatever the language, the page folder's own path
 * (pages/use-cases/ -> '/use-cases'). `+onBeforeRoute` turns every public path into it.
 */
export function logicalPathFor(page: PageKey): string {
  return page === 'home' ? '/' : `/${page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

const pageByLogicalPath = new Map(pageKeys.map((page) => [logicalPathFor(page), page]));

/** The page a logical path names (`/use-cases` -> useCases), or undefined. */
export function pageOfLogicalPath(path: string): PageKey | undefined {
  return pageByLogicalPath.get(path);
}
