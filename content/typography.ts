/**
 * Typography per language, as data: the build applies the rules to every visible string after
 * its placeholders are filled (content/index.ts), and to what Intl writes (content/format.ts).
 * What cannot be applied mechanically is a content problem (`typographyProblems`), reported by the
 * one content check with the language and the path, like a missing translation.
 */
import type { Locale } from './locales';

const noBreakSpace = '\u00a0';
const narrowNoBreakSpace = '\u202f';
const minusSign = '\u2212';

/** A rule: every match of `pattern` is replaced by `replacement`. */
interface Rule {
  /** What the rule does, for tests and maintainers. */
  name: string;
  pattern: RegExp;
  replacement: string | ((match: string) => string);
}

/**
 * A hyphen does not strand a short part ("follow-|ups", "e-|commerce"): a part this short stays with
 * its neighbour, as long as the two together stay short enough not to overflow a phone's column
 * ("API-Schnittstelle" may still break).
 */
const shortPart = 3;
const shortPair = 13;

/**
 * Units written after a number: the space between them never breaks ("48 h", "30 minutes", "10 M",
 * "3 Jahre"). Longest first, so that "minutes" wins over "min" and "min" over "M".
 */
const units = [
  ...['minutes', 'Minuten', 'minuti', 'minutos', 'heures', 'hours', 'Stunden', 'horas', 'ore'],
  ...['months', 'Monate', 'meses', 'month', 'Monat', 'years', 'Jahre', 'giorni', 'mesi', 'mese', 'anni', 'años', 'jours', 'Tagen'],
  ...['Jahr', 'year', 'days', 'Tage', 'días', 'jour', 'anno', 'año', 'mois', 'día', 'day', 'Tag', 'mes', 'ans'],
  ...['Mrd.', 'Mio.', 'Mln', 'mln', 'min', 'Uhr', 'Std.', 'AM', 'PM', 'am', 'pm', 'h', 'M', 'k', 'K', '%', '€'],
];
const unitAlternatives = units.map((unit) => unit.replace(/\./g, '\\.')).join('|');

/** Rules for every language. */
const everyLanguage: readonly Rule[] = [
  {
    name: 'apostrophe between letters is ’',
    pattern: /(?<=\p{L})'(?=\p{L})/gu,
    replacement: '’',
  },
  {
    name: 'a negative figure takes the minus sign U+2212',
    pattern: /(?<=^|[\s(\u00a0\u202f])-(?=\d)/g,
    replacement: minusSign,
  },
  {
    // A word joiner (zero width) after the hyphen: no line ends with "e-" or starts with "ups". Not in
    // an address: a host or a path ("ugc-studio.fr", "/mentions-legales") is left as written.
    name: `a part of ${shortPart} letters or fewer stays with its neighbour ("e-commerce", "follow-ups", "no-obligation") when the two make ${shortPair} characters or fewer`,
    pattern: /(?<![\p{L}\d\u2060@./-])\p{L}+(?:-\u2060?\p{L}+)+(?![\p{L}\d@/-]|\.[\p{L}\d])/gu,
    replacement: (word) => {
      const parts = word.split(/-\u2060?/);
      return parts.reduce((joined, part, index) => {
        const before = parts[index - 1]!;
        const keep = (before.length <= shortPart || part.length <= shortPart) && before.length + 1 + part.length <= shortPair;
        return `${joined}-${keep ? '\u2060' : ''}${part}`;
      });
    },
  },
  {
    name: 'a spaced dash stays with the word before it: no line starts with "– "',
    pattern: /[ \u202f]+(?=[–—] )/g,
    replacement: '\u00a0',
  },
  {
    name: 'no break between a number and its unit',
    pattern: new RegExp(`(?<=\\d) (?=(?:${unitAlternatives})(?![\\p{L}\\d]))`, 'gu'),
    replacement: noBreakSpace,
  },
];

/** The hour symbol is spaced from its number ("24h" -> "24 h"), as fr, de, it and es write it; en keeps "24h". */
const spacedHourSymbol: Rule = {
  name: 'an hour count glued to "h" is spaced ("24h" -> "24 h")',
  pattern: /(?<=\d)h(?![\p{L}\d])/gu,
  replacement: `${noBreakSpace}h`,
};

/** French: espace fine insécable before ; ! ?, espace insécable before : and inside « ». */
const french: readonly Rule[] = [
  spacedHourSymbol,
  { name: 'narrow no-break space before ; ! ?', pattern: /[ \u00a0]+(?=[;!?])/g, replacement: narrowNoBreakSpace },
  { name: 'no-break space before :', pattern: /[ \u202f]+(?=:)/g, replacement: noBreakSpace },
  { name: 'no-break space after «', pattern: /«[ \u202f]*/g, replacement: `«${noBreakSpace}` },
  { name: 'no-break space before »', pattern: /[ \u202f]*»/g, replacement: `${noBreakSpace}»` },
];

/**
 * German: a suspended hyphen ("Kundenfotos und -videos") stays with its word (a word joiner after
 * it) and with the word before it (a no-break space): no line starts with "-videos".
 */
const german: readonly Rule[] = [
  spacedHourSymbol,
  { name: 'a suspended hyphen stays with its word and the word before', pattern: /\s-(?=\p{L})/gu, replacement: `${noBreakSpace}-\u2060` },
];

/** The rules of each language, applied in order after those of every language. */
export const typographyRules: Readonly<Record<string, readonly Rule[]>> = {
  fr: french,
  de: german,
  it: [spacedHourSymbol],
  es: [spacedHourSymbol],
};

function rulesOf(locale: Locale): readonly Rule[] {
  return [...everyLanguage, ...(typographyRules[locale] ?? [])];
}

/** A typeset string as it is read or searched: without the zero-width word joiners of short compounds ("e-⁠commerce"). */
export function asRead(text: string): string {
  return text.replaceAll('\u2060', '');
}

/** A visible string, typeset for its language. Idempotent. */
export function typeset(text: string, locale: Locale): string {
  return rulesOf(locale).reduce(
    // Two calls that look alike: TypeScript picks String.replace's overload by the replacement's type, not by a union of both.
    (result, { pattern, replacement }) => (typeof replacement === 'string' ? result.replace(pattern, replacement) : result.replace(pattern, replacement)),
    text,
  );
}

/** What a writer must fix by hand: each check names what is wrong and what to type instead. */
interface Check {
  pattern: RegExp;
  message: string;
}

const checksForEveryLanguage: readonly Check[] = [
  { pattern: /\.\.\./, message: 'has "...": type the ellipsis character …' },
  { pattern: / {2,}/, message: 'has a doubled space' },
  { pattern: /^\s|\s$/, message: 'starts or ends with a space' },
  { pattern: /"/, message: 'has a straight double quote ": use the language’s quotation marks (“ ” « » „ “)' },
  {
    pattern: /(?<!\p{L})'|'(?!\p{L})/u,
    message: 'has a straight quote \' outside a word: use the language’s quotation marks or ’',
  },
];

const checksByLanguage: Readonly<Record<string, readonly Check[]>> = {
  fr: [
    {
      pattern: /\p{L}[;!?](?=\s|$)|\p{L}:(?=\s)/u,
      message: 'has ; ! ? or : right after a word: French puts a space before it',
    },
  ],
};

/** The typography problems of one raw content string (before its placeholders are filled). */
export function typographyProblems(text: string, locale: string): string[] {
  return [...checksForEveryLanguage, ...(checksByLanguage[locale] ?? [])]
    .filter((check) => check.pattern.test(text))
    .map((check) => check.message);
}
