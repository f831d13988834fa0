/**
 * The one content check that build, dev server, `npm run check`, tests and CI call.
 *
 * Each language module is checked against the JSON schema generated from site-content.ts (ajv),
 * then against fr, the source: same keys, same list lengths, same item ids, same placeholders;
 * a string still marked `TODO(translate):` (scaffolded by `npm run content:add-language`) is refused.
 * Every problem is reported at once, one line each, naming the file and the exact path:
 *   content/de.ts: pricing.plans[1].cta is missing
 */
import { Ajv, type ErrorObject } from 'ajv';
import schema from './site-content.schema.json' with { type: 'json' };
import { factOfPlaceholder, isKnownPlaceholder, placeholderPattern } from '../content/format';
import { defaultLocale, type Locale } from '../content/locales';
import { glossaryProblems } from '../content/glossary';
import { legalFieldProblems, legalFormProblems, legalNameProblems } from '../content/legal-check';
import type { FormDefinitions } from '../content/legal';
import { typographyProblems } from '../content/typography';
import { codeKeys, isCodeKey, joinPath, visitText } from '../content/tree';

/** What is wrong, as data: callers group and count by kind, never by message text. */
export type ContentProblemKind =
  | 'missing'
  | 'empty'
  | 'extra'
  | 'type'
  /** A list's length: the schema's bounds, or fr's length (parity). */
  | 'length'
  | 'parityLength'
  /** Longer than the schema's @maxLength for the key (a button, a title). */
  | 'tooLong'
  /** A code (id, stat, enum value) that is not allowed or differs from fr. */
  | 'value'
  | 'placeholder'
  | 'untranslated'
  | 'typography'
  | 'glossary'
  /** The legal page names a processor, an authority or a form that content/facts.ts does not hold. */
  | 'legalFacts'
  | 'other';

export interface ContentProblem {
  kind: ContentProblemKind;
  locale: string;
  /** e.g. 'pricing.plans[1].cta'; '' for the module itself. */
  path: string;
  message: string;
}

export class ContentError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(`Content is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${formatProblems(problems)}`);
    this.name = 'ContentError';
  }
}

export function contentFileOf(locale: string): string {
  return `content/${locale}.ts`;
}

export function formatProblem({ locale, path, message }: ContentProblem): string {
  return `${contentFileOf(locale)}: ${path || '(module)'} ${message}`;
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  return problems.map(formatProblem).join('\n');
}

const ajv = new Ajv({ allErrors: true, strict: false });
const checkSchema = ajv.compile(schema);

/** '/pricing/plans/1/cta' -> 'pricing.plans[1].cta' */
function pathOfPointer(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<string>((path, part) => joinPath(path, /^\d+$/.test(part) ? Number(part) : part), '');
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  return typeof value;
}

function schemaTypeName(type: unknown): string {
  if (type === 'array') return 'list';
  if (type === 'integer') return 'number';
  return String(type);
}

function listLength(count: number): string {
  return `${count} item${count === 1 ? '' : 's'}`;
}

function valueAt(root: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], root);
}

function problemOfSchemaError(locale: string, module: unknown, error: ErrorObject): ContentProblem {
  const path = pathOfPointer(error.instancePath);
  const value = valueAt(module, error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { kind: 'missing', locale, path: joinPath(path, String(params.missingProperty)), message: 'is missing' };
    case 'additionalProperties':
      return { kind: 'extra', locale, path: joinPath(path, String(params.additionalProperty)), message: 'is an extra key' };
    case 'minLength':
    case 'pattern':
      return { kind: 'empty', locale, path, message: 'is empty' };
    case 'maxLength':
      return { kind: 'tooLong', locale, path, message: `is ${[...String(value)].length} characters long; the layout allows at most ${params.limit}` };
    case 'type':
      return { kind: 'type', locale, path, message: `has the wrong type: expected ${schemaTypeName(params.type)}, found ${typeName(value)}` };
    case 'minItems':
    case 'maxItems': {
      const count = Array.isArray(value) ? value.length : 0;
      return { kind: 'length', locale, path, message: `has ${listLength(count)}; the schema ${error.keyword === 'minItems' ? 'requires at least' : 'allows at most'} ${params.limit}` };
    }
    case 'enum':
    case 'const': {
      const allowed = (params.allowedValues as unknown[] | undefined) ?? [params.allowedValue];
      return { kind: 'value', locale, path, message: `is ${JSON.stringify(value)}; expected one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}` };
    }
    default:
      return { kind: 'other', locale, path, message: error.message ?? `fails ${error.keyword}` };
  }
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(placeholderPattern)].map((match) => match[1]!).sort();
}

/**
 * The prefix `npm run content:add-language` puts before the fr text of every string of a new
 * language: the build refuses the module until each one is translated.
 */
export const untranslatedMarker = 'TODO(translate):';

export function isMarkedUntranslated(text: string): boolean {
  return text.trimStart().startsWith(untranslatedMarker);
}

function checkPlaceholders(locale: string, path: string, text: string, problems: ContentProblem[]): void {
  for (const name of placeholdersOf(text)) {
    if (!isKnownPlaceholder(name)) {
      problems.push({ kind: 'placeholder', locale, path, message: `uses {${name}}, which content/facts.ts does not define` });
    }
  }
}

export { codeKeys };

/** Walks a module beside fr and reports every structural difference. */
function compareWithSource(locale: string, source: unknown, value: unknown, path: string, problems: ContentProblem[]): void {
  if (value === undefined) {
    problems.push({ kind: 'missing', locale, path, message: 'is missing' });
    return;
  }
  if (typeName(source) !== typeName(value)) {
    problems.push({ kind: 'type', locale, path, message: `has the wrong type: expected ${typeName(source)}, found ${typeName(value)}` });
    return;
  }
  if (typeof source === 'string') {
    if ((value as string).trim() === '') return; // the schema reports it as empty
    // `{replyTime}` and `{replyHours}` name one fact: a language may word it either way.
    const expected = placeholdersOf(source).map(factOfPlaceholder).sort();
    const found = placeholdersOf(value as string).map(factOfPlaceholder).sort();
    // The reply time may be worded without its figure ("one working day"): tests/unit/format.test.ts ties the words to the fact.
    const wordedFigure = path === 'common.formats.replyTime' && found.length === 0;
    if (expected.join() !== found.join() && !wordedFigure) {
      const list = (names: string[]) => (names.length ? names.map((n) => `{${n}}`).join(' ') : 'none');
      problems.push({ kind: 'placeholder', locale, path, message: `uses placeholders ${list(found)} where ${defaultLocale} uses ${list(expected)}` });
    }
    return;
  }
  if (Array.isArray(source)) {
    const list = value as unknown[];
    if (list.length !== source.length) {
      problems.push({ kind: 'parityLength', locale, path, message: `has ${listLength(list.length)} where ${defaultLocale} has ${source.length}` });
    }
    for (let index = 0; index < Math.min(list.length, source.length); index++) {
      compareWithSource(locale, source[index], list[index], joinPath(path, index), problems);
    }
    return;
  }
  if (source && typeof source === 'object') {
    const record = value as Record<string, unknown>;
    const sourceRecord = source as Record<string, unknown>;
    for (const key of Object.keys(sourceRecord)) {
      const childPath = joinPath(path, key);
      if (isCodeKey(key)) {
        if (record[key] !== sourceRecord[key]) {
          problems.push({ kind: 'value', locale, path: childPath, message: `is ${JSON.stringify(record[key])} where ${defaultLocale} has ${JSON.stringify(sourceRecord[key])}` });
        }
        continue;
      }
      compareWithSource(locale, sourceRecord[key], record[key], childPath, problems);
    }
    for (const key of Object.keys(record)) {
      if (!(key in sourceRecord)) problems.push({ kind: 'extra', locale, path: joinPath(path, key), message: 'is an extra key' });
    }
  }
}

/**
 * Checks every language module; returns every problem found, fr's own first.
 * A parity problem and a schema problem that say the same thing are reported once.
 * `formDefinitions`: the forms whose fields the privacy notice lists (the site's; a test's fixture).
 */
export function validateLocales(modules: Readonly<Record<string, unknown>>, formDefinitions?: FormDefinitions): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const source = modules[defaultLocale];
  const locales = Object.keys(modules).sort((a, b) => (a === defaultLocale ? -1 : b === defaultLocale ? 1 : 0));
  for (const locale of locales) {
    const module = modules[locale];
    const found: ContentProblem[] = [];
    const marked = new Set<string>();
    if (!checkSchema(module)) {
      for (const error of checkSchema.errors ?? []) found.push(problemOfSchemaError(locale, module, error));
    }
    visitText(module, (text, { path }) => {
      if (isMarkedUntranslated(text)) {
        found.push({ kind: 'untranslated', locale, path, message: 'is not translated yet' });
        marked.add(path);
      }
      checkPlaceholders(locale, path, text, found);
      if (text.trim() === '') return; // the schema reports it as empty
      for (const message of typographyProblems(text, locale)) found.push({ kind: 'typography', locale, path, message });
      for (const message of glossaryProblems(text, locale, path)) found.push({ kind: 'glossary', locale, path, message });
      for (const message of legalNameProblems(text, locale, path)) found.push({ kind: 'legalFacts', locale, path, message });
    });
    const formsPath = 'legal.privacy.purposes.forms';
    const forms = (module as { legal?: { privacy?: { purposes?: { forms?: unknown } } } })?.legal?.privacy?.purposes?.forms;
    if (Array.isArray(forms)) {
      const ids = forms.map((form) => String((form as { id?: unknown })?.id));
      for (const message of legalFormProblems(ids)) found.push({ kind: 'legalFacts', locale, path: formsPath, message });
    }
    const fieldProblems = legalFieldProblems(module, formDefinitions);
    for (const { kind, path, message } of fieldProblems) found.push({ kind, locale, path, message });
    if (locale !== defaultLocale && source !== undefined) compareWithSource(locale, source, module, '', found);
    // The parity line ("has 12 items where fr has 13") says more than the schema's line on the same list;
    // a missing key or an empty string found by both the schema and the parity walk is said once.
    const parityLengthPaths = new Set(found.filter((p) => p.kind === 'parityLength').map((p) => p.path));
    // A field name the privacy notice lacks (or has too many) is said once, with what to do, not also plainly.
    const explained = new Set(fieldProblems.map((p) => p.path));
    const seen = new Set<string>();
    for (const problem of found) {
      if (problem.kind === 'length' && parityLengthPaths.has(problem.path)) continue;
      if (explained.has(problem.path) && !fieldProblems.some((p) => p.message === problem.message)) continue;
      // A string still marked carries the fr text after the marker: its length says nothing yet.
      if (problem.kind === 'tooLong' && marked.has(problem.path)) continue;
      const identity = `${problem.kind} ${problem.path} ${problem.message}`;
      if (seen.has(identity)) continue;
      seen.add(identity);
      problems.push(problem);
    }
  }
  return problems;
}

/** Throws a ContentError listing every problem, or returns the modules as valid content. */
export function assertValidContent<T, L extends string = Locale>(modules: Readonly<Record<L, unknown>>): Readonly<Record<L, T>> {
  const problems = validateLocales(modules);
  if (problems.length > 0) throw new ContentError(problems);
  return modules as Readonly<Record<L, T>>;
}
