/**
 * content/translations.lock.json: per language and string, the fr text the translation was last
 * confirmed against (the text itself, so that a change shows as a word diff), its workflow state,
 * and who recorded it when. A string whose fr text differs from the recorded one is out of date.
 *
 * Workflow of one string: initial (missing, empty, still marked) -> translated (written, not yet
 * confirmed against the current fr) -> reviewed (a reviewer read it against the current fr) ->
 * final (confirmed). The lock records the last two, and `translated` for imports a CAT tool marked so.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale } from '../../content/locales';
import { isUnderPath, textsOf } from '../../content/tree';
import { contentFileOf, isMarkedUntranslated } from '../../schema/validate';
import { projectRoot } from '../../tooling/project';

export const lockFile = 'content/translations.lock.json';
export const allowListFile = 'content/identical-allowed.json';

export type RecordedState = 'translated' | 'reviewed' | 'final';

export interface LockEntry {
  /** The fr text the translation was confirmed against. */
  source: string;
  state: RecordedState;
  /** Who recorded the state (`--by`), when known. */
  by?: string;
  /** When, as an ISO date. */
  at?: string;
}

/** language -> path -> entry. */
export type TranslationLock = Record<string, Record<string, LockEntry>>;
/** language -> exact strings that may equal fr (true cognates, proper names, acronyms). */
export type IdenticalAllowList = Record<string, string[]>;

export class TranslationCommandError extends Error {
  override name = 'TranslationCommandError';
}

/** A string with no word outside its placeholders ('{businessHours}') is the same in every language. */
export function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{[A-Za-z]+\}/g, ''));
}

/** Why a translation cannot be confirmed, or null. */
export function unconfirmableReason(text: string | undefined): string | null {
  if (text === undefined) return 'is missing';
  if (text.trim() === '') return 'is empty';
  if (isMarkedUntranslated(text)) return 'is not translated yet';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

export function readLock(root = projectRoot): TranslationLock {
  return readJson<TranslationLock>(path.join(root, lockFile), {});
}

export function readAllowList(root = projectRoot): IdenticalAllowList {
  return readJson<IdenticalAllowList>(path.join(root, allowListFile), {});
}

/**
 * The lock as committed: languages in the language list's order, paths in fr's document order
 * (paths fr no longer has are dropped), one entry per line: a change gives a one-line diff.
 */
export function serializeLock(lock: TranslationLock, languages: readonly string[], source: unknown): string {
  const paths = [...textsOf(source).keys()];
  const blocks: string[] = [];
  for (const locale of languages) {
    const entries = lock[locale];
    if (locale === defaultLocale || !entries) continue;
    const lines = paths
      .filter((stringPath) => entries[stringPath] !== undefined)
      .map((stringPath) => {
        const { source: text, state, by, at } = entries[stringPath]!;
        return `    ${JSON.stringify(stringPath)}: ${JSON.stringify({ state, ...(by ? { by } : {}), ...(at ? { at } : {}), source: text })}`;
      });
    blocks.push(`  ${JSON.stringify(locale)}: {${lines.length ? `\n${lines.join(',\n')}\n  ` : ''}}`);
  }
  return `{${blocks.length ? `\n${blocks.join(',\n')}\n` : ''}}\n`;
}

export function writeLock(lock: TranslationLock, languages: readonly string[], source: unknown, root = projectRoot): void {
  writeFileSync(path.join(root, lockFile), serializeLock(lock, languages, source));
}

export function serializeAllowList(allowList: IdenticalAllowList, languages: readonly string[]): string {
  const ordered = Object.fromEntries(
    [...languages.filter((locale) => allowList[locale]), ...Object.keys(allowList).filter((locale) => !languages.includes(locale))].map((locale) => [locale, allowList[locale]!]),
  );
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

export function writeAllowList(allowList: IdenticalAllowList, languages: readonly string[], root = projectRoot): void {
  writeFileSync(path.join(root, allowListFile), serializeAllowList(allowList, languages));
}

// ---------------------------------------------------------------------------------------------
// Recording states
// ---------------------------------------------------------------------------------------------

export interface RecordResult {
  lock: TranslationLock;
  /** Paths whose entry now holds the current fr text and the state. */
  confirmed: string[];
  /** Of those, the ones that were out of date (or never recorded) before. */
  updated: string[];
  /** Named (or, without names, all) paths that cannot be recorded: missing, empty or still marked. */
  skipped: { path: string; reason: string }[];
  /** Recorded paths whose text equals fr and is not allowed yet (their exact texts). */
  identical: { path: string; text: string }[];
  /** Strings already recorded against the current fr text that were left as they were (state, who, when). */
  unchanged: string[];
  /**
   * States recorded against the current fr text that a whole-language confirm would have changed
   * (without `overwriteStates`): when any, nothing is recorded and `lock` is the lock given.
   */
  refused: StateChange[];
}

export interface StateChange {
  path: string;
  from: RecordedState;
  to: RecordedState;
}

export interface RecordOptions {
  /** `final` (content:confirm, the default) or `reviewed` (content:confirm --reviewed). */
  state?: RecordedState;
  by?: string;
  /** An ISO date; today by default. */
  at?: string;
  /** Only the strings not recorded against the current fr text: content:status's "out of date" (`--out-of-date`). */
  outOfDateOnly?: boolean;
  /** Lets a whole-language confirm replace the states recorded against the current fr text (`--overwrite-states`). */
  overwriteStates?: boolean;
}

function checkPaths(source: Map<string, string>, paths: readonly string[]): void {
  const unknown = paths.filter((wanted) => ![...source.keys()].some((stringPath) => isUnderPath(stringPath, wanted)));
  if (unknown.length > 0) throw new TranslationCommandError(`${unknown.map((p) => `"${p}"`).join(', ')}: no such string in ${contentFileOf(defaultLocale)}`);
}

/**
 * Records that the translations of `locale` at `paths` (each path also names everything under it;
 * none = the whole language) are made from the current fr text, in the given state. A string that
 * is missing, empty or still marked is never recorded. A string identical to fr is recorded (it may
 * be right: a name, a cognate) and reported, so that it can be put on the allow-list.
 *
 * The states recorded against the current fr text are a translator's and a reviewer's work: a
 * whole-language confirm leaves those already in the asked state as they were, and refuses (records
 * nothing, lists them in `refused`) when it would change any other, unless `overwriteStates`.
 * With `outOfDateOnly` it never touches them. Named paths are recorded as asked.
 */
export function confirmTranslations(
  modules: Readonly<Record<string, unknown>>,
  lock: TranslationLock,
  locale: string,
  paths: readonly string[] = [],
  allowList: IdenticalAllowList = {},
  options: RecordOptions = {},
): RecordResult {
  if (locale === defaultLocale) throw new TranslationCommandError(`${defaultLocale} is the source language: only translations are confirmed`);
  if (!(locale in modules)) throw new TranslationCommandError(`${locale} is not a language of the site (${Object.keys(modules).join(', ')})`);
  const source = textsOf(modules[defaultLocale]);
  const texts = textsOf(modules[locale]);
  checkPaths(source, paths);

  const state = options.state ?? 'final';
  const at = options.at ?? new Date().toISOString().slice(0, 10);
  const entries = { ...(lock[locale] ?? {}) };
  const allowed = new Set(allowList[locale] ?? []);
  const wholeLanguage = paths.length === 0;
  const result: RecordResult = { lock: { ...lock, [locale]: entries }, confirmed: [], updated: [], skipped: [], identical: [], unchanged: [], refused: [] };
  for (const [stringPath, frText] of source) {
    if (!wholeLanguage && !paths.some((wanted) => isUnderPath(stringPath, wanted))) continue;
    const text = texts.get(stringPath);
    const reason = unconfirmableReason(text);
    if (reason) {
      result.skipped.push({ path: stringPath, reason });
      continue;
    }
    const recorded = entries[stringPath];
    if (recorded?.source === frText && (options.outOfDateOnly || (wholeLanguage && !options.overwriteStates))) {
      if (options.outOfDateOnly || recorded.state === state) result.unchanged.push(stringPath);
      else result.refused.push({ path: stringPath, from: recorded.state, to: state });
      continue;
    }
    if (recorded?.source !== frText) result.updated.push(stringPath);
    entries[stringPath] = { source: frText, state, ...(options.by ? { by: options.by } : {}), at };
    result.confirmed.push(stringPath);
    if (text === frText && hasWords(text) && !allowed.has(text)) result.identical.push({ path: stringPath, text: text! });
  }
  if (result.refused.length > 0) return { ...result, lock, confirmed: [], updated: [], identical: [] };
  return result;
}

/** A fresh lock: every present translation of every language confirmed against the current fr. */
export function lockOf(modules: Readonly<Record<string, unknown>>, options: RecordOptions = {}): TranslationLock {
  let lock: TranslationLock = {};
  for (const locale of Object.keys(modules)) {
    if (locale !== defaultLocale) lock = confirmTranslations(modules, lock, locale, [], {}, options).lock;
  }
  return lock;
}

/**
 * A fr edit that needs no re-translation (a typo fix): every language whose entry at `paths` was
 * confirmed against an earlier fr text is moved to the current one, keeping its state. Entries
 * already current, or absent, are left alone. Returns the new lock and, per language, the paths moved.
 */
export function markSourceEditMinor(
  modules: Readonly<Record<string, unknown>>,
  lock: TranslationLock,
  paths: readonly string[],
): { lock: TranslationLock; moved: Record<string, string[]> } {
  if (paths.length === 0) throw new TranslationCommandError('name the fr strings whose edit needs no re-translation');
  const source = textsOf(modules[defaultLocale]);
  checkPaths(source, paths);
  const next: TranslationLock = {};
  const moved: Record<string, string[]> = {};
  for (const [locale, entries] of Object.entries(lock)) {
    next[locale] = { ...entries };
    for (const [stringPath, frText] of source) {
      const entry = entries[stringPath];
      if (!entry || entry.source === frText || !paths.some((wanted) => isUnderPath(stringPath, wanted))) continue;
      next[locale]![stringPath] = { ...entry, source: frText };
      (moved[locale] ??= []).push(stringPath);
    }
  }
  return { lock: next, moved };
}
