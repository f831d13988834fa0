/** Per-language formatting of facts with Intl: the only place numbers become text. */
import { isPlaceholder, placeholderLabels, placeholders, type Money, type PhoneNumber, type Placeholder, type PlaceholderName, type StatFact } from './facts';
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

/** A company fact not known yet, as a local build shows it: `[settings.siren]`. */
export function formatMissingFact(value: Placeholder): string {
  return `[${placeholderLabels.get(value) ?? 'placeholder'}]`;
}

/** A phone number as dialled in the language's market: national for French numbers in fr, international otherwise. */
export function formatPhone(phone: PhoneNumber, locale: Locale): string {
  const french = /^\+33(\d)(\d{8})$/.exec(phone.e164);
  if (!french) return phone.e164;
  const pairs = french[2]!.match(/\d{2}/g)!.join(' ');
  return locale === 'fr' ? `0${french[1]} ${pairs}` : `+33 ${french[1]} ${pairs}`;
}

export function formatMoney(money: Money, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    maximumFractionDigits: Number.isInteger(money.amount) ? 0 : 2,
  }).format(money.amount);
}

/** A calendar date (`2026-11-23`) written out in the language ("23 novembre 2026"). */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

function formatPlaceholder(value: PlaceholderValue, locale: Locale): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(value, locale);
  if (isPlaceholder(value)) return formatMissingFact(value);
  if ('e164' in value) return formatPhone(value, locale);
  if ('currency' in value) return formatMoney(value, locale);
  if ('year' in value) return String(value.year);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const [first, last] = value.days.map((day) => weekday.format(weekdayDates[day]));
  return `${first}–${last} ${value.from}–${value.to} ${value.zone}`;
}

/** `{name}` in a content string. */
export const placeholderPattern = /\{([A-Za-z]+)\}/g;

/** Names a string may use besides the facts: filled at build time. */
export const buildPlaceholders = ['year'] as const;

export function isKnownPlaceholder(name: string): boolean {
  return name in placeholders || (buildPlaceholders as readonly string[]).includes(name);
}

/** Fills every `{placeholder}` of a string with its fact, formatted for the language. */
export function fillPlaceholders(text: string, locale: Locale, year: number): string {
  return text.replace(placeholderPattern, (whole, name: string) => {
    if (name === 'year') return String(year);
    if (name in placeholders) return formatPlaceholder(placeholders[name as PlaceholderName], locale);
    return whole;
  });
}
