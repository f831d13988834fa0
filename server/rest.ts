/**
 * The part of the PostgREST protocol supabase-js v2 uses for `supabase.from(t).insert(row)`:
 *
 *   POST /rest/v1/<table>[?columns="a","b"][&select=...][&on_conflict=...]
 *   apikey: <anon key>            Authorization: Bearer <anon key>
 *   Content-Profile: public       Content-Type: application/json
 *   Prefer: return=minimal | return=representation, missing=default, count=exact, resolution=...
 *
 * Every insert runs in its own transaction as role anon (`set local role anon`), parameterised,
 * so grants, row-level security, CHECK constraints and triggers are enforced by Postgres itself.
 * Errors come back as PostgREST does: `{code, message, details, hint}` with its HTTP status.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import type { LocalDatabase } from './database.js';

import { LOCAL_ANON_KEY } from '../shared/local-backend.js';



/** Largest accepted request body, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

export const REST_PREFIX = '/rest/v1';

export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export interface TableInfo {
  columns: Set<string>;
  primaryKey: string[];
}

/** Tables of schema public and their columns, read once at startup (like PostgREST). */
export type SchemaCache = Map<string, TableInfo>;

export async function loadSchemaCache(db: LocalDatabase): Promise<SchemaCache> {
  return db.exclusive(async (pg) => {
    const cols = await pg.query<{ table_name: string; column_name: string }>(
      `select c.relname as table_name, a.attname as column_name
         from pg_catalog.pg_class c
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         join pg_catalog.pg_attribute a on a.attrelid = c.oid
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v')
          and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`,
    );
    const pks = await pg.query<{ table_name: string; column_name: string }>(
      `select c.relname as table_name, a.attname as column_name
         from pg_catalog.pg_index i
         join pg_catalog.pg_class c on c.oid = i.indrelid
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
        where n.nspname = 'public' and i.indisprimary`,
    );
    const cache: SchemaCache = new Map();
    for (const { table_name, column_name } of cols.rows) {
      let t = cache.get(table_name);
      if (t === undefined) cache.set(table_name, (t = { columns: new Set(), primaryKey: [] }));
      t.columns.add(column_name);
    }
    for (const { table_name, column_name } of pks.rows) cache.get(table_name)?.primaryKey.push(column_name);
    return cache;
  });
}

// ---------------------------------------------------------------------------------------------
// HTTP helpers
// ---------------------------------------------------------------------------------------------

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

function pgrst(status: number, code: string, message: string, hint: string | null = null, details: string | null = null): HttpError {
  return new HttpError(status, { code, message, details, hint });
}

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Content-Range, Content-Location, Preference-Applied',
};

const DEFAULT_ALLOWED_HEADERS =
  'apikey, authorization, content-type, content-profile, accept-profile, prefer, x-client-info, x-retry-count';

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const h: Record<string, string> = { ...CORS_HEADERS, ...headers };
  if (payload !== '') h['Content-Type'] = 'application/json; charset=utf-8';
  h['Content-Length'] = String(Buffer.byteLength(payload));
  res.writeHead(status, h);
  res.end(payload);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

/** Reads the body up to `limit` bytes; past it, drains the rest and throws 413. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
      } else {
        chunks.push(chunk);
      }
    });
    req.on('end', () => {
      if (tooLarge) {
        reject(
          pgrst(413, 'PGRST413', `Request body too large: the limit is ${limit} bytes.`, null, `Received ${size} bytes.`),
        );
      } else {
        resolve(Buffer.concat(chunks));
      }
    });
    req.on('error', () => reject(pgrst(400, 'PGRST102', 'The request body was not received completely.')));
    // A client that goes away mid-body: settle (the response goes nowhere) instead of hanging.
    req.on('close', () => {
      if (!req.readableEnded) reject(pgrst(400, 'PGRST102', 'The request body was not received completely.'));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Request interpretation
// ---------------------------------------------------------------------------------------------

interface Prefer {
  return: 'minimal' | 'representation' | 'headers-only';
  missingDefault: boolean;
  count: string | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
}

function parsePrefer(value: string | undefined): Prefer {
  const p: Prefer = { return: 'minimal', missingDefault: false, count: null, resolution: null };
  for (const raw of (value ?? '').split(',')) {
    const [k, v] = raw.trim().split('=').map((s) => s.trim());
    if (k === 'return' && (v === 'minimal' || v === 'representation' || v === 'headers-only')) p.return = v;
    else if (k === 'missing' && v === 'default') p.missingDefault = true;
    else if (k === 'count' && v !== undefined && /^(exact|planned|estimated)$/.test(v)) p.count = v;
    else if (k === 'resolution' && (v === 'merge-duplicates' || v === 'ignore-duplicates')) p.resolution = v;
  }
  return p;
}

/** `"a","b"` or `a,b` -> ['a', 'b'] */
function parseColumnList(param: string): string[] {
  return param
    .split(',')
    .map((s) => s.trim().replace(/^"(.*)"$/, '$1'))
    .filter((s) => s !== '');
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function unknownColumn(column: string, table: string): HttpError {
  return pgrst(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
}

function invalidJson(message = 'Empty or invalid json'): HttpError {
  return pgrst(400, 'PGRST102', message);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** JSON value -> text parameter, the way json_populate_recordset reads it. */
function toParam(v: unknown): string | null {
  if (v === null) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

interface InsertPlan {
  sql: string;
  params: (string | null)[];
  rowCount: number;
}

function planInsert(table: string, info: TableInfo, body: unknown, url: URL, prefer: Prefer): InsertPlan | null {
  let rows: Record<string, unknown>[];
  if (Array.isArray(body)) {
    if (!body.every(isPlainObject)) throw invalidJson();
    rows = body;
  } else if (isPlainObject(body)) {
    rows = [body];
  } else {
    throw invalidJson();
  }

  let columns: string[];
  const columnsParam = url.searchParams.get('columns');
  if (columnsParam !== null) {
    columns = [...new Set(parseColumnList(columnsParam))];
  } else {
    const first = rows[0];
    columns = first === undefined ? [] : Object.keys(first);
    const key = [...columns].sort().join('\u0000');
    for (const r of rows) {
      if (Object.keys(r).sort().join('\u0000') !== key) throw invalidJson('All object keys must match');
    }
  }
  for (const c of columns) if (!info.columns.has(c)) throw unknownColumn(c, table);
  if (rows.length === 0) return null;

  let returning = '';
  if (prefer.return === 'representation') {
    const select = url.searchParams.get('select');
    const list = select === null || select.trim() === '*' ? ['*'] : parseColumnList(select);
    for (const c of list) if (c !== '*' && !info.columns.has(c)) throw unknownColumn(c, table);
    returning = ' returning ' + list.map((c) => (c === '*' ? '*' : quoteIdent(c))).join(', ');
  }

  const params: (string | null)[] = [];
  let sql = `insert into public.${quoteIdent(table)}`;
  if (columns.length === 0) {
    if (rows.length > 1) throw invalidJson('All object keys must match');
    sql += ' default values';
  } else {
    const tuples = rows.map((r) => {
      const values = columns.map((c) => {
        if (!Object.hasOwn(r, c)) return prefer.missingDefault ? 'default' : 'null';
        params.push(toParam(r[c]));
        return `$${params.length}`;
      });
      return `(${values.join(', ')})`;
    });
    sql += ` (${columns.map(quoteIdent).join(', ')}) values ${tuples.join(', ')}`;
  }

  if (prefer.resolution !== null) {
    const onConflictParam = url.searchParams.get('on_conflict');
    const target = onConflictParam !== null ? parseColumnList(onConflictParam) : info.primaryKey;
    for (const c of target) if (!info.columns.has(c)) throw unknownColumn(c, table);
    const conflict = target.length > 0 ? ` (${target.map(quoteIdent).join(', ')})` : '';
    if (prefer.resolution === 'ignore-duplicates' || columns.length === 0) {
      sql += ` on conflict${conflict} do nothing`;
    } else {
      sql += ` on conflict${conflict} do update set ` +
        columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ');
    }
  }
  return { sql: sql + returning, params, rowCount: rows.length };
}

// ---------------------------------------------------------------------------------------------
// request.headers, as PostgREST sets it for every request
// ---------------------------------------------------------------------------------------------

/**
 * The header that carries the client address to the database's per-address flood guard. Hosted
 * Supabase sits behind Cloudflare, which overwrites `cf-connecting-ip` with the connecting
 * client's address on every request; the local backend does the same with the socket's address.
 */
export const CLIENT_ADDRESS_HEADER = 'cf-connecting-ip';

/** The socket's peer address, IPv4-mapped IPv6 written as plain IPv4. */
export function clientAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}

/**
 * The JSON PostgREST puts in the `request.headers` setting: the request's headers, lower-cased;
 * the client address header is always the socket's, whatever the client sent under that name.
 */
export function requestHeadersGuc(req: IncomingMessage): string {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers[CLIENT_ADDRESS_HEADER] = clientAddress(req);
  return JSON.stringify(headers);
}

// ---------------------------------------------------------------------------------------------
// Postgres errors -> PostgREST responses
// ---------------------------------------------------------------------------------------------

/** PostgREST's mapping of SQLSTATE to HTTP status (for the anonymous role). */
export function httpStatusForSqlState(code: string | undefined): number {
  if (code === undefined) return 500;
  const exact: Record<string, number> = {
    '23503': 409, '23505': 409, '25006': 405, '53400': 500, 'P0001': 400, 'P0002': 404,
    '42883': 404, '42P01': 404, '42P17': 500, '42501': 401,
  };
  const known = exact[code];
  if (known !== undefined) return known;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const prefix: Record<string, number> = {
    '08': 503, '09': 500, '0L': 403, '0P': 403, '25': 500, '28': 403, '2D': 500, '38': 500,
    '39': 500, '3B': 500, '40': 500, '53': 503, '54': 500, '55': 500, '57': 500, '58': 500,
    'F0': 500, 'HV': 500, 'P0': 500, 'XX': 500, '42': 400, '22': 400, '23': 400,
  };
  return prefix[code.slice(0, 2)] ?? 400;
}

interface PgErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function fromPgError(e: unknown): HttpError {
  const err = e as PgErrorLike;
  if (typeof err?.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code)) {
    return new HttpError(httpStatusForSqlState(err.code), {
      code: err.code,
      message: err.message,
      details: err.detail ?? null,
      hint: err.hint ?? null,
    });
  }
  return pgrst(500, 'PGRST000', `Local backend error: ${(e as Error)?.message ?? String(e)}`);
}

// ---------------------------------------------------------------------------------------------
// The handler
// ---------------------------------------------------------------------------------------------

export type RestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** True when the request path belongs to the REST endpoint (`/rest/v1` or below). */
export function isRestPath(pathname: string): boolean {
  return pathname === REST_PREFIX || pathname.startsWith(REST_PREFIX + '/');
}

export function createRestHandler(db: LocalDatabase, schema: SchemaCache): RestHandler {
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!isRestPath(url.pathname)) return false;
    try {
      await handleRest(req, res, url);
    } catch (e) {
      const err = e instanceof HttpError ? e : pgrst(500, 'PGRST000', `Local backend error: ${(e as Error)?.message}`);
      if (!(e instanceof HttpError)) console.error('[local backend]', e);
      if (!res.headersSent) send(res, err.status, err.body, err.headers);
      else res.end();
      if (!req.readableEnded) req.resume();
    }
    return true;
  };

  async function handleRest(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();

    if (method === 'OPTIONS') {
      req.resume();
      res.writeHead(204, {
        ...CORS_HEADERS,
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
        'Access-Control-Allow-Headers': header(req, 'access-control-request-headers') ?? DEFAULT_ALLOWED_HEADERS,
        'Access-Control-Max-Age': '86400',
        'Content-Length': '0',
      });
      res.end();
      return;
    }

    // API key: the apikey header (or ?apikey=), and the bearer token when one is sent.
    const apikey = header(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header(req, 'authorization') ?? '')?.[1];
    if (apikey === undefined && bearer === undefined) {
      throw pgrst(401, 'PGRST301', 'No API key found in request', 'No `apikey` request header or url param was found.');
    }
    if ((apikey !== undefined && apikey !== LOCAL_ANON_KEY) || (bearer !== undefined && bearer !== LOCAL_ANON_KEY)) {
      throw pgrst(401, 'PGRST301', 'Invalid API key', 'Use the local anon key (LOCAL_ANON_KEY from shared/local-backend.ts).');
    }

    const profile = method === 'GET' || method === 'HEAD' ? header(req, 'accept-profile') : header(req, 'content-profile');
    if (profile !== undefined && profile !== 'public') {
      throw pgrst(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
    }

    const rest = url.pathname.slice(REST_PREFIX.length).replace(/^\/+|\/+$/g, '');
    let table: string;
    try {
      table = decodeURIComponent(rest);
    } catch {
      table = rest;
    }
    const info = table === '' || table.includes('/') ? undefined : schema.get(table);
    if (info === undefined) {
      const names = [...schema.keys()].sort();
      throw pgrst(
        404,
        'PGRST205',
        `Could not find the table 'public.${table}' in the schema cache`,
        names.length > 0 ? `Only inserts into ${names.map((n) => `'public.${n}'`).join(', ')} are served here.` : null,
      );
    }

    if (method !== 'POST') {
      throw new HttpError(
        405,
        {
          code: 'PGRST117',
          message: `Unsupported HTTP method: ${method}. The local backend only accepts inserts (POST).`,
          details: null,
          hint: null,
        },
        { Allow: 'POST, OPTIONS' },
      );
    }

    const contentType = header(req, 'content-type');
    if (contentType !== undefined && !/^application\/json\b/i.test(contentType.trim())) {
      req.resume();
      throw pgrst(415, 'PGRST107', `Content-Type not acceptable: ${contentType}`, 'Send application/json.');
    }

    const raw = await readBody(req, MAX_BODY_BYTES);
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw invalidJson();
    }

    const prefer = parsePrefer(header(req, 'prefer'));
    const plan = planInsert(table, info, body, url, prefer);
    const applied: string[] = [`return=${prefer.return}`];
    if (prefer.missingDefault) applied.push('missing=default');
    if (prefer.resolution !== null) applied.push(`resolution=${prefer.resolution}`);

    let rows: Record<string, unknown>[] = [];
    let affected = 0;
    if (plan !== null) {
      try {
        const result = await db.exclusive((pg: PGlite) =>
          pg.transaction(async (tx) => {
            await tx.query(`select set_config('request.headers', $1, true)`, [requestHeadersGuc(req)]);
            await tx.query('set local role anon');
            return tx.query<Record<string, unknown>>(plan.sql, plan.params);
          }),
        );
        rows = result.rows;
        affected = result.affectedRows ?? plan.rowCount;
      } catch (e) {
        throw fromPgError(e);
      }
    }

    const headers: Record<string, string> = {
      'Content-Range': prefer.count !== null ? `*/${affected}` : '*/*',
      'Preference-Applied': applied.join(', '),
    };
    if (prefer.return === 'representation') send(res, 201, rows, headers);
    else send(res, 201, undefined, headers);
  }
}
