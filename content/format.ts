/**
 * Per-language formatting of facts with Intl: the only place numbers, days, hours and language
 * names become text. Words around them come from the language's `common.formats` patterns.
 */
import { isPlaceholder, placeholderLabels, placeholders, type Money, type PhoneNumber, type Placeholder, type PlaceholderName, type StatFact, type StatSource, type Weekday } from './facts';
import type { Locale } from './locales';
import type { FormatPatterns } from '../schema/site-content';
import { formatContractTerm } from './format-contract';
import { dateLocales, formatCount, formatCountry, formatMonthOrPeriod, formatTimeOfDay } from './format-numbers';

export { formatMonthOrPeriod } from './format-numbers';
import { typeset } from './typography';

/**
 * What a figure was measured on, written under its label from its source: population, period and
 * baseline ("3 400 fiches produit, mars 2025, par rapport aux fiches sans UGC"). Each part only
 * where the source gives it; a count ("plus de 50") is its own population.
 */
export function formatStatScope(source: StatSource, locale: Locale, formats: FormatPatterns): string {
  const { population, comparedWith, baseline } = source;
  const parts = [
    ...(population ? [formats.populations[population.unit][pluralOf(population.count, locale)].replace('{count}', formatCount(population.count, locale))] : []),
    formatMonthOrPeriod(source.when, locale),
    ...(comparedWith ? [formats.comparisons[comparedWith]] : []),
    ...(baseline ? [formats.sourceBaseline.replace('{when}', formatMonthOrPeriod(baseline, locale))] : []),
  ];
  return typeset(parts.join(', '), locale);
}

/** Which of a count's two wordings the language uses for it ("1 marque", "52 marques"). */
function pluralOf(count: number, locale: Locale): 'one' | 'other' {
  return new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
}

/** A statistic's source as one line in the page language: "Étude (Institut Exemple, mars 2025)". */
export function formatSourceLine(source: StatSource, kind: string, locale: Locale, formats: FormatPatterns): string {
  return typeset(formats.sourceLine.replace('{kind}', kind).replace('{who}', source.who).replace('{when}', formatMonthOrPeriod(source.when, locale)), locale);
}

/** Weekdays as dates of a week that starts on a Monday (1 January 2024), for Intl. */
const weekdayDates: Record<Weekday, number> = {
  monday: Date.UTC(2024, 0, 1),
  tuesday: Date.UTC(2024, 0, 2),
  wednesday: Date.UTC(2024, 0, 3),
  thursday: Date.UTC(2024, 0, 4),
  friday: Date.UTC(2024, 0, 5),
  saturday: Date.UTC(2024, 0, 6),
  sunday: Date.UTC(2024, 0, 7),
};

/** Counts compact from this value up ("10 millions", "10 Mio."), to stay on one line in a stat card; below it, written in full ("10 000"). */
const compactFrom = 1_000_000;

/**
 * Languages whose short compact unit reads as an English abbreviation in a headline ("10 M", "10 Mln"):
 * they write it as a word ("10 millions", "10 milioni", "10 millones"). "10M+" and "10 Mio." are how
 * en and de write it.
 */
const wordedLargeCounts = new Set<Locale>(['fr', 'it', 'es']);

function formatPercent(value: number, locale: Locale, signed = false): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value);
}

function fillPattern(pattern: string, values: Readonly<Record<string, string>>): string {
  return pattern.replace(placeholderPattern, (whole, name: string) => values[name] ?? whole);
}

/** A statistic as it is shown, typeset for the language ("−60 %", "über 10 Mio."). */
export function formatStat(fact: StatFact, locale: Locale, formats: FormatPatterns): string {
  return typeset(statText(fact, locale, formats), locale);
}

function statText(fact: StatFact, locale: Locale, formats: FormatPatterns): string {
  switch (fact.kind) {
    case 'percent':
      return formatPercent(fact.value, locale, fact.signed);
    case 'atLeast': {
      if (fact.unit === 'percent') return fillPattern(formats.atLeastPercent, { count: formatPercent(fact.value, locale) });
      const count =
        fact.value >= compactFrom
          ? new Intl.NumberFormat(locale, { notation: 'compact', compactDisplay: wordedLargeCounts.has(locale) ? 'long' : 'short' }).format(fact.value)
          : formatCount(fact.value, locale);
      return fillPattern(formats.atLeast, { count });
    }
    case 'ratio':
      return fillPattern(formats.ratio, { value: formatCount(fact.value, locale), of: formatCount(fact.of, locale) });
    case 'multiplier':
      return `${formatCount(fact.value, locale)}×`;
  }
}

/** "lundi", "Monday": a weekday's full name in the language. */
function weekdayName(day: Weekday, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(weekdayDates[day]);
}

/** Languages whose pages write hours on a 12-hour clock: the en pages, the British way ("9 am", not "9 AM"). */
const twelveHourClock = new Set<Locale>(['en']);

/** An hour of the day as the language writes it alone: "9 h", "9 am", "9 Uhr", "9"; never "09". */
function hourOfDay(hour: number, locale: Locale): string {
  const clock = twelveHourClock.has(locale) ? { hour12: true } : {};
  return new Intl.DateTimeFormat(dateLocales[locale] ?? locale, { hour: 'numeric', timeZone: 'UTC', ...clock })
    .formatToParts(Date.UTC(2024, 0, 1, hour))
    .map((part) => (part.type === 'hour' ? String(Number(part.value)) : part.value))
    .join('');
}

/**
 * "English and French", "en français ou en anglais": languages named and listed by Intl, the
 * reader's own language first, then English (the one a team abroad most often shares), then the rest.
 */
function languageList(codes: readonly string[], locale: Locale, formats: FormatPatterns, join: 'conjunction' | 'disjunction' = 'conjunction'): string {
  const names = new Intl.DisplayNames(locale, { type: 'language' });
  const rank = (code: string) => (code === locale ? 0 : code === 'en' ? 1 : 2);
  const items = [...codes].sort((a, b) => rank(a) - rank(b)).map((code) => fillPattern(formats.supportLanguage, { language: names.of(code) ?? code }));
  return new Intl.ListFormat(locale, { type: join }).format(items);
}

/** "France", "Frankreich", "Francia": a country fact (ISO 3166 code) named by Intl in the language, or its bracketed placeholder. */
export function countryName(code: string | Placeholder, locale: Locale): string {
  return isPlaceholder(code) ? formatMissingFact(code) : formatCountry(code, locale);
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

/** A calendar date (`2026-11-23`) written out in the language ("23 novembre 2026", "23 November 2026"). */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocales[locale] ?? locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A moment (`2026-11-12T14:32`) as the language writes it, date and time ("12 Nov 2026, 14:32"). */
export function formatDateTime(isoMoment: string, locale: Locale): string {
  const moment = new Date(`${isoMoment}Z`);
  const intlLocale = dateLocales[locale] ?? locale;
  if (locale !== 'fr') return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(moment);
  // Intl's own "12 nov. 2026, 14:32"; its time as French running text writes it (formatTimeOfDay).
  return `${new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeZone: 'UTC' }).format(moment)}, ${formatTimeOfDay(moment, locale, 'UTC')}`;
}

function formatPlaceholder(value: PlaceholderValue, locale: Locale, formats: FormatPatterns): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatCount(value, locale);
  if (isPlaceholder(value)) return formatMissingFact(value);
  if ('term' in value) return formatContractTerm(value, locale, formats);
  if ('e164' in value) return formatPhone(value, locale);
  if ('currency' in value) return formatMoney(value, locale);
  if ('year' in value) return String(value.year);
  if ('country' in value) return countryName(value.country, locale);
  if ('languages' in value) return languageList(value.languages, locale, formats, 'join' in value ? value.join : undefined);
  if ('workingHours' in value) return fillPattern(formats.replyTime, { hours: formatCount(value.workingHours, locale) });
  const [firstDay, lastDay] = value.days.map((day) => weekdayName(day, locale));
  return fillPattern(formats.businessHours, {
    firstDay: firstDay!,
    lastDay: lastDay!,
    opens: hourOfDay(value.opens, locale),
    closes: hourOfDay(value.closes, locale),
  });
}

/** `{name}` in a content string. */
export const placeholderPattern = /\{([A-Za-z]+)\}/g;

/** Names a string may use besides the facts: filled at build time. */
export const buildPlaceholders = ['year'] as const;

/** Names that only the `common.formats` patterns (and the legal page's transfers sentence, content/legal.ts) use; Intl fills them. */
export const patternPlaceholders = ['firstDay', 'lastDay', 'opens', 'closes', 'count', 'value', 'of', 'language', 'processors', 'kind', 'who', 'when', 'hours', 'currency', 'available', 'roadmap', 'name', 'role', 'country', 'measures', 'certifications', 'standard', 'certifiedBy', 'validUntil', 'uptime', 'withdrawalDays'] as const;

/** Placeholders that word another one's fact in the language's own way: a string may use either (`{replyTime}` for `{replyHours}`). */
const sameFactAs: Readonly<Partial<Record<PlaceholderName, PlaceholderName>>> = { replyTime: 'replyHours' };

/** The fact a placeholder names, for comparing a translation's placeholders with fr's. */
export function factOfPlaceholder(name: string): string {
  return sameFactAs[name as PlaceholderName] ?? name;
}

/**
 * Names filled when the text is used (left as they are at build time): in the browser, or in the
 * e-mail to sales (forms.salesEmail).
 */
export const runtimePlaceholders = ['wait', 'max', 'name', 'company', 'label', 'value', 'plan', 'time', 'address'] as const;

export function isKnownPlaceholder(name: string): boolean {
  return [buildPlaceholders, patternPlaceholders, runtimePlaceholders].some((names) => (names as readonly string[]).includes(name)) || name in placeholders;
}

/** Fills every `{placeholder}` of a string with its fact, formatted for the language. */
export function fillPlaceholders(text: string, locale: Locale, year: number, formats: FormatPatterns): string {
  return text.replace(placeholderPattern, (whole, name: string, offset: number) => {
    if (name === 'year') return String(year);
    if (!(name in placeholders)) return whole;
    const value = formatPlaceholder(placeholders[name as PlaceholderName], locale, formats);
    // A value that opens the text opens a sentence ("du lundi…" alone in a card reads "Du lundi…").
    return offset === 0 ? value.charAt(0).toLocaleUpperCase(locale) + value.slice(1) : value;
  });
}
