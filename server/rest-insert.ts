/**
 * The SQL of one PostgREST insert (server/rest.ts): the rows of the body into the columns they
 * name, or those of `columns=`, each value a parameter. A column the table does not have is
 * refused before any SQL runs, as PostgREST refuses it (PGRST204), naming the column.
 */
import { invalidJson, unknownColumn } from './postgrest-errors.js';
import { quoteIdent, toParam } from './rpc.js';

/** `"a","b"` or `a,b` -> ['a', 'b'] */
function parseColumnList(param: string): string[] {
  return param
    .split(',')
    .map((s) => s.trim().replace(/^"(.*)"$/, '$1'))
    .filter((s) => s !== '');
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export interface InsertPlan {
  sql: string;
  params: (string | null)[];
}

export function planInsert(table: string, known: Set<string>, body: unknown, url: URL, representation: boolean): InsertPlan | null {
  let rows: Record<string, unknown>[];
  if (Array.isArray(body) && body.every(isPlainObject)) rows = body;
  else if (isPlainObject(body)) rows = [body];
  else throw invalidJson();

  let columns: string[];
  const columnsParam = url.searchParams.get('columns');
  if (columnsParam !== null) {
    columns = [...new Set(parseColumnList(columnsParam))];
  } else {
    columns = Object.keys(rows[0] ?? {});
    const key = [...columns].sort().join('\u0000');
    if (rows.some((row) => Object.keys(row).sort().join('\u0000') !== key)) throw invalidJson('All object keys must match');
  }
  for (const column of columns) if (!known.has(column)) throw unknownColumn(column, table);
  if (rows.length === 0) return null;

  const params: (string | null)[] = [];
  let sql = `insert into public.${quoteIdent(table)}`;
  if (columns.length === 0) {
    if (rows.length > 1) throw invalidJson('All object keys must match');
    sql += ' default values';
  } else {
    const tuples = rows.map((row) => {
      const values = columns.map((column) => {
        if (!Object.hasOwn(row, column)) return 'null';
        params.push(toParam(row[column]));
        return `$${params.length}`;
      });
      return `(${values.join(', ')})`;
    });
    sql += ` (${columns.map(quoteIdent).join(', ')}) values ${tuples.join(', ')}`;
  }
  // Anon may read no column: a representation is refused by Postgres (42501) and the insert rolled back.
  return { sql: representation ? `${sql} returning *` : sql, params };
}
