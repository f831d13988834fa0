/**
 * `npm run content:add-language`: scaffolds a new language from fr (every string marked
 * `TODO(translate): <fr text>`), adds it to the language list and the content entry point at their
 * marker comments, records its lock entries and writes the migration that lets the forms store it.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, pageKeys, pseudoLocale, routeFor } from '../../content/locales';
import { isCodeKey, joinPath, textsOf } from '../../content/tree';
import { contentFileOf, untranslatedMarker } from '../../schema/validate';
import { projectRoot } from '../../tooling/project';
import { quoteTs } from './ts-source';
import { allowListFile, lockFile, readAllowList, readLock, TranslationCommandError, writeAllowList, writeLock } from './lock';

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

function literal(value: unknown, indent: string, key: string | number | null, pathSoFar: string, endonym: string): string {
  const inner = `${indent}  `;
  if (typeof value === 'string') {
    if (pathSoFar === 'common.languageName') return quoteTs(endonym);
    if (isCodeKey(key)) return quoteTs(value);
    return quoteTs(`${untranslatedMarker} ${value}`);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item, index) => `${inner}${literal(item, inner, index, joinPath(pathSoFar, index), endonym)},\n`).join('')}${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{\n${entries
      .map(([childKey, child]) => {
        const name = /^[A-Za-z_$][\w$]*$/.test(childKey) ? childKey : quoteTs(childKey);
        return `${inner}${name}: ${literal(child, inner, childKey, joinPath(pathSoFar, childKey), endonym)},\n`;
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
    return `${match[1]}${match[2]}, ${quoteTs(code)}${match[3]}`;
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
    const entry = name === code ? name : `${quoteTs(code)}: ${name}`;
    return `${match[1]}${match[2]!.trimEnd()}, ${entry}${match[3]}`;
  });
}

/** The migration that lets the forms store the new language and the audience count it (the tables CHECK the language code). */
export function languageMigration(languages: readonly string[]): string {
  const list = languages.map((locale) => `'${locale}'`).join(', ');
  return `-- The languages the site is built in (content/locales.ts): the forms store the page language, the audience counts it.
alter table public.demo_requests drop constraint demo_requests_language_allowed;
alter table public.demo_requests add constraint demo_requests_language_allowed check (language in (${list}));
alter table public.contact_messages drop constraint contact_messages_language_allowed;
alter table public.contact_messages add constraint contact_messages_language_allowed check (language in (${list}));
alter table audience.page_views drop constraint page_views_language_allowed;
alter table audience.page_views add constraint page_views_language_allowed check (language in (${list}));
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

  // Each marker carries the current fr text: once translated, a string is `translated` against it.
  const lock = readLock(root);
  const at = (options.now ?? new Date()).toISOString().slice(0, 10);
  lock[code] = Object.fromEntries([...textsOf(source)].map(([stringPath, text]) => [stringPath, { source: text, state: 'translated' as const, at }]));
  writeLock(lock, languages, source, root);

  const allowList = readAllowList(root);
  allowList[code] ??= [];
  writeAllowList(allowList, languages, root);

  writeFileSync(path.join(root, migrationFile), languageMigration(languages));

  return { code, endonym, strings: textsOf(source).size, files: [moduleFile, localesFile, indexFile, lockFile, allowListFile, migrationFile] };
}
