import { locales, type Locale } from '../content/locales.js';

/** The origin a SITE_URL names; it must be an absolute http(s) URL without a path (links are root-relative). */
export function parseSiteUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://www.example.com, not "${value}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash) {
    throw new Error(`SITE_URL must be an http(s) origin without path, query or hash, not "${value}"`);
  }
  return url.origin;
}

/** The absolute origin of the deployed site: SITE_URL at build time, a local default otherwise. */
export const siteUrl = parseSiteUrl(process.env.SITE_URL || 'http://localhost:3000');

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path === '/' ? '/' : path}`;
}

/** Open Graph locales (language_TERRITORY) named here; another language gets its likely territory (Intl). */
const ogLocalesNamed: Partial<Record<Locale, string>> = {
  fr: 'fr_FR',
  en: 'en_GB', // The English content is British (TRANSLATING.md).
  de: 'de_DE',
  it: 'it_IT',
  es: 'es_ES',
};

function likelyOgLocale(locale: string): string {
  const { language, region } = new Intl.Locale(locale).maximize();
  return region ? `${language}_${region}` : language;
}

/** Open Graph locales (language_TERRITORY), one per language of the build. */
export const ogLocales = Object.fromEntries(
  locales.map((locale) => [locale, ogLocalesNamed[locale] ?? likelyOgLocale(locale)]),
) as Record<Locale, string>;

/** The share card of a language: public/og/<lang>.png, made by `npm run og-images`. */
export const ogImage = { width: 1200, height: 630 } as const;

export function ogImagePath(locale: Locale): string {
  return `/og/${locale}.png`;
}

/** Serializes JSON for an inline <script type="application/ld+json">: no `<`, `>` or `&` can end the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
