/**
 * The local backend under test: real supabase-js -> real HTTP (127.0.0.1, port 0) -> server/rest.ts
 * -> PGlite in a temporary directory, with the real migrations. A test file calls
 * `useLocalBackend()` once: one database for the whole file (PGlite's first start takes a few
 * seconds), its tests run in order. `served`, `sb`, `tmp` and `dataDir` are live bindings.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import { serveLocalBackend, type ServedBackend } from '../server/backend.js';
import type { LocalDatabase } from '../server/database/open.js';
import { LOCAL_ANON_KEY } from '../shared/local-backend.js';
import { projectRoot as ROOT } from '../tooling/project.js';

export let tmp: string;
export let dataDir: string;
export let served: ServedBackend | null = null;
export let sb: SupabaseClient;

/** Starts the backend before the file's tests, stops it and removes its directory after them. */
export function useLocalBackend(): void {
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'local-backend-test-'));
    dataDir = path.join(tmp, 'data');
    served = await serveLocalBackend({ dataDir });
    sb = client(served.url);
  }, 60_000);

  afterAll(async () => {
    await stopServed();
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 30_000);
}

/** Stops the HTTP server and closes the database (releasing its lock). */
export async function stopServed(): Promise<void> {
  await served?.close();
  served = null;
}

/** supabase-js on Node 20 needs a WebSocket class for realtime even when realtime is unused. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used in these tests');
  }
}

let nextClient = 0;
/** A new loopback address per call (127.0.1.1, 127.0.1.2, …): a distinct client for the per-address guard. */
const freshAddress = () => `127.0.${1 + Math.floor(nextClient / 250)}.${1 + (nextClient++ % 250)}`;

/**
 * fetch over a socket bound to a loopback address of our choice, so that the server sees
 * distinct clients (127.0.0.0/8 is all loopback on Linux).
 */
export function fetchFrom(localAddress: () => string): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = init?.body === undefined || init.body === null ? undefined : String(init.body);
    return new Promise<Response>((resolve, reject) => {
      const req = http.request(url, { method: init?.method ?? 'GET', headers, localAddress: localAddress() }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) responseHeaders.set(name, String(value));
          const status = res.statusCode ?? 500;
          resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  };
}

/** A supabase-js client; each request comes from a new loopback address unless `from` is given. */
export function client(url: string, key = LOCAL_ANON_KEY, from?: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as never },
    global: { fetch: fetchFrom(from === undefined ? freshAddress : () => from) },
  });
}

export function db(): LocalDatabase {
  if (served === null) throw new Error('backend not running');
  return served.backend.database;
}

/** Runs SQL as the PGlite superuser (the stand-in for service_role). */
export async function superuser<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return db().exclusive(async (pg) => (await pg.query<T>(sql, params)).rows);
}

/** Runs SQL as role anon in a transaction that is rolled back; returns the error, if any. */
export async function asAnon(sql: string, before = ''): Promise<{ code?: string; message: string } | null> {
  return db().exclusive(async (pg) => {
    try {
      await pg.transaction(async (tx) => {
        if (before !== '') await tx.exec(before);
        await tx.query('set local role anon');
        await tx.query(sql);
        await tx.rollback();
      });
      return null;
    } catch (e) {
      return e as { code?: string; message: string };
    }
  });
}

export async function count(table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const rows = await superuser<{ n: number }>(`select count(*)::int as n from public.${table} where ${where}`, params);
  return rows[0]?.n ?? -1;
}

let seq = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++seq}@example.com`;

export function demo(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'Camille',
    last_name: 'Durand',
    email: uniqueEmail('demo'),
    company: 'Maison Exemple',
    role: 'content_director',
    phone: '+33 (0)1 23 45 67 89',
    message: 'Bonjour, une démo svp.',
    language: 'fr',
    ...patch,
  };
}

export function contact(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'Jonas',
    last_name: 'Weber',
    company: 'Beispiel GmbH',
    role: 'Head of Content',
    email: uniqueEmail('contact'),
    phone: null,
    reason: 'quote',
    message: 'Wir möchten ein Angebot.',
    language: 'de',
    ...patch,
  };
}

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript/ESM file with `node --import tsx` from the project root, asynchronously. */
export function runNode(args: string[], timeoutMs = 30_000): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_NO_WARNINGS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`timeout: node ${args.join(' ')}\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** RFC 4180 parser (quoted fields, doubled quotes, CRLF), enough to check the export. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
