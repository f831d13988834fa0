/**
 * Numbers as a language writes them, with Intl alone: what the form islands format in the browser,
 * apart from content/format.ts so that their code does not carry the facts it formats.
 */
import type { Locale } from './locales';

/**
 * A count, grouped alike at every size: CLDR's minimum grouping leaves it/es "1000" beside
 * "10.000"; counts that stand together must read alike.
 */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { useGrouping: 'always' }).format(value);
}

/** A wait in whole minutes, as the language says it ("7 minutes", "1 Minute"). */
export function formatMinutes(minutes: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
}
