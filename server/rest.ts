/**
 * The part of PostgREST we serve: what supabase-js v2 sends for `supabase.from(table).insert(rows)`
 * (the two forms insert one object; the tests also insert arrays and chain `.select()`), nothing more.
 *
 *   POST /rest/v1/<demo_requests | contact_messages>[?columns="a","b"][&select=*]
 *     apikey and/or Authorization: Bearer   the local anon key (shared/local-backend.ts)
 *     Content-Type: application/json        Content-Profile: public (when sent)
 *     Prefer: return=minimal (the default) | return=representation (`.select()`: every column back)
 *     body: one object, or an array of objects; with `columns=` (supabase-js adds it for arrays) a
 *     key a row lacks is null, without it every object must have the same keys
 *   POST /rest/v1/rpc/<function>            PostgREST's RPC as the page beacon sends it (server/rpc.ts)
 *   OPTIONS /rest/v1/<table>                 the CORS preflight
 *   apikey: also as the `apikey` URL parameter, which hosted Supabase's gateway takes (a beacon
 *   sends no header of its own)
 *
 * Not served, because the site never sends them: reads, updates, deletes (405), upserts
 * (`on_conflict`, `Prefer: resolution`), `missing=default`, counts, column lists in `select` (the
 * role anon may read no column anyway). Every insert runs in its own transaction as role anon
 * (`set local role anon`), parameterised, so grants, row-level security, CHECK constraints and
 * triggers are Postgres' own. Errors come back as PostgREST's do: `{code, message, details, hint}`
 * with its HTTP status (PGRSTnnn for the protocol, the SQLSTATE for the database).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { LOCAL_ANON_KEY } from '../shared/local-backend.js';
import type { LocalDatabase } from './database/open.js';
import { fromPgError, HttpError, invalidJson, pgrst } from './postgrest-errors.js';
import { planInsert } from './rest-insert.js';
import { loadFunctionCache, planCall, type FunctionCache } from './rpc.js';

/** Largest accepted request body, in bytes. */
const MAX_BODY_BYTES = 64 * 1024;

const REST_PREFIX = '/rest/v1';

/** Tables of schema public and their columns, and its functions, read once at startup (like PostgREST). */
export interface SchemaCache {
  tables: Map<string, Set<string>>;
  functions: FunctionCache;
}

export async function loadSchemaCache(db: LocalDatabase): Promise<SchemaCache> {
  const { rows } = await db.exclusive((pg) =>
    pg.query<{ table_name: string; column_name: string }>(
      `select c.relname as table_name, a.attname as column_name
         from pg_catalog.pg_class c
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         join pg_catalog.pg_attribute a on a.attrelid = c.oid
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v')
          and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`,
    ),
  );
  const tables = new Map<string, Set<string>>();
  for (const { table_name, column_name } of rows) {
    const columns = tables.get(table_name) ?? new Set<string>();
    tables.set(table_name, columns.add(column_name));
  }
  return { tables, functions: await loadFunctionCache(db) };
}

const CORS_HEADERS: Record<string, string> = { 'Access-Control-Allow-Origin': '*' };

const DEFAULT_ALLOWED_HEADERS = 'apikey, authorization, content-type, content-profile, prefer, x-client-info, x-retry-count';

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const json = payload === '' ? {} : { 'Content-Type': 'application/json; charset=utf-8' };
  res.writeHead(status, { ...CORS_HEADERS, ...headers, ...json, 'Content-Length': String(Buffer.byteLength(payload)) });
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
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size <= limit) resolve(Buffer.concat(chunks));
      else reject(pgrst(413, 'PGRST413', `Request body too large: the limit is ${limit} bytes.`, null, `Received ${size} bytes.`));
    });
    const incomplete = () => reject(pgrst(400, 'PGRST102', 'The request body was not received completely.'));
    req.on('error', incomplete);
    // A client that goes away mid-body: settle (the response goes nowhere) instead of hanging.
    req.on('close', () => req.readableEnded || incomplete());
  });
}

/** `Prefer: return=representation` (what `.insert().select()` sends); anything else is return=minimal. */
function wantsRepresentation(prefer: string | undefined): boolean {
  return (prefer ?? '').split(',').some((item) => item.replace(/\s/g, '') === 'return=representation');
}

/**
 * The header that carries the client address to the database's per-address flood guard. Hosted
 * Supabase sits behind Cloudflare, which overwrites `cf-connecting-ip` with the connecting
 * client's address on every request; the local backend does the same with the socket's address.
 */
const CLIENT_ADDRESS_HEADER = 'cf-connecting-ip';

/** The socket's peer address, IPv4-mapped IPv6 written as plain IPv4. */
function clientAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}

/**
 * The JSON PostgREST puts in the `request.headers` setting: the request's headers, lower-cased;
 * the client address header is always the socket's, whatever the client sent under that name.
 */
function requestHeadersGuc(req: IncomingMessage): string {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers[CLIENT_ADDRESS_HEADER] = clientAddress(req);
  return JSON.stringify(headers);
}

export type RestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** The table named by a path below /rest/v1/ (percent-decoded when it can be). */
function decodedTable(pathname: string): string {
  const rest = pathname.slice(REST_PREFIX.length).replace(/^\/+|\/+$/g, '');
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

const RPC_PREFIX = `${REST_PREFIX}/rpc/`;

/** True when the request path belongs to the REST endpoint (`/rest/v1` or below). */
function isRestPath(pathname: string): boolean {
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
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': header(req, 'access-control-request-headers') ?? DEFAULT_ALLOWED_HEADERS,
        'Access-Control-Max-Age': '86400',
        'Content-Length': '0',
      });
      res.end();
      return;
    }

    // API key: the apikey header (or URL parameter, as the gateway takes it), and the bearer token
    // when one is sent (supabase-js sends both).
    const apikey = header(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header(req, 'authorization') ?? '')?.[1];
    if (apikey === undefined && bearer === undefined) {
      throw pgrst(401, 'PGRST301', 'No API key found in request', 'No `apikey` request header or url param was found.');
    }
    if ((apikey !== undefined && apikey !== LOCAL_ANON_KEY) || (bearer !== undefined && bearer !== LOCAL_ANON_KEY)) {
      throw pgrst(401, 'PGRST301', 'Invalid API key', 'Use the local anon key (LOCAL_ANON_KEY from shared/local-backend.ts).');
    }

    const profile = header(req, 'content-profile');
    if (profile !== undefined && profile !== 'public') {
      throw pgrst(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
    }

    if (url.pathname.startsWith(RPC_PREFIX)) {
      await handleRpc(req, res, decodedTable(url.pathname).slice('rpc/'.length), method);
      return;
    }

    const table = decodedTable(url.pathname);
    const columns = table === '' || table.includes('/') ? undefined : schema.tables.get(table);
    if (columns === undefined) {
      const names = [...schema.tables.keys()].sort().map((name) => `'public.${name}'`);
      const hint = names.length > 0 ? `Only inserts into ${names.join(', ')} are served here.` : null;
      throw pgrst(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`, hint);
    }

    if (method !== 'POST') {
      const message = `Unsupported HTTP method: ${method}. The local backend only accepts inserts (POST).`;
      throw new HttpError(405, { code: 'PGRST117', message, details: null, hint: null }, { Allow: 'POST, OPTIONS' });
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

    const representation = wantsRepresentation(header(req, 'prefer'));
    const plan = planInsert(table, columns, body, url, representation);
    const rows = plan === null ? [] : await runAsAnon(req, plan.sql, plan.params);
    send(res, 201, representation ? rows : undefined);
  }

  async function handleRpc(req: IncomingMessage, res: ServerResponse, name: string, method: string): Promise<void> {
    if (method !== 'POST') {
      const message = `Unsupported HTTP method: ${method}. The local backend calls functions with POST only.`;
      throw new HttpError(405, { code: 'PGRST117', message, details: null, hint: null }, { Allow: 'POST, OPTIONS' });
    }
    const raw = await readBody(req, MAX_BODY_BYTES);
    const plan = planCall(schema.functions, name, header(req, 'content-type'), raw);
    const rows = await runAsAnon(req, plan.sql, plan.params);
    if (plan.signature.returnsVoid) send(res, 204, undefined);
    else send(res, 200, rows[0]?.result ?? null);
  }

  /** One statement in its own transaction, as PostgREST runs it: `request.headers` set, role anon. */
  async function runAsAnon(req: IncomingMessage, sql: string, params: (string | null)[]): Promise<Record<string, unknown>[]> {
    try {
      const result = await db.exclusive((pg: PGlite) =>
        pg.transaction(async (tx) => {
          await tx.query(`select set_config('request.headers', $1, true)`, [requestHeadersGuc(req)]);
          await tx.query('set local role anon');
          return tx.query<Record<string, unknown>>(sql, params);
        }),
      );
      return result.rows;
    } catch (e) {
      throw fromPgError(e);
    }
  }
}
