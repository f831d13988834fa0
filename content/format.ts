/** Per-language formatting of facts with Intl: the only place numbers become text. */
import { placeholders, type PlaceholderName, type StatFact } from './facts';
import type { Locale } from './locales';

const weekdayDates = { monday: Date.UTC(2024, 0, 1), friday: Date.UTC(2024, 0, 5) } as const;

function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).format(value);
}

export function formatStat(fact: StatFact, locale: Locale): string {
  switch (fact.kind) {
    case 'percent':
      return new Intl.NumberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: 1,
        signDisplay: fact.signed ? 'exceptZero' : 'auto',
      }).format(fact.value);
    case 'atLeast':
      return `${new Intl.NumberFormat(locale, { notation: 'compact' }).format(fact.value)}+`;
    case 'ratio':
      return `${formatNumber(fact.value, locale)}/${formatNumber(fact.of, locale)}`;
    case 'multiplier':
      return `${formatNumber(fact.value, locale)}×`;
  }
}

type PlaceholderValue = (typeof placeholders)[PlaceholderName];

function formatPlaceholder(value: PlaceholderValue, locale: Locale): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(value, locale);
  if ('year' in value) return String(value.year);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const [first, last] = value.days.map((day) => weekday.format(weekdayDates[day]));
  return `${first}–${last} ${value.from}–${value.to} ${value.zone}`;
}

/** `{name}` in a content string. */
export const placeholderPattern = /\{([A-Za-z]+)\}/g;

/** Names a string may use besides the facts: filled at build time. */
export const buildPlaceholders = ['year'] as const;

/** Names filled in the browser when the text is shown (left as they are at build time). */
export const runtimePlaceholders = ['wait', 'max'] as const;

export function isKnownPlaceholder(name: string): boolean {
  return name in placeholders || (buildPlaceholders as readonly string[]).includes(name) || (runtimePlaceholders as readonly string[]).includes(name);
}

/** A wait in whole minutes, as the language says it ("7 minutes", "1 Minute"). */
export function formatMinutes(minutes: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
}

/** A count of characters, grouped as the language groups numbers. */
export function formatCount(value: number, locale: Locale): string {
  return formatNumber(value, locale);
}

/** Fills every `{placeholder}` of a string with its fact, formatted for the language. */
export function fillPlaceholders(text: string, locale: Locale, year: number): string {
  return text.replace(placeholderPattern, (whole, name: string) => {
    if (name === 'year') return String(year);
    if (name in placeholders) return formatPlaceholder(placeholders[name as PlaceholderName], locale);
    return whole;
  });
}
