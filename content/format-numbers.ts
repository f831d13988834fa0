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

/** A month or a year in ISO 8601 (`2025`, `2025-06`) as a date and the Intl options that write it. */
function sourceDate(when: string): [number, Intl.DateTimeFormatOptions] {
  const [year, month] = when.split('-').map(Number);
  const options: Intl.DateTimeFormatOptions = month ? { year: 'numeric', month: 'long', timeZone: 'UTC' } : { year: 'numeric', timeZone: 'UTC' };
  return [Date.UTC(year!, (month ?? 1) - 1, 1), options];
}

/**
 * A year or a month (`2025`, `2025-06`: when a source was published, until when a certificate holds), or a period (`2025-01/2025-06`), as
 * the language writes a year, a month or a range of them: "juin 2025", "janvier – juin 2025".
 */
export function formatMonthOrPeriod(when: string, locale: Locale): string {
  const [from, to] = when.split('/');
  const [start, options] = sourceDate(from!);
  const format = new Intl.DateTimeFormat(locale, options);
  if (!to) return format.format(start);
  // A range never breaks at its dash ("mars –" above "août 2025"): no-break spaces, and a word joiner
  // right after the dash (a line may break after a dash even before a no-break space).
  return format.formatRange(start, sourceDate(to)[0]).replace(/[\u2009 ]?–[\u2009 ]?/, (dash) => dash.replace(/[\u2009 ]/g, '\u202f').replace('–', '–\u2060'));
}
