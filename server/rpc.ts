/**
 * PostgREST's RPC, the part the site uses: `POST /rest/v1/rpc/<function>` of schema public, run as
 * role anon (server/rest.ts runs it like an insert), found in the schema cache the way PostgREST
 * finds it, and refused with its errors when not:
 *
 *   Content-Type: text/plain                a function with a single unnamed text parameter gets the
 *                                           raw body (what `navigator.sendBeacon` sends: the page
 *                                           beacon, public.count_page_view(text))
 *   Content-Type: application/json | none   a JSON object: its keys are the parameters' names; or a
 *                                           function with a single unnamed json/jsonb parameter gets it whole
 *
 * A function returning void answers 204 without a body; another, 200 with its result as JSON.
 * Not served: GET calls, overload resolution by type, defaults, filters on the result.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { LocalDatabase } from './database/open.js';
import { HttpError, invalidJson, pgrst } from './postgrest-errors.js';

export interface FunctionSignature {
  /** Its parameters, in order; an unnamed one has the name ''. */
  params: { name: string; type: string }[];
  returnsVoid: boolean;
  returnsSet: boolean;
}

/** Functions of schema public by name (overloads share one), read once at startup like PostgREST. */
export type FunctionCache = Map<string, FunctionSignature[]>;

export async function loadFunctionCache(db: LocalDatabase): Promise<FunctionCache> {
  const { rows } = await db.exclusive((pg: PGlite) =>
    pg.query<{ name: string; arg_names: string[] | null; arg_types: string[]; returns_void: boolean; returns_set: boolean }>(
      `select p.proname as name, p.proargnames as arg_names,
              array(select pg_catalog.format_type(t, null) from unnest(p.proargtypes) as t) as arg_types,
              p.prorettype = 'pg_catalog.void'::pg_catalog.regtype as returns_void, p.proretset as returns_set
         from pg_catalog.pg_proc p
         join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prokind = 'f' and p.proargmodes is null
          and p.prorettype <> 'pg_catalog.trigger'::pg_catalog.regtype
        order by p.proname`,
    ),
  );
  const cache: FunctionCache = new Map();
  for (const row of rows) {
    const params = row.arg_types.map((type, i) => ({ name: row.arg_names?.[i] ?? '', type }));
    cache.set(row.name, [...(cache.get(row.name) ?? []), { params, returnsVoid: row.returns_void, returnsSet: row.returns_set }]);
  }
  return cache;
}

export interface CallPlan {
  sql: string;
  params: (string | null)[];
  signature: FunctionSignature;
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** JSON value -> text parameter, the way Postgres reads it for the column's or parameter's type. */
export function toParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function noFunction(name: string, keys: string[], single: 'text' | 'json' | null): HttpError {
  const fn = `public.${name}`;
  const listed = keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`;
  const searched =
    single === 'text'
      ? ' with a single unnamed text parameter'
      : `${keys.length === 0 ? ' without parameters' : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`} or with a single unnamed json/jsonb parameter`;
  return new HttpError(404, {
    code: 'PGRST202',
    message: `Could not find the function ${fn}${single === 'text' ? '' : listed} in the schema cache`,
    details: `Searched for the function ${fn}${searched}, but no matches were found in the schema cache.`,
    hint: null,
  });
}

function callSql(name: string, signature: FunctionSignature, args: string[]): string {
  const call = `public.${quoteIdent(name)}(${args.join(', ')})`;
  if (signature.returnsVoid) return `select ${call}`;
  return signature.returnsSet ? `select coalesce(pg_catalog.json_agg(r), '[]') as result from ${call} as r` : `select pg_catalog.to_json(${call}) as result`;
}

/** The call of `name` a request body makes, or PostgREST's refusal. */
export function planCall(functions: FunctionCache, name: string, contentType: string | undefined, body: Buffer): CallPlan {
  const candidates = functions.get(name) ?? [];
  const unnamed = (types: string[]) => candidates.find((s) => s.params.length === 1 && s.params[0]!.name === '' && types.includes(s.params[0]!.type));
  const mediaType = (contentType ?? 'application/json').split(';')[0]!.trim().toLowerCase();

  if (mediaType === 'text/plain') {
    const signature = unnamed(['text']);
    if (signature === undefined) throw noFunction(name, [], 'text');
    return { sql: callSql(name, signature, ['$1::text']), params: [body.toString('utf8')], signature };
  }
  if (mediaType !== 'application/json') {
    throw pgrst(415, 'PGRST107', `Content-Type not acceptable: ${contentType}`, 'Send application/json, or text/plain to a function with a single unnamed text parameter.');
  }
  let value: unknown;
  try {
    value = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
  } catch {
    throw invalidJson();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidJson('The function arguments must be a JSON object');
  const args = value as Record<string, unknown>;
  const keys = Object.keys(args);
  const named = candidates.find((s) => s.params.length === keys.length && s.params.every((p) => p.name !== '' && keys.includes(p.name)));
  if (named !== undefined) {
    const sqlArgs = named.params.map((p, i) => `${quoteIdent(p.name)} => $${i + 1}::${p.type}`);
    return { sql: callSql(name, named, sqlArgs), params: named.params.map((p) => toParam(args[p.name])), signature: named };
  }
  const whole = unnamed(['json', 'jsonb']);
  if (whole === undefined) throw noFunction(name, keys, 'json');
  return { sql: callSql(name, whole, [`$1::${whole.params[0]!.type}`]), params: [JSON.stringify(args)], signature: whole };
}
