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

/**
 * The Intl locale a language's calendar dates are written in. The en pages address readers in the
 * United Kingdom and the rest of Europe (the legal page names the ICO and the UK GDPR), who write
 * day, month, year: British English, not Intl's American default for `en`.
 */
export const dateLocales: Partial<Record<Locale, string>> = { en: 'en-GB' };

/** A moment's time of day (on the visitor's clock unless a time zone is given), as the language writes it ("21:04", "21 h 04"). */
export function formatTimeOfDay(moment: Date, locale: Locale, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(dateLocales[locale] ?? locale, { timeStyle: 'short', timeZone }).formatToParts(moment);
  if (locale !== 'fr') return parts.map((part) => part.value).join('');
  // French running text writes "6 h 44", not Intl's "06:44".
  const hour = Number(parts.find((part) => part.type === 'hour')!.value);
  const minute = parts.find((part) => part.type === 'minute')!.value;
  return `${hour}\u00a0h\u00a0${minute}`;
}

/** "France", "Frankreich", "Francia": a country (ISO 3166 code) named by Intl in the language. */
export function formatCountry(code: string, locale: Locale): string {
  return new Intl.DisplayNames(locale, { type: 'region' }).of(code) ?? code;
}
