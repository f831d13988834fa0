/**
 * The forms' one definition (shared/form-fields.ts) against the real migrations on PGlite: every
 * declared limit is the database's own. For each field, the longest value it declares is stored and
 * one character more is refused by that column's length CHECK; a required field left out is refused
 * and an optional one stored; a list stores each of its codes and refuses any other. The columns anon
 * may insert, the NOT NULLs and the length CHECKs of each table are exactly those the definition names.
 * Change a limit on one side only and this fails, naming the table and the column.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnOf, formTables, forms, honeypotColumn, honeypotMaxLength, visitColumnNames, visitColumns, type FieldDefinition, type FormTable } from '../../shared/form-fields';
import { migratedPGlite, type MigratedDatabase } from '../fixtures/migrated-databases';

interface DbError {
  code?: string;
  message: string;
}

let db: MigratedDatabase;
let seq = 0;

beforeAll(async () => {
  db = await migratedPGlite();
}, 60_000);
afterAll(async () => {
  await db?.close();
});

/** Inserts one row as anon (a direct session: no client address, so only the e-mail guard applies). */
async function insert(table: FormTable, row: Record<string, unknown>): Promise<DbError | null> {
  const columns = Object.keys(row);
  try {
    await db.transaction(async (q) => {
      await q('set local role anon');
      await q(`insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(row));
    });
    return null;
  } catch (e) {
    return e as DbError;
  }
}

/** A value of `length` characters the field's format accepts (multi-byte letters: the limit counts characters). */
function valueOf(field: FieldDefinition, length: number): string {
  if (field.type === 'select') return field.codes[0]!;
  if (field.type === 'tel') return '1'.repeat(length);
  if (field.type === 'email') {
    const local = `${++seq}-`;
    const domain = '@example.com';
    return `${local}${'x'.repeat(Math.max(1, length - local.length - domain.length))}${domain}`;
  }
  return 'é'.repeat(length);
}

/** A row every field of the form accepts, each e-mail its own (the flood guard counts per address). */
function validRow(table: FormTable): Record<string, unknown> {
  const row: Record<string, unknown> = { language: 'fr' };
  for (const field of forms[table].fields) row[columnOf(field)] = field.type === 'email' ? valueOf(field, 30) : valueOf(field, 1);
  return row;
}

describe.each(formTables)('%s', (table) => {
  const fields = forms[table].fields;
  const limited = fields.filter((field): field is Extract<FieldDefinition, { maxLength: number }> => field.type !== 'select');

  it.each(limited.map((field) => [columnOf(field), field] as const))('%s: its declared maxLength is stored, one character more is refused by its length CHECK', async (column, field) => {
    expect(await insert(table, { ...validRow(table), [column]: valueOf(field, field.maxLength) }), `${table}.${column} at ${field.maxLength}`).toBeNull();
    const over = await insert(table, { ...validRow(table), [column]: valueOf(field, field.maxLength + 1) });
    expect(over?.code, `${table}.${column} at ${field.maxLength + 1}`).toBe('23514');
    expect(over?.message).toContain(`"${table}_${column}_length"`);
  });

  it(`${honeypotColumn}: ${honeypotMaxLength} characters are stored, one more refused`, async () => {
    expect(await insert(table, { ...validRow(table), [honeypotColumn]: 'x'.repeat(honeypotMaxLength) })).toBeNull();
    expect((await insert(table, { ...validRow(table), [honeypotColumn]: 'x'.repeat(honeypotMaxLength + 1) }))?.message).toContain(`"${table}_${honeypotColumn}_length"`);
  });

  it.each(Object.entries(visitColumns))('%s (set by the page): %i characters are stored, one more refused; left out, stored', async (column, limit) => {
    expect(await insert(table, { ...validRow(table), [column]: '/'.repeat(limit) })).toBeNull();
    expect((await insert(table, { ...validRow(table), [column]: '/'.repeat(limit + 1) }))?.message).toContain(`"${table}_${column}_length"`);
    expect(await insert(table, { ...validRow(table), [column]: null })).toBeNull();
  });

  it('a required field left out is refused, an optional one stored', async () => {
    for (const field of fields) {
      const error = await insert(table, { ...validRow(table), [columnOf(field)]: null });
      if (field.required) expect(error?.code, `${table}.${columnOf(field)} is required`).toBe('23502');
      else expect(error, `${table}.${columnOf(field)} is optional`).toBeNull();
    }
  });

  it('a list stores each of its codes and refuses any other', async () => {
    for (const field of fields) {
      if (field.type !== 'select') continue;
      for (const code of field.codes) expect(await insert(table, { ...validRow(table), [columnOf(field)]: code }), `${table}.${columnOf(field)} = ${code}`).toBeNull();
      expect((await insert(table, { ...validRow(table), [columnOf(field)]: 'not_a_code' }))?.message).toContain(`"${table}_${columnOf(field)}_allowed"`);
    }
  });

  it('anon may insert exactly the declared columns (with the language, the honeypot and the visit’s columns); NOT NULL and length CHECKs are the declared ones', async () => {
    const declared = fields.map(columnOf);
    const granted = await db.sql<{ column_name: string }>(
      `select column_name from information_schema.column_privileges where table_schema = 'public' and table_name = $1 and grantee = 'anon' and privilege_type = 'INSERT'`,
      [table],
    );
    expect(granted.map((row) => row.column_name).sort()).toEqual([...declared, 'language', honeypotColumn, ...visitColumnNames].sort());
    const nullable = await db.sql<{ column_name: string; is_nullable: string }>(
      `select column_name, is_nullable from information_schema.columns where table_schema = 'public' and table_name = $1`,
      [table],
    );
    const required = new Set(nullable.filter((row) => row.is_nullable === 'NO').map((row) => row.column_name));
    for (const field of fields) expect(required.has(columnOf(field)), `${table}.${columnOf(field)} NOT NULL`).toBe(field.required);
    const lengthChecks = await db.sql<{ conname: string }>(
      `select conname from pg_constraint where conrelid = $1::regclass and contype = 'c' and conname like '%\\_length'`,
      [`public.${table}`],
    );
    expect(lengthChecks.map((row) => row.conname).sort()).toEqual(
      [...limited.map((field) => `${table}_${columnOf(field)}_length`), `${table}_${honeypotColumn}_length`, ...visitColumnNames.map((column) => `${table}_${column}_length`)].sort(),
    );
  });
});
