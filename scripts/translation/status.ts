/**
 * `npm run content:status`: per language, what the build refuses (missing, empty, still marked,
 * invalid: the errors of schema/validate.ts) and what a translator should look at (identical to
 * fr, out of date with a word diff of the fr change), the workflow states, and, as JSON, the
 * counts of strings and words a localisation manager needs to order a translation.
 */
import { diffWords } from 'diff';
import { defaultLocale } from '../../content/locales';
import { textsOf } from '../../content/tree';
import { contentFileOf, formatProblem, isMarkedUntranslated, validateLocales, type ContentProblem } from '../../schema/validate';
import { table } from '../../tooling/table';
import { allowListFile, hasWords, type IdenticalAllowList, type TranslationLock } from './lock';

export interface LanguageStatus {
  locale: string;
  /** Translatable strings of fr: what every language must have. */
  strings: number;
  missing: string[];
  empty: string[];
  /** Still marked `TODO(translate):` (a scaffolded language). */
  toTranslate: string[];
  /** Identical to fr and not allowed: likely untranslated (warning). */
  identical: string[];
  /** Identical to fr, allowed by the list or wordless. */
  allowed: string[];
  /** Not confirmed against the current fr text: fr changed since, or never confirmed (warning). */
  outOfDate: string[];
  /** Of those, the ones confirmed against an earlier fr text: path -> that text. */
  previousSource: Map<string, string>;
  /** Confirmed against the current fr, by recorded state. */
  translated: string[];
  reviewed: string[];
  final: string[];
}

export interface TranslationStatus {
  source: string;
  strings: number;
  languages: LanguageStatus[];
  /** The build's errors, from validateLocales. */
  problems: ContentProblem[];
  /** True when the build accepts the content (warnings aside). */
  ok: boolean;
}

export function translationStatus(modules: Readonly<Record<string, unknown>>, lock: TranslationLock, allowList: IdenticalAllowList): TranslationStatus {
  const source = textsOf(modules[defaultLocale]);
  const problems = validateLocales(modules);
  const order = [defaultLocale, ...Object.keys(modules).filter((locale) => locale !== defaultLocale)];
  const languages = order.map((locale): LanguageStatus => {
    const texts = textsOf(modules[locale]);
    const status: LanguageStatus = {
      locale,
      strings: source.size,
      missing: [],
      empty: [],
      toTranslate: [],
      identical: [],
      allowed: [],
      outOfDate: [],
      previousSource: new Map(),
      translated: [],
      reviewed: [],
      final: [],
    };
    const allowed = new Set(allowList[locale] ?? []);
    const recorded = lock[locale] ?? {};
    for (const [stringPath, frText] of source) {
      const text = texts.get(stringPath);
      if (text === undefined) status.missing.push(stringPath);
      else if (text.trim() === '') status.empty.push(stringPath);
      else if (isMarkedUntranslated(text)) status.toTranslate.push(stringPath);
      else if (locale !== defaultLocale) {
        if (text === frText) (allowed.has(text) || !hasWords(text) ? status.allowed : status.identical).push(stringPath);
        const entry = recorded[stringPath];
        if (entry?.source === frText) status[entry.state].push(stringPath);
        else {
          status.outOfDate.push(stringPath);
          if (entry) status.previousSource.set(stringPath, entry.source);
        }
      }
    }
    return status;
  });
  return { source: defaultLocale, strings: source.size, languages, problems, ok: problems.length === 0 };
}

/** `Parler à [-un spécialiste-]{+un expert+}`: what changed in fr, word by word (git's --word-diff=plain). */
export function wordDiff(before: string, after: string): string {
  return diffWords(before, after)
    .map((part) => (part.added ? `{+${part.value}+}` : part.removed ? `[-${part.value}-]` : part.value))
    .join('');
}

function quoted(text: string | undefined): string {
  return text === undefined ? '(none)' : JSON.stringify(text);
}

export interface FormatOptions {
  /** Languages whose details are listed, in full; none named = every language, `limit` lines per list. */
  only?: readonly string[];
  limit?: number;
}

/** The report `npm run content:status` prints. */
export function formatStatus(status: TranslationStatus, modules: Readonly<Record<string, unknown>>, options: FormatOptions = {}): string {
  const limit = options.limit ?? 10;
  const only = options.only?.length ? options.only : null;
  const detailed = status.languages.filter((language) => !only || only.includes(language.locale));
  const shown = <T,>(items: readonly T[]) => (only ? items : items.slice(0, limit));
  const more = (locale: string, total: number, listed: number) =>
    total > listed ? [`  … and ${total - listed} more (npm run content:status -- ${locale})`] : [];

  const lines: string[] = [`Translation status: ${status.strings} strings in ${contentFileOf(status.source)} (the source)`, ''];
  lines.push(
    table(
      ['language', 'strings', 'missing', 'empty', 'to translate', 'identical to fr', 'allowed', 'out of date', 'translated', 'reviewed', 'final'],
      status.languages.map((language) => {
        const forTranslation = (count: number) => (language.locale === status.source ? '-' : String(count));
        return [
          language.locale,
          String(language.strings),
          String(language.missing.length),
          String(language.empty.length),
          String(language.toTranslate.length),
          forTranslation(language.identical.length),
          forTranslation(language.allowed.length),
          forTranslation(language.outOfDate.length),
          forTranslation(language.translated.length),
          forTranslation(language.reviewed.length),
          forTranslation(language.final.length),
        ];
      }),
    ),
  );

  const detailedProblems = status.problems.filter((problem) => detailed.some((language) => language.locale === problem.locale));
  if (detailedProblems.length > 0) {
    lines.push('', `Errors (the build refuses these; ${detailedProblems.length} in all):`);
    for (const language of detailed) {
      const problems = status.problems.filter((problem) => problem.locale === language.locale);
      const listed = shown(problems);
      lines.push(...listed.map((problem) => `  ${formatProblem(problem)}`), ...more(language.locale, problems.length, listed.length));
    }
  }

  const source = textsOf(modules[status.source]);
  for (const language of detailed) {
    const texts = textsOf(modules[language.locale]);
    if (language.identical.length > 0) {
      lines.push('', `${contentFileOf(language.locale)}: ${language.identical.length} identical to fr (likely untranslated; if right, add the text to ${allowListFile} under "${language.locale}"):`);
      const listed = shown(language.identical);
      lines.push(...listed.map((stringPath) => `  ${stringPath}  ${quoted(texts.get(stringPath))}`), ...more(language.locale, language.identical.length, listed.length));
    }
    if (language.outOfDate.length > 0) {
      lines.push('', `${contentFileOf(language.locale)}: ${language.outOfDate.length} out of date (fr changed since the translation, or it was never confirmed; update it, then npm run content:confirm ${language.locale} <path>):`);
      const listed = shown(language.outOfDate);
      for (const stringPath of listed) {
        const frText = source.get(stringPath)!;
        lines.push(`  ${stringPath}`, `    fr: ${quoted(frText)}`, `    ${language.locale}: ${quoted(texts.get(stringPath))}`);
        const previous = language.previousSource.get(stringPath);
        if (previous !== undefined) lines.push(`    fr change: ${wordDiff(previous, frText)}`);
      }
      lines.push(...more(language.locale, language.outOfDate.length, listed.length));
    }
  }

  const warnings = status.languages.reduce((sum, language) => sum + language.identical.length + language.outOfDate.length, 0);
  lines.push(
    '',
    status.ok
      ? `OK: the build accepts every language; ${warnings ? `${warnings} warning${warnings === 1 ? '' : 's'} (identical to fr, out of date)` : 'no warnings'}.`
      : `FAILED: ${status.problems.length} error${status.problems.length === 1 ? '' : 's'}; the build refuses this content.`,
  );
  return lines.join('\n');
}

/** Words of a text as a translation agency counts them (placeholders are not words). */
export function wordCount(text: string, locale: string): number {
  const words = new Intl.Segmenter(locale, { granularity: 'word' }).segment(text.replace(/\{[A-Za-z]+\}/g, ' '));
  return [...words].filter((segment) => segment.isWordLike).length;
}

interface Workload {
  strings: number;
  /** Counted on the fr text: what is to be translated. */
  words: number;
}

export interface StatusSummary {
  source: string;
  strings: number;
  words: number;
  ok: boolean;
  errors: number;
  languages: {
    locale: string;
    /** Not translated at all: missing, empty, still marked, or identical to fr and not allowed. */
    new: Workload;
    /** Translated against an earlier fr text: to update. */
    changed: Workload;
    /** Translated against the current fr, not yet reviewed (never confirmed, or recorded as translated). */
    toReview: Workload;
    reviewed: number;
    final: number;
  }[];
}

/** `npm run content:status -- --json`: counts of strings and words per language, for a quote. */
export function statusSummary(status: TranslationStatus, modules: Readonly<Record<string, unknown>>): StatusSummary {
  const source = textsOf(modules[status.source]);
  const workload = (paths: Iterable<string>): Workload => {
    const list = [...new Set(paths)];
    return { strings: list.length, words: list.reduce((sum, stringPath) => sum + wordCount(source.get(stringPath) ?? '', status.source), 0) };
  };
  const untranslated = (language: LanguageStatus) => [...language.missing, ...language.empty, ...language.toTranslate, ...language.identical];
  return {
    source: status.source,
    strings: status.strings,
    words: workload(source.keys()).words,
    ok: status.ok,
    errors: status.problems.length,
    languages: status.languages
      .filter((language) => language.locale !== status.source)
      .map((language) => {
        const isNew = new Set(untranslated(language));
        const changed = [...language.previousSource.keys()].filter((stringPath) => !isNew.has(stringPath));
        const neverConfirmed = language.outOfDate.filter((stringPath) => !isNew.has(stringPath) && !language.previousSource.has(stringPath));
        return {
          locale: language.locale,
          new: workload(isNew),
          changed: workload(changed),
          toReview: workload([...neverConfirmed, ...language.translated]),
          reviewed: language.reviewed.length,
          final: language.final.length,
        };
      }),
  };
}
