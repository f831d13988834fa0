/**
 * Export and import of one language for CAT tools (XLIFF 2.0 or PO). An import is all or nothing:
 * every unit is checked first (known path, source equal to the current fr text, the same
 * placeholders, within the length limit), then the content module is edited in place, the one
 * content check runs on the result, and only then are content/<lang>.ts and the lock written.
 * An export imported unchanged writes nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, translatedLocales } from '../../content/locales';
import { mapText, textsOf } from '../../content/tree';
import { factOfPlaceholder } from '../../content/format';
import { contentFileOf, formatProblems, validateLocales } from '../../schema/validate';
import { projectRoot } from '../../tooling/project';
import { lockFile, readAllowList, readLock, serializeLock, TranslationCommandError, type RecordedState, type TranslationLock } from './lock';
import { readPo, writePo } from './po';
import { replaceLiterals, SourceEditError } from './ts-source';
import { placeholdersIn, unitsFor, type ExchangeFile, type TranslationUnit } from './units';
import { readXliff, writeXliff } from './xliff';

export type ExchangeFormat = 'xliff' | 'po';

export function exportLanguage(
  modules: Readonly<Record<string, unknown>>,
  locale: string,
  format: ExchangeFormat,
  options: { lock?: TranslationLock; root?: string; date?: Date } = {},
): string {
  if (locale === defaultLocale) throw new TranslationCommandError(`${defaultLocale} is the source language: export a translation`);
  if (!(locale in modules)) throw new TranslationCommandError(`${locale} is not a language of the site (${Object.keys(modules).join(', ')})`);
  const root = options.root ?? projectRoot;
  const units = unitsFor(modules, options.lock ?? readLock(root), readAllowList(root), locale);
  if (format === 'xliff') return writeXliff(locale, units, contentFileOf(locale));
  return writePo(locale, units, `${(options.date ?? new Date()).toISOString().slice(0, 16).replace('T', ' ')}+0000`);
}

/** The exchange format of a file, by its extension or its first bytes. */
export function formatOfFile(file: string, text: string): ExchangeFormat {
  if (/\.(xlf|xliff)$/i.test(file) || text.trimStart().startsWith('<')) return 'xliff';
  return 'po';
}

export function readExchangeFile(file: string, text: string): ExchangeFile {
  return formatOfFile(file, text) === 'xliff' ? readXliff(text) : readPo(text);
}

/** `pricing.plans.1.cta` (an XLIFF id) or `pricing.plans[1].cta` -> `pricing.plans[1].cta`. */
function pathOfUnitId(id: string): string {
  return id.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

export interface ImportPlan {
  locale: string;
  /** One line per refused unit; when any, nothing is written. */
  refusals: string[];
  /** path -> new text. */
  edits: Map<string, string>;
  /** path -> state to record in the lock. */
  states: Map<string, RecordedState>;
}

/** What importing `file` into the current content would change, or why it is refused. */
export function planImport(modules: Readonly<Record<string, unknown>>, lock: TranslationLock, file: ExchangeFile, root = projectRoot): ImportPlan {
  const locale = file.locale;
  if (!locale || locale === defaultLocale || !(locale in modules)) {
    throw new TranslationCommandError(`the file's target language "${locale}" is not a translated language of the site (${Object.keys(modules).filter((l) => l !== defaultLocale).join(', ')})`);
  }
  if (file.sourceLocale && file.sourceLocale !== defaultLocale) throw new TranslationCommandError(`the file's source language is "${file.sourceLocale}"; the site's is ${defaultLocale}`);

  const exported = new Map<string, TranslationUnit>(unitsFor(modules, lock, readAllowList(root), locale).map((unit) => [unit.path, unit]));
  const plan: ImportPlan = { locale, refusals: [], edits: new Map(), states: new Map() };
  const refuse = (unit: string, why: string) => plan.refusals.push(`${unit}: ${why}`);
  for (const imported of file.units) {
    const unitPath = pathOfUnitId(imported.id);
    const current = exported.get(unitPath);
    if (!current) {
      refuse(imported.id, `unknown unit: ${contentFileOf(defaultLocale)} has no such string`);
      continue;
    }
    if (imported.source !== current.source) {
      refuse(unitPath, `its source is not the current fr text (a stale file: export again). File: ${JSON.stringify(imported.source)}; fr: ${JSON.stringify(current.source)}`);
      continue;
    }
    if (imported.target === undefined || imported.target.trim() === '' || imported.state === 'initial') continue; // nothing translated
    const expected = placeholdersIn(current.source).map(factOfPlaceholder).sort().join(' ');
    const found = placeholdersIn(imported.target).map(factOfPlaceholder).sort().join(' ');
    if (expected !== found) {
      refuse(unitPath, `the translation has placeholders ${found ? found.split(' ').map((n) => `{${n}}`).join(' ') : 'none'} where fr has ${expected ? expected.split(' ').map((n) => `{${n}}`).join(' ') : 'none'}`);
      continue;
    }
    if (current.maxLength !== undefined && [...imported.target].length > current.maxLength) {
      refuse(unitPath, `the translation has ${[...imported.target].length} characters; the layout allows at most ${current.maxLength}`);
      continue;
    }
    const changed = imported.target !== current.target;
    if (changed) plan.edits.set(unitPath, imported.target);
    const state: RecordedState =
      imported.state === 'confirmed' ? (current.state === 'reviewed' || current.state === 'final' ? current.state : 'final') : imported.state;
    if (changed || state !== current.state) plan.states.set(unitPath, state);
  }
  return plan;
}

export interface ImportResult {
  locale: string;
  edited: string[];
  recorded: string[];
  files: string[];
}

/** Applies an import plan to the project at `root`, after the one content check passes on the result. */
export function applyImport(modules: Readonly<Record<string, unknown>>, lock: TranslationLock, plan: ImportPlan, options: { root?: string; at?: string } = {}): ImportResult {
  const root = options.root ?? projectRoot;
  if (plan.refusals.length > 0) throw new TranslationCommandError(plan.refusals.join('\n'));
  const result: ImportResult = { locale: plan.locale, edited: [...plan.edits.keys()], recorded: [...plan.states.keys()], files: [] };
  if (plan.edits.size === 0 && plan.states.size === 0) return result;

  const moduleFile = contentFileOf(plan.locale);
  const modulePath = path.join(root, moduleFile);
  const source = readFileSync(modulePath, 'utf8');
  let edited: string;
  try {
    edited = replaceLiterals(source, moduleFile, plan.edits);
  } catch (error) {
    if (error instanceof SourceEditError) throw new TranslationCommandError(error.message);
    throw error;
  }
  const next = { ...modules, [plan.locale]: mapText(modules[plan.locale], (text, { path: stringPath }) => plan.edits.get(stringPath) ?? text) };
  const problems = validateLocales(next).filter((problem) => problem.locale === plan.locale);
  if (problems.length > 0) throw new TranslationCommandError(`the imported text fails the content check:\n${formatProblems(problems)}`);

  const at = options.at ?? new Date().toISOString().slice(0, 10);
  const fr = textsOf(modules[defaultLocale]);
  const entries = { ...(lock[plan.locale] ?? {}) };
  for (const [stringPath, state] of plan.states) entries[stringPath] = { source: fr.get(stringPath)!, state, by: 'import', at };
  const nextLock = { ...lock, [plan.locale]: entries };

  if (edited !== source) {
    writeFileSync(modulePath, edited);
    result.files.push(moduleFile);
  }
  if (plan.states.size > 0) {
    writeFileSync(path.join(root, lockFile), serializeLock(nextLock, translatedLocales, modules[defaultLocale]));
    result.files.push(lockFile);
  }
  return result;
}
