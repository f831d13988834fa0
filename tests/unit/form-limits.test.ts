/**
 * Read from the SQL text, fast: every length CHECK of the migrations is the limit a form's
 * definition declares for that table and column (shared/form-fields.ts), and every declared limit
 * has its CHECK (the honeypot's and the visit's columns, which the page sets, included). tests/integration/form-definition.test.ts proves the same on PGlite by inserting.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { defaultMigrationsDir } from '../../server/database/paths';
import { columnOf, formTables, forms, honeypotColumn, honeypotMaxLength, visitColumns } from '../../shared/form-fields';

it('the forms’ maxlength matches every length CHECK of the migrations, table by table', () => {
  const dir = defaultMigrationsDir;
  const sql = readdirSync(dir).map((file) => readFileSync(path.join(dir, file), 'utf8')).join('\n');
  const inSql = new Map<string, number>();
  for (const [, table, column, checked, limit] of sql.matchAll(/constraint (demo_requests|contact_messages)_(\w+)_length\s+check \(char_length\((\w+)\) <= (\d+)\)/g)) {
    expect(checked, `${table}_${column}_length checks ${checked}`).toBe(column);
    inSql.set(`${table}.${column}`, Number(limit));
  }
  expect(inSql.size).toBeGreaterThan(10);
  const declared = new Map<string, number>();
  for (const table of formTables) {
    declared.set(`${table}.${honeypotColumn}`, honeypotMaxLength);
    for (const [column, limit] of Object.entries(visitColumns)) declared.set(`${table}.${column}`, limit);
    for (const field of forms[table].fields) if (field.type !== 'select') declared.set(`${table}.${columnOf(field)}`, field.maxLength);
  }
  const withoutCheck = [...declared.keys()].filter((key) => !inSql.has(key));
  expect(withoutCheck, 'a field with no column or no length CHECK: add a migration in supabase/migrations (docs/COMMON-CHANGES.md, "Add a form field")').toEqual([]);
  expect(Object.fromEntries(declared), 'a field’s maxLength (shared/form-fields.ts) and its CHECK in the migrations must agree').toEqual(Object.fromEntries(inSql));
});
