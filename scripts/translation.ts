/**
 * The translator workflow: status, out-of-date tracking, confirmation and new languages.
 * `npm run content:status`, `content:confirm` and `content:add-language` are thin wrappers.
 *
 * - Strings and their paths come from the one walker of schema/validate.ts (`walkStrings`,
 *   `pricing.plans[1].cta`); ids and statistic keys (`id`, `stat`) are codes, not text, and skipped.
 * - Errors are the build's: schema/validate.ts `validateLocales` (missing, empty, still marked
 *   `TODO(translate):`, wrong type, extra key, placeholders, ids). Exit 1 exactly when the build fails.
 * - Warnings: a string identical to fr (likely untranslated) unless it is on the language's list in
 *   content/identical-allowed.json (true cognates, names) or has no word outside its placeholders;
 *   a string out of date: content/translations.lock.json records, per language and path, a short
 *   sha256 of the fr text the translation was made from; when fr changes, the path is out of date
 *   in every language until a translator confirms it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, pageKeys, pseudoLocale, routeFor } from '../content/locales';
import { placeholderPattern } from '../content/format';
import { codeKeys, contentFileOf, formatProblem, isMarkedUntranslated, untranslatedMarker, validateLocales, walkStrings, type ContentProblem } from '../schema/validate';

/** The project this module belongs to (a temporary copy in tests). */
export const projectRoot = path.resolve(import.meta.dirname, '..');
export const lockFile = 'content/translations.lock.json';
export const allowListFile = 'content/identical-allowed.json';

/** language -> path -> hash of the fr text the translation was made from. */
export type TranslationLock = Record<string, Record<string, string>>;
/** language -> exact strings that may equal fr (true cognates, proper names, acronyms). */
export type IdenticalAllowList = Record<string, string[]>;

// ---------------------------------------------------------------------------------------------
// Strings
// ---------------------------------------------------------------------------------------------

export function isTranslatablePath(stringPath: string): boolean {
  const last = /(?:^|\.)([A-Za-z_$][\w$]*)$/.exec(stringPath)?.[1];
  return !(last && codeKeys.has(last));
}

/** Every translatable string of a module, by path, in document order. */
export function stringsOf(module: unknown): Map<string, string> {
  const strings = new Map<string, string>();
  walkStrings(module, '', (stringPath, text) => {
    if (isTranslatablePath(stringPath)) strings.set(stringPath, text);
  });
  return strings;
}

/** A short sha256 of a fr text: what the lock records. */
export function hashText(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 12);
}

/** A string with no word outside its placeholders ('{businessHours}') is the same in every language. */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(new RegExp(placeholderPattern.source, 'g'), ''));
}

/** `pricing.plans[1]` names itself and every path under it. */
function pathMatches(stringPath: string, wanted: string): boolean {
  return stringPath === wanted || stringPath.startsWith(`${wanted}.`) || stringPath.startsWith(`${wanted}[`);
}

// ---------------------------------------------------------------------------------------------
// Status
// ---------------------------------------------------------------------------------------------

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
  /** The fr text changed since the translation was confirmed (warning). */
  outOfDate: string[];
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

export function translationStatus(
  modules: Readonly<Record<string, unknown>>,
  lock: TranslationLock,
  allowList: IdenticalAllowList,
): TranslationStatus {
  const source = stringsOf(modules[defaultLocale]);
  const problems = validateLocales(modules);
  const order = [defaultLocale, ...Object.keys(modules).filter((locale) => locale !== defaultLocale)];
  const languages = order.map((locale): LanguageStatus => {
    const strings = stringsOf(modules[locale]);
    const status: LanguageStatus = { locale, strings: source.size, missing: [], empty: [], toTranslate: [], identical: [], allowed: [], outOfDate: [] };
    const allowed = new Set(allowList[locale] ?? []);
    const confirmed = lock[locale] ?? {};
    for (const [stringPath, frText] of source) {
      const text = strings.get(stringPath);
      if (text === undefined) status.missing.push(stringPath);
      else if (text.trim() === '') status.empty.push(stringPath);
      else if (isMarkedUntranslated(text)) status.toTranslate.push(stringPath);
      else if (locale !== defaultLocale) {
        if (text === frText) (allowed.has(text) || !hasWords(text) ? status.allowed : status.identical).push(stringPath);
        if (confirmed[stringPath] !== hashText(frText)) status.outOfDate.push(stringPath);
      }
    }
    return status;
  });
  return { source: defaultLocale, strings: source.size, languages, problems, ok: problems.length === 0 };
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')).join('\n');
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
  const shown = <T,>(_locale: string, items: readonly T[]) => (only ? items : items.slice(0, limit));
  const more = (locale: string, total: number, listed: number) =>
    total > listed ? [`  … and ${total - listed} more (npm run content:status -- ${locale})`] : [];

  const lines: string[] = [`Translation status: ${status.strings} strings in ${contentFileOf(status.source)} (the source)`, ''];
  lines.push(
    table([
      ['language', 'strings', 'missing', 'empty', 'to translate', 'identical to fr', 'allowed', 'out of date'],
      ...status.languages.map((language) => {
        const isSource = language.locale === status.source;
        return [
          language.locale,
          String(language.strings),
          String(language.missing.length),
          String(language.empty.length),
          String(language.toTranslate.length),
          isSource ? '-' : String(language.identical.length),
          isSource ? '-' : String(language.allowed.length),
          isSource ? '-' : String(language.outOfDate.length),
        ];
      }),
    ]),
  );

  const detailedProblems = status.problems.filter((problem) => detailed.some((language) => language.locale === problem.locale));
  if (detailedProblems.length > 0) {
    lines.push('', `Errors (the build refuses these; ${detailedProblems.length} in all):`);
    for (const language of detailed) {
      const problems = status.problems.filter((problem) => problem.locale === language.locale);
      const listed = shown(language.locale, problems);
      lines.push(...listed.map((problem) => `  ${formatProblem(problem)}`), ...more(language.locale, problems.length, listed.length));
    }
  }

  const source = stringsOf(modules[status.source]);
  for (const language of detailed) {
    const strings = stringsOf(modules[language.locale]);
    if (language.identical.length > 0) {
      lines.push('', `${contentFileOf(language.locale)}: ${language.identical.length} identical to fr (likely untranslated; if right, add the text to ${allowListFile} under "${language.locale}"):`);
      const listed = shown(language.locale, language.identical);
      lines.push(...listed.map((stringPath) => `  ${stringPath}  ${quoted(strings.get(stringPath))}`), ...more(language.locale, language.identical.length, listed.length));
    }
    if (language.outOfDate.length > 0) {
      lines.push('', `${contentFileOf(language.locale)}: ${language.outOfDate.length} out of date (fr changed since the translation; update it, then npm run content:confirm ${language.locale} <path>):`);
      const listed = shown(language.locale, language.outOfDate);
      for (const stringPath of listed) {
        lines.push(`  ${stringPath}`, `    fr: ${quoted(source.get(stringPath))}`, `    ${language.locale}: ${quoted(strings.get(stringPath))}`);
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

// ---------------------------------------------------------------------------------------------
// Lock and allow-list files
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
 * (paths fr no longer has are dropped), pretty-printed: a fr change gives a small, readable diff.
 */
export function serializeLock(lock: TranslationLock, languages: readonly string[], source: unknown): string {
  const paths = [...stringsOf(source).keys()];
  const ordered: TranslationLock = {};
  for (const locale of languages) {
    if (locale === defaultLocale || !lock[locale]) continue;
    const entries = lock[locale]!;
    ordered[locale] = Object.fromEntries(paths.filter((stringPath) => entries[stringPath] !== undefined).map((stringPath) => [stringPath, entries[stringPath]!]));
  }
  return `${JSON.stringify(ordered, null, 2)}\n`;
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
// Confirm
// ---------------------------------------------------------------------------------------------

export interface ConfirmResult {
  lock: TranslationLock;
  /** Paths whose lock entry now holds the current fr hash. */
  confirmed: string[];
  /** Of those, the ones that were out of date before. */
  updated: string[];
  /** Named (or, without names, all) paths that cannot be confirmed: missing, empty or still marked. */
  skipped: { path: string; reason: string }[];
  /** Confirmed paths whose text equals fr and is not allowed yet (their exact texts). */
  identical: { path: string; text: string }[];
}

export class TranslationCommandError extends Error {
  override name = 'TranslationCommandError';
}

/**
 * Records that the translations of `locale` at `paths` (each path also names everything under it;
 * none = the whole language) are made from the current fr text. A string that is missing, empty or
 * still marked is never confirmed. A string identical to fr is confirmed (it may be right: a name,
 * a cognate) and reported, so that it can be put on the allow-list.
 */
export function confirmTranslations(
  modules: Readonly<Record<string, unknown>>,
  lock: TranslationLock,
  locale: string,
  paths: readonly string[] = [],
  allowList: IdenticalAllowList = {},
): ConfirmResult {
  if (locale === defaultLocale) throw new TranslationCommandError(`${defaultLocale} is the source language: only translations are confirmed`);
  if (!(locale in modules)) throw new TranslationCommandError(`${locale} is not a language of the site (${Object.keys(modules).join(', ')})`);
  const source = stringsOf(modules[defaultLocale]);
  const strings = stringsOf(modules[locale]);
  const unknown = paths.filter((wanted) => ![...source.keys()].some((stringPath) => pathMatches(stringPath, wanted)));
  if (unknown.length > 0) throw new TranslationCommandError(`${unknown.map((p) => `"${p}"`).join(', ')}: no such string in ${contentFileOf(defaultLocale)}`);

  const entries = { ...(lock[locale] ?? {}) };
  const allowed = new Set(allowList[locale] ?? []);
  const result: ConfirmResult = { lock: { ...lock, [locale]: entries }, confirmed: [], updated: [], skipped: [], identical: [] };
  for (const [stringPath, frText] of source) {
    if (paths.length > 0 && !paths.some((wanted) => pathMatches(stringPath, wanted))) continue;
    const text = strings.get(stringPath);
    const reason = text === undefined ? 'is missing' : text.trim() === '' ? 'is empty' : isMarkedUntranslated(text) ? 'is not translated yet' : null;
    if (reason) {
      result.skipped.push({ path: stringPath, reason });
      continue;
    }
    const hash = hashText(frText);
    if (entries[stringPath] !== hash) result.updated.push(stringPath);
    entries[stringPath] = hash;
    result.confirmed.push(stringPath);
    if (text === frText && hasWords(text) && !allowed.has(text)) result.identical.push({ path: stringPath, text: text! });
  }
  return result;
}

/** A fresh lock: every present translation of every language confirmed against the current fr. */
export function lockOf(modules: Readonly<Record<string, unknown>>): TranslationLock {
  let lock: TranslationLock = {};
  for (const locale of Object.keys(modules)) {
    if (locale !== defaultLocale) lock = confirmTranslations(modules, lock, locale).lock;
  }
  return lock;
}

// ---------------------------------------------------------------------------------------------
// Add a language
// ---------------------------------------------------------------------------------------------

const localesFile = 'content/locales.ts';
const indexFile = 'content/index.ts';
const markers = {
  locales: '// content:add-language: translated locales',
  importsEnd: '// content:add-language: end of imports',
  modules: '// content:add-language: modules',
} as const;

/** A BCP 47 code the site can use as a path prefix and a file name: `nl`, `pt-BR`, `zh-Hant`. */
export function normalizeLanguageCode(code: string, existing: readonly string[]): string {
  let canonical: string;
  try {
    canonical = Intl.getCanonicalLocales(code)[0]!;
  } catch {
    throw new TranslationCommandError(`"${code}" is not a BCP 47 language code (e.g. nl, pt-BR)`);
  }
  if (!/^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/.test(canonical)) {
    throw new TranslationCommandError(`"${code}" is not a language code the site can use: language, optional script and region only (e.g. nl, pt-BR, zh-Hant)`);
  }
  if (existing.some((locale) => locale.toLowerCase() === canonical.toLowerCase())) throw new TranslationCommandError(`${canonical} is already a language of the site`);
  if (canonical.toLowerCase() === pseudoLocale.toLowerCase()) throw new TranslationCommandError(`${canonical} is the pseudo language (PSEUDO_LOCALE=1)`);
  const rootSegments = new Set(pageKeys.map((page) => routeFor(page, defaultLocale).split('/')[1]));
  if (rootSegments.has(canonical)) throw new TranslationCommandError(`${canonical} would clash with the ${defaultLocale} page /${canonical}`);
  return canonical;
}

/** The language's name in itself, capitalized as a menu entry: nl -> Nederlands, pt-BR -> Português (Brasil). */
export function endonymOf(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code);
  if (!name || name.toLowerCase() === code.toLowerCase()) {
    throw new TranslationCommandError(`no name is known for ${code}: give it with npm run content:add-language -- ${code} --name "<the language's name in itself>"`);
  }
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/** `pt-BR` -> `ptBR`: the module's variable name. */
export function identifierOf(code: string): string {
  return code.replace(/-([A-Za-z0-9])/g, (_, letter: string) => letter.toUpperCase()).replace(/^(do|if|in)$/, '$1_');
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')}'`;
}

function literal(value: unknown, indent: string, key: string | null, pathSoFar: string, endonym: string): string {
  const inner = `${indent}  `;
  if (typeof value === 'string') {
    if (pathSoFar === 'common.languageName') return quote(endonym);
    if (key !== null && codeKeys.has(key)) return quote(value);
    return quote(`${untranslatedMarker} ${value}`);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item, index) => `${inner}${literal(item, inner, null, `${pathSoFar}[${index}]`, endonym)},\n`).join('')}${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{\n${entries
      .map(([childKey, child]) => {
        const name = /^[A-Za-z_$][\w$]*$/.test(childKey) ? childKey : quote(childKey);
        const childPath = pathSoFar ? `${pathSoFar}.${childKey}` : childKey;
        return `${inner}${name}: ${literal(child, inner, childKey, childPath, endonym)},\n`;
      })
      .join('')}${indent}}`;
  }
  return JSON.stringify(value);
}

/** content/<code>.ts of a new language: fr's structure, every string `TODO(translate): <fr text>`, ids kept, the endonym set. */
export function scaffoldModule(code: string, source: unknown, endonym: string): string {
  const name = identifierOf(code);
  return `/**
 * ${endonym} (${code}): scaffolded from ${contentFileOf(defaultLocale)} by \`npm run content:add-language ${code}\`.
 *
 * Replace every '${untranslatedMarker} <fr text>' with the ${endonym} translation: keep each
 * {placeholder} as it is, and leave ids and stat keys alone. The build refuses this file while any
 * marker is left. How to work, and check: TRANSLATING.md.
 */
import type { SiteContent } from '../schema/site-content';

const ${name} = ${literal(source, '', null, '', endonym)} satisfies SiteContent;

export default ${name};
`;
}

function replaceLineAfter(text: string, marker: string, file: string, edit: (line: string) => string): string {
  const lines = text.split('\n');
  const index = lines.findIndex((line) => line.trim().startsWith(marker));
  if (index < 0 || index + 1 >= lines.length) throw new TranslationCommandError(`${file}: the marker comment "${marker}" is gone; add the language by hand`);
  const edited = edit(lines[index + 1]!);
  lines[index + 1] = edited;
  return lines.join('\n');
}

/** content/locales.ts with the code appended to `translatedLocales`. */
export function addToLocalesSource(source: string, code: string): string {
  return replaceLineAfter(source, markers.locales, localesFile, (line) => {
    const match = /^(export const translatedLocales = \[)(.*)(\] as const;)\s*$/.exec(line);
    if (!match) throw new TranslationCommandError(`${localesFile}: expected "export const translatedLocales = [...] as const;" after "${markers.locales}"`);
    return `${match[1]}${match[2]}, ${quote(code)}${match[3]}`;
  });
}

/** content/index.ts importing the new module and listing it in `contentModules`. */
export function addToIndexSource(source: string, code: string): string {
  const name = identifierOf(code);
  const lines = source.split('\n');
  const end = lines.findIndex((line) => line.trim().startsWith(markers.importsEnd));
  if (end < 0) throw new TranslationCommandError(`${indexFile}: the marker comment "${markers.importsEnd}" is gone; add the language by hand`);
  lines.splice(end, 0, `import ${name} from './${code}';`);
  return replaceLineAfter(lines.join('\n'), markers.modules, indexFile, (line) => {
    const match = /^(.*=\s*\{)(.*?)(\s*\};?)\s*$/.exec(line);
    if (!match) throw new TranslationCommandError(`${indexFile}: expected the contentModules object on one line after "${markers.modules}"`);
    const entry = name === code ? name : `${quote(code)}: ${name}`;
    return `${match[1]}${match[2]!.trimEnd()}, ${entry}${match[3]}`;
  });
}

/** The migration that lets the forms store the new language (the tables CHECK the language code). */
export function languageMigration(languages: readonly string[]): string {
  const list = languages.map((locale) => `'${locale}'`).join(', ');
  return `-- The languages the site is built in (content/locales.ts): the forms store the page language.
alter table public.demo_requests drop constraint demo_requests_language_allowed;
alter table public.demo_requests add constraint demo_requests_language_allowed check (language in (${list}));
alter table public.contact_messages drop constraint contact_messages_language_allowed;
alter table public.contact_messages add constraint contact_messages_language_allowed check (language in (${list}));
`;
}

/** A migration version after every existing one (the Supabase CLI applies them in name order). */
function nextMigrationVersion(dir: string, now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const existing = existsSync(dir) ? readdirSync(dir).map((file) => /^(\d{14})_/.exec(file)?.[1]).filter((v): v is string => !!v) : [];
  const latest = existing.sort().at(-1);
  if (!latest || stamp > latest) return stamp;
  return String(BigInt(latest) + 1n);
}

export interface AddLanguageResult {
  code: string;
  endonym: string;
  strings: number;
  files: string[];
}

/**
 * Scaffolds a language in the project at `root`: content/<code>.ts (every string marked), the code
 * in content/locales.ts and content/index.ts, its lock entries (the fr text each marker carries),
 * an empty allow-list, and a migration adding it to the forms' language CHECKs.
 */
export function addLanguage(
  options: { code: string; name?: string; modules: Readonly<Record<string, unknown>>; languages: readonly string[]; root?: string; now?: Date },
): AddLanguageResult {
  const root = options.root ?? projectRoot;
  const code = normalizeLanguageCode(options.code, options.languages);
  const endonym = options.name?.trim() || endonymOf(code);
  const moduleFile = contentFileOf(code);
  if (existsSync(path.join(root, moduleFile))) throw new TranslationCommandError(`${moduleFile} already exists`);
  const source = options.modules[defaultLocale];
  const languages = [...options.languages, code];

  // Check every edit before writing anything.
  const localesSource = addToLocalesSource(readFileSync(path.join(root, localesFile), 'utf8'), code);
  const indexSource = addToIndexSource(readFileSync(path.join(root, indexFile), 'utf8'), code);
  const migrationsDir = path.join(root, 'supabase', 'migrations');
  const migrationFile = `supabase/migrations/${nextMigrationVersion(migrationsDir, options.now ?? new Date())}_language_${code.toLowerCase().replace(/-/g, '_')}.sql`;

  writeFileSync(path.join(root, moduleFile), scaffoldModule(code, source, endonym));
  writeFileSync(path.join(root, localesFile), localesSource);
  writeFileSync(path.join(root, indexFile), indexSource);

  const lock = readLock(root);
  lock[code] = Object.fromEntries([...stringsOf(source)].map(([stringPath, text]) => [stringPath, hashText(text)]));
  writeLock(lock, languages, source, root);

  const allowList = readAllowList(root);
  allowList[code] ??= [];
  writeAllowList(allowList, languages, root);

  writeFileSync(path.join(root, migrationFile), languageMigration(languages));

  return { code, endonym, strings: stringsOf(source).size, files: [moduleFile, localesFile, indexFile, lockFile, allowListFile, migrationFile] };
}
