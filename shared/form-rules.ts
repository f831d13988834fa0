/**
 * What the database accepts from the two public forms: the browser checks a value with these rules
 * before sending it. The fields and their limits are declared once in shared/form-fields.ts;
 * tests/integration/form-definition.test.ts and database-security.test.ts prove them equal to the
 * CHECK constraints and guards of supabase/migrations (same verdicts, on PGlite and PostgreSQL 15).
 * Imported by the form islands, the local backend's tests and the server tools alike.
 */
import { translatedLocales } from '../content/locales.js';
import { columnOf, forms, honeypotColumn, recordColumns, visitColumnNames, type FieldDefinition, type FormTable } from './form-fields.js';

export { reasonCodes, recordColumns, roleCodes, type FormTable } from './form-fields.js';

/** Languages a row may carry: the page's language. */
export const languageCodes = translatedLocales;

/**
 * An e-mail as the database takes it: something@domain.tld, no space, no control character,
 * a dot in the domain (the CHECK: `^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:].]+(\.[^@[:space:][:cntrl:].]+)+$`).
 */
export const emailPattern = (() => {
  // Postgres' [:space:] (glibc's): JavaScript's \s without the no-break spaces (U+00A0, U+2007, U+202F, U+FEFF).
  const space = '\\t\\n\\v\\f\\r \\u1680\\u2000-\\u2006\\u2008-\\u200a\\u2028\\u2029\\u205f\\u3000';
  const part = `[^@\\p{Cc}${space}.]+`;
  return new RegExp(`^[^@\\p{Cc}${space}]+@${part}(\\.${part})+$`, 'u');
})();
/** A phone number: digits, spaces and + ( ) . - only, with at least one digit. */
export const phoneCharacters = /^[0-9 +().-]+$/;
export const phoneHasDigit = /[0-9]/;
/** A required text must hold something other than spaces. */
export const notBlank = /\S/;

/** Flood guards: rows stored per e-mail (case-insensitive) and per client address, per table, within the window. */
export const floodGuard = {
  maxRowsPerEmail: 5,
  maxRowsPerAddress: 10,
  windowMinutes: 10,
  /**
   * How often the housekeeping (forms_guard.housekeeping()) purges the entries whose window has
   * passed: pg_cron's '* * * * *' on Supabase (README), the worker's loop under `npm start`.
   */
  purgeEveryMinutes: 1,
} as const;

/**
 * How long a stored lead is kept after its submission: the privacy notice's promise
 * (content/facts.ts prospectRetentionYears) and forms_guard.lead_retention() in the migrations.
 */
export const leadRetention = { years: 3 } as const;

/** Why a value is refused; the islands turn each into a message in the page language. */
export type FieldProblem = 'required' | 'choose' | 'tooLong' | 'email' | 'phone' | 'invalid';

/** What one column accepts (its NOT NULL and CHECK constraints). */
export interface FieldRule {
  required: boolean;
  maxLength?: number;
  format?: 'email' | 'phone';
  /** A closed list of codes (a select). */
  codes?: readonly string[];
}

/** What a declared field accepts: its type's format, its length, its codes. */
export function ruleOf(field: FieldDefinition): FieldRule {
  if (field.type === 'select') return { required: field.required, codes: field.codes };
  const format = field.type === 'email' ? 'email' : field.type === 'tel' ? 'phone' : undefined;
  return { required: field.required, maxLength: field.maxLength, ...(format ? { format } : {}) };
}

/** The user-facing columns of each table and what each accepts, from the forms' definitions. */
export const formRules = Object.fromEntries(
  Object.values(forms).map((form) => [form.table, Object.fromEntries(form.fields.map((field) => [columnOf(field), ruleOf(field)]))]),
) as Record<FormTable, Record<string, FieldRule>>;

/** Every column of a table, as the stored submissions are listed: the record's, then the form's fields. */
export function storedColumns(table: FormTable): string[] {
  return [...recordColumns, ...Object.keys(formRules[table])];
}

/**
 * The database's verdict on one value, before it is sent. `value` is what the form sends
 * (trimmed, null when empty).
 */
export function problemOf(rule: FieldRule, value: string | null): FieldProblem | null {
  if (value === null || !notBlank.test(value)) return rule.required ? (rule.codes ? 'choose' : 'required') : null;
  if (rule.codes) return rule.codes.includes(value) ? null : 'choose';
  if (rule.maxLength !== undefined && [...value].length > rule.maxLength) return 'tooLong';
  if (rule.format === 'email' && !emailPattern.test(value)) return 'email';
  if (rule.format === 'phone' && !(phoneCharacters.test(value) && phoneHasDigit.test(value))) return 'phone';
  return null;
}

/** A refusal of the database, as PostgREST reports it, read into what the visitor can act on. */
export type Refusal =
  | { kind: 'field'; column: string; problem: FieldProblem }
  | { kind: 'flood'; guard: 'email' | 'address'; retryAfterSeconds: number }
  /** The table has no such column: the site was deployed before the migration that adds it. */
  | { kind: 'missingColumn'; column: string }
  | { kind: 'other' };

/** PostgREST's code for a column the table does not have (hosted Supabase and the local backend alike). */
export const unknownColumnCode = 'PGRST204';

/**
 * What a maintainer reads (the browser's console, the local backend's hint) when a form sends a
 * column the database does not have: the field was deployed before its migration. The visitor is
 * told the message was not sent, and keeps what they typed.
 */
export function missingMigrationMessage(table: string, column: string): string {
  return (
    `${table}.${column} is not in the database: the site sends a field of shared/form-fields.ts whose migration ` +
    `(supabase/migrations: the column ${column} of ${table}, its CHECKs and its insert grant to anon) is not applied. ` +
    'Push the migration (supabase db push) before deploying the site.'
  );
}

/** SQLSTATE the flood guards raise: PostgREST answers `PTnnn` with HTTP status nnn (429 Too Many Requests). */
export const floodSqlState = 'PT429';

interface PostgrestErrorLike {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

/**
 * Reads a PostgREST error: a CHECK constraint `<table>_<column>_<rule>` (23514), a missing
 * value (23502), a flood guard (PT429, details `{"guard":…,"retry_after_seconds":…}`), or a
 * column the table lacks (PGRST204, "Could not find the 'website' column of 'contact_messages'…").
 */
export function refusalOf(table: FormTable, error: PostgrestErrorLike | null | undefined): Refusal {
  const code = typeof error?.code === 'string' ? error.code : '';
  const message = typeof error?.message === 'string' ? error.message : '';
  if (code === floodSqlState) {
    try {
      const details = JSON.parse(String(error?.details)) as { guard?: unknown; retry_after_seconds?: unknown };
      const guard = details.guard === 'address' ? 'address' : 'email';
      const seconds = Number(details.retry_after_seconds);
      return { kind: 'flood', guard, retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : floodGuard.windowMinutes * 60 };
    } catch {
      return { kind: 'flood', guard: 'email', retryAfterSeconds: floodGuard.windowMinutes * 60 };
    }
  }
  if (code === '23514') {
    const constraint = /constraint "([a-z_]+)"/.exec(message)?.[1] ?? '';
    const rule = new RegExp(`^${table}_(\\w+?)_(not_blank|length|format|allowed)$`).exec(constraint);
    if (rule === null) return { kind: 'other' };
    const [, column, kind] = rule as unknown as [string, string, string];
    if (column === 'language' || column === 'status' || column === honeypotColumn || (visitColumnNames as string[]).includes(column)) return { kind: 'other' };
    const problem: FieldProblem =
      kind === 'not_blank' ? 'required' : kind === 'length' ? 'tooLong' : kind === 'allowed' ? 'choose' : column === 'email' ? 'email' : column === 'phone' ? 'phone' : 'invalid';
    return { kind: 'field', column, problem };
  }
  if (code === unknownColumnCode) {
    const column = /Could not find the '([^']+)' column/.exec(message)?.[1];
    if (column !== undefined) return { kind: 'missingColumn', column };
  }
  if (code === '23502') {
    const column = /column "([a-z_]+)"/.exec(message)?.[1];
    if (column === undefined || column === 'language') return { kind: 'other' };
    const rule = formRules[table][column];
    return { kind: 'field', column, problem: rule?.codes ? 'choose' : 'required' };
  }
  return { kind: 'other' };
}
