/**
 * The single entry point to content: every language module, validated once, placeholders filled.
 * The rest of the code receives already-validated `SiteContent`.
 */
import type { SiteContent } from '../schema/site-content';
import { assertValidContent } from '../schema/validate';
import { fillPlaceholders } from './format';
import { locales, type Locale } from './locales';
import de from './de';
import en from './en';
import es from './es';
import fr from './fr';
import it from './it';

/** The modules as translators wrote them, before validation. */
export const contentModules: Readonly<Record<Locale, unknown>> = { fr, en, de, it, es };

function fillDeep<T>(value: T, locale: Locale, year: number): T {
  if (typeof value === 'string') return fillPlaceholders(value, locale, year) as T;
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, locale, year)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fillDeep(child, locale, year)])) as T;
  }
  return value;
}

let loaded: Readonly<Record<Locale, SiteContent>> | undefined;

/** Validates every language (throws a ContentError naming each problem) and fills placeholders. */
export function loadSiteContent(): Readonly<Record<Locale, SiteContent>> {
  if (!loaded) {
    const valid = assertValidContent<SiteContent>(contentModules);
    const year = new Date().getFullYear();
    loaded = Object.fromEntries(locales.map((locale) => [locale, fillDeep(valid[locale], locale, year)])) as Record<Locale, SiteContent>;
  }
  return loaded;
}

export function contentFor(locale: Locale): SiteContent {
  return loadSiteContent()[locale];
}
