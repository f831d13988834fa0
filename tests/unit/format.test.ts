import { describe, expect, it } from 'vitest';
import { placeholders, statistics, type StatFact, type StatSource } from '../../content/facts';
import { fillPlaceholders, formatMonthOrPeriod, formatStat, formatStatScope } from '../../content/format';
import { formatCount, formatTimeOfDay } from '../../content/format-numbers';
import { contentFor } from '../../content/index';
import type { TranslatedLocale } from '../../content/locales';

const formatsOf = (locale: TranslatedLocale) => contentFor(locale).common.formats;
const stat = (fact: StatFact, locale: TranslatedLocale) => formatStat(fact, locale, formatsOf(locale));
const fill = (text: string, locale: TranslatedLocale) => fillPlaceholders(text, locale, 2026, formatsOf(locale));
// Intl and the typography put no-break spaces where a line must not break; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/\u2060/g, '');

describe('formatStat', () => {
  it('formats percentages per language, with a sign where the claim has one, and a minus sign', () => {
    expect(plain(stat(statistics.conversionLift.figure, 'fr'))).toBe('+90 %');
    expect(stat(statistics.conversionLift.figure, 'en')).toBe('+90%');
    expect(plain(stat(statistics.productionCost.figure, 'de'))).toBe('−60 %');
    expect(stat(statistics.productionCost.figure, 'it')).toBe('−60%');
    const decimal: StatFact = { kind: 'percent', value: 0.999 };
    expect(stat(decimal, 'it')).toBe('99,9%');
    expect(stat(decimal, 'en')).toBe('99.9%');
  });

  it('words "at least" statistics in each language, compact only from a million: a word where the short unit reads as English ("10 millions", not "10 M")', () => {
    expect(plain(stat(statistics.contentsProcessed.figure, 'en'))).toBe('10M+');
    expect(plain(stat(statistics.contentsProcessed.figure, 'it'))).toBe('oltre 10 milioni');
    expect(plain(stat(statistics.contentsProcessed.figure, 'fr'))).toBe('plus de 10 millions');
    expect(stat(statistics.contentsSourced.figure, 'en')).toBe('10,000+');
    expect(plain(stat(statistics.contentsProcessed.figure, 'de'))).toBe('über 10 Mio.');
    expect(plain(stat(statistics.contentsProcessed.figure, 'es'))).toBe('más de 10 millones');
    expect(plain(stat(statistics.contentsSourced.figure, 'it'))).toBe('oltre 10.000');
    expect(plain(stat(statistics.contentsSourced.figure, 'es'))).toBe('más de 10.000');
    expect(plain(stat(statistics.brands.figure, 'fr'))).toBe('plus de 50');
    // A percentage "at least" reads as a level, never as a rise ("+90 %").
    expect(plain(stat(statistics.supportSatisfaction.figure, 'fr'))).toBe('plus de 90 %');
    expect(stat(statistics.supportSatisfaction.figure, 'en')).toBe('90%+');
    // Spanish and Italian take the article before a percentage: "más del 90 %", "oltre il 90%".
    expect(plain(stat(statistics.supportSatisfaction.figure, 'es'))).toBe('más del 90 %');
    expect(stat(statistics.supportSatisfaction.figure, 'it')).toBe('oltre il 90%');
    expect(plain(stat(statistics.supportSatisfaction.figure, 'de'))).toBe('über 90 %');
  });

  it('writes ratios and multipliers', () => {
    expect(stat(statistics.ugcSeekers.figure, 'fr')).toBe('9/10');
    expect(stat(statistics.ugcSeekers.figure, 'es')).toBe('9 de cada 10');
    expect(stat(statistics.addToCart.figure, 'de')).toBe('3×');
  });
});

describe('formatStatScope', () => {
  const survey: StatSource = { kind: 'customerSurvey', who: 'Exemple', when: '2025-01/2025-06', population: { count: 412, unit: 'users' } };
  const caseStudy: StatSource = { kind: 'platformData', who: 'Exemple', when: '2025-03/2025-08', population: { count: 1, unit: 'brands' }, baseline: '2024-09/2025-02' };
  const scope = (source: StatSource, locale: TranslatedLocale) => plain(formatStatScope(source, locale, formatsOf(locale)));

  it('says among whom, when and against what a figure was measured, in the language', () => {
    expect(scope(survey, 'fr')).toBe('412 utilisateurs interrogés, janvier – juin 2025');
    expect(scope(survey, 'en')).toBe('412 users surveyed, January – June 2025');
    expect(scope({ ...survey, population: { count: 3_400, unit: 'productPages' }, when: '2025-03', comparedWith: 'pagesWithoutUgc' }, 'de')).toBe('3.400 Produktseiten, März 2025, verglichen mit Produktseiten ohne UGC');
    expect(scope(caseStudy, 'es')).toBe('1 marca, marzo–agosto de 2025, frente a septiembre de 2024 – febrero de 2025');
    expect(scope(caseStudy, 'it')).toBe('1 brand, marzo–agosto 2025, rispetto a settembre 2024 – febbraio 2025');
  });

  it('leaves out what a count does not need: it is its own population', () => {
    expect(scope({ kind: 'platformData', who: 'Exemple', when: '2025-10' }, 'fr')).toBe('octobre 2025');
  });
});

describe('formatMonthOrPeriod', () => {
  it('writes the year, or the month and year, of a source in the language', () => {
    expect(formatMonthOrPeriod('2025', 'de')).toBe('2025');
    expect(formatMonthOrPeriod('2025-06', 'fr')).toBe('juin 2025');
    expect(formatMonthOrPeriod('2025-06', 'en')).toBe('June 2025');
    expect(formatMonthOrPeriod('2025-06', 'es')).toBe('junio de 2025');
  });
  it('holds a range together at its dash: no line ends on "mars –" or "März–"', () => {
    expect(formatMonthOrPeriod('2025-03/2025-08', 'fr')).toBe('mars\u202f–\u2060\u202faoût 2025');
    expect(formatMonthOrPeriod('2025-03/2025-08', 'de')).toBe('März–\u2060August 2025');
  });
});

describe('formatCount', () => {
  it('groups every count alike, four digits included (it/es "1.000" beside "10.000")', () => {
    expect(formatCount(1000, 'it')).toBe('1.000');
    expect(formatCount(10000, 'it')).toBe('10.000');
    expect(formatCount(1000, 'es')).toBe('1.000');
    expect(plain(formatCount(1000, 'fr'))).toBe('1 000');
    expect(formatCount(1000, 'en')).toBe('1,000');
  });
});

describe('formatTimeOfDay', () => {
  it('writes a time as each language does in running text: French "6 h 44", the others with Intl', () => {
    const morning = new Date(2026, 10, 12, 6, 4);
    expect(formatTimeOfDay(morning, 'fr')).toBe('6\u00a0h\u00a004');
    expect(formatTimeOfDay(new Date(2026, 10, 12, 21, 44), 'fr')).toBe('21\u00a0h\u00a044');
    expect(formatTimeOfDay(morning, 'de')).toBe('06:04');
    expect(formatTimeOfDay(morning, 'es')).toBe('6:04');
  });
});

describe('fillPlaceholders', () => {
  it('fills facts, formatted for the language, and leaves the year ungrouped', () => {
    expect(plain(fill('{professionalMonthlyContent} contenus', 'fr'))).toBe('10 000 contenus');
    expect(fill('{starterMonthlyContent} contenuti', 'it')).toBe('1.000 contenuti');
    expect(fill('{professionalMonthlyContent} pieces', 'en')).toBe('10,000 pieces');
    expect(fill('© {year} {brandName}, since {foundedYear}', 'de')).toContain('© 2026 ');
    expect(fill('since {foundedYear}', 'de')).toBe('since 2019');
  });

  it('writes business hours in each language’s convention, naming a time zone right all year', () => {
    expect(plain(fill('Ouvert {businessHours}.', 'fr'))).toBe('Ouvert du lundi au vendredi, de 9 h à 18 h (heure de Paris).');
    expect(plain(fill('Open {businessHours}.', 'en'))).toMatch(/^Open Monday (to|through) Friday, 9 am to 6 pm Paris time \(an hour ahead of UK time\)\.$/);
    expect(plain(fill('Offen {businessHours}.', 'de'))).toMatch(/^Offen Montag bis Freitag,? von 9 Uhr bis 18 Uhr \(MEZ\/MESZ\)\.$/);
    expect(fill('Aperto {businessHours}.', 'it')).toBe('Aperto dal lunedì al venerdì, dalle 9 alle 18 (ora italiana).');
    expect(plain(fill('Abierto {businessHours}.', 'es'))).toBe('Abierto de lunes a viernes, de 9 a 18 h (hora peninsular española).');
    // Alone (a card's detail), the value opens a sentence.
    expect(plain(fill('{businessHours}', 'fr'))).toBe('Du lundi au vendredi, de 9 h à 18 h (heure de Paris)');
    for (const locale of ['fr', 'en', 'de', 'it', 'es'] as const) expect(fill('{businessHours}', locale)).not.toMatch(/\bCET\b|\b0\d/);
  });

  it('writes the reply promise as each language counts it: working hours, or one working day while the fact is 24 hours', () => {
    // Typed as any figure: the test compiles whatever the promise is.
    const hours: number = placeholders.replyHours;
    expect(plain(fill('Réponse sous {replyTime}', 'fr'))).toBe(`Réponse sous ${hours} h ouvrées`);
    expect(plain(fill('Antwort innerhalb von {replyTime}', 'de'))).toBe(`Antwort innerhalb von ${hours} Stunden an Arbeitstagen`);
    // A pattern without {hours} words the figure; the content check holds it to the fact (tests/unit/promise-check.test.ts).
    if (hours === 24) expect(fill('Reply within {replyTime}', 'en')).toBe('Reply within one working day');
  });

  // The list as each language writes it in a sentence (fr repeats its preposition): the reader's
  // language first, then English, then the rest.
  const supportLanguageSentences = [
    ['en', '{supportLanguages}', 'English and French'],
    ['fr', 'Support {supportLanguages}', 'Support en français et en anglais'],
    ['de', 'auf {supportLanguages}', 'auf Englisch und Französisch'],
    ['it', 'in {supportLanguages}', 'in inglese e francese'],
    ['es', 'en {supportLanguages}', 'en inglés y francés'],
  ] as const;
  it.each(supportLanguageSentences)('names the support languages with Intl in %s', (locale, text, expected) => {
    expect(fill(text, locale)).toBe(expected);
  });
});
