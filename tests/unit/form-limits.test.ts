/**
 * Every length CHECK of the migrations is the limit a form's definition declares for that table and
 * column (shared/form-fields.ts), and every declared limit has its CHECK (tooling/form-migrations.ts,
 * which `npm run check` runs too). tests/integration/form-definition.test.ts proves the same on PGlite by inserting.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { defaultMigrationsDir } from '../../server/database/paths';
import { declaredLengths, formMigrationProblems, lengthChecksInMigrations } from '../../tooling/form-migrations';

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the migrations, as one file, with `edit` applied to its text. */
function migrationsWith(edit: (sql: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  copies.push(dir);
  cpSync(defaultMigrationsDir, dir, { recursive: true });
  const combined = path.join(dir, '99999999999999_combined.sql');
  const files = readdirSync(dir).filter((file) => file.endsWith('.sql')).sort();
  const text = files.map((file) => readFileSync(path.join(dir, file), 'utf8')).join('\n');
  for (const file of files) rmSync(path.join(dir, file));
  writeFileSync(combined, edit(text));
  return dir;
}

it('the forms’ maxlength matches every length CHECK of the migrations, table by table', () => {
  expect(lengthChecksInMigrations().size).toBeGreaterThan(10);
  expect(formMigrationProblems()).toEqual([]);
  expect(Object.fromEntries(lengthChecksInMigrations())).toEqual(Object.fromEntries(declaredLengths()));
});

it('names a field whose migration is missing, and a limit that disagrees, saying what to do', () => {
  const missing = migrationsWith((sql) => sql.replace(/constraint contact_messages_message_length/g, 'constraint contact_messages_message_gone'));
  expect(formMigrationProblems(missing)).toEqual([expect.stringMatching(/^contact_messages\.message \(shared\/form-fields\.ts\) has no column with a length CHECK in supabase\/migrations: add a migration/)]);
  const other = migrationsWith((sql) => sql.replace(/(constraint contact_messages_message_length\s+check \(char_length\(message\) <= )\d+/, '$11'));
  expect(formMigrationProblems(other)).toEqual([expect.stringMatching(/^contact_messages\.message: maxLength \d+ in shared\/form-fields\.ts, but its CHECK in supabase\/migrations allows 1: make them agree/)]);
});
