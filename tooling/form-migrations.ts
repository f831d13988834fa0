/**
 * The forms' definitions (shared/form-fields.ts) against the migrations' SQL text: every column a
 * form writes has its length CHECK, with the same limit as the field's maxLength. Read from the
 * text, fast, so that `npm run check` names a forgotten migration before anything is deployed
 * (tests/integration/form-definition.test.ts proves the same on PGlite by inserting).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultMigrationsDir } from '../server/database/paths.js';
import { columnOf, formTables, forms, honeypotColumn, honeypotMaxLength, visitColumns } from '../shared/form-fields.js';

/** `table.column` -> the limit of its length CHECK, as the migrations write it (`<table>_<column>_length`). */
export function lengthChecksInMigrations(dir: string = defaultMigrationsDir): Map<string, number> {
  const sql = readdirSync(dir).map((file) => readFileSync(path.join(dir, file), 'utf8')).join('\n');
  const checks = new Map<string, number>();
  // The column the CHECK reads, whatever the constraint's name says.
  for (const [, table, checked, limit] of sql.matchAll(/constraint (demo_requests|contact_messages)_\w+_length\s+check \(char_length\((\w+)\) <= (\d+)\)/g)) {
    checks.set(`${table}.${checked}`, Number(limit));
  }
  return checks;
}

/** `table.column` -> the maxLength the forms declare (the honeypot's and the visit's columns, which the page sets, included). */
export function declaredLengths(): Map<string, number> {
  const declared = new Map<string, number>();
  for (const table of formTables) {
    declared.set(`${table}.${honeypotColumn}`, honeypotMaxLength);
    for (const [column, limit] of Object.entries(visitColumns)) declared.set(`${table}.${column}`, limit);
    for (const field of forms[table].fields) if (field.type !== 'select') declared.set(`${table}.${columnOf(field)}`, field.maxLength);
  }
  return declared;
}

/** What disagrees, each saying what to do; empty when the definitions and the migrations agree. */
export function formMigrationProblems(dir: string = defaultMigrationsDir): string[] {
  const inSql = lengthChecksInMigrations(dir);
  const problems: string[] = [];
  for (const [key, limit] of declaredLengths()) {
    const checked = inSql.get(key);
    if (checked === undefined) {
      problems.push(`${key} (shared/form-fields.ts) has no column with a length CHECK in supabase/migrations: add a migration (docs/COMMON-CHANGES.md, "Add a form field"), and push it before deploying the site`);
    } else if (checked !== limit) {
      problems.push(`${key}: maxLength ${limit} in shared/form-fields.ts, but its CHECK in supabase/migrations allows ${checked}: make them agree (a new migration changes the CHECK)`);
    }
  }
  return problems;
}
