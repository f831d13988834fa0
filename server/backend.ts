/**
 * The local stand-in for hosted Supabase, as used by `npm start` and the Vite dev server:
 *
 *   const backend = await startLocalBackend();
 *   const server = http.createServer(async (req, res) => {
 *     if (await backend.handle(req, res)) return;
 *     ...serve the site...
 *   });
 *   server.listen(port, () => backend.announce((server.address() as AddressInfo).port));
 *
 * `announce(port)` writes the port into the lock file, so that `npm run leads` and `npm run stats`
 * can ask this process over loopback (GET /_local/leads, /_local/audience with the per-run admin
 * token) instead of opening the locked data directory itself.
 */
import { timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { maxReportDays, readAudience } from './database/audience-query.js';
import { readLeads } from './database/leads-query.js';
import { openLocalDatabase, type LocalDatabase, type OpenOptions } from './database/open.js';
import { createRestHandler, loadSchemaCache } from './rest.js';


/** Loopback admin API: the stored rows, for `npm run leads` while the server runs. */
export const LEADS_PATH = '/_local/leads';
/** Loopback admin API: the audience counts and leads per page of the last `days` days, for `npm run stats`. */
export const AUDIENCE_PATH = '/_local/audience';
export const audiencePath = (days: number): string => `${AUDIENCE_PATH}?days=${days}`;
/** Header carrying the per-run admin token (from the lock file) on LEADS_PATH requests. */
export const ADMIN_TOKEN_HEADER = 'x-local-admin-token';

export interface LocalBackend {
  /** Answers /rest/v1/* requests (and the loopback admin paths); resolves false (and writes nothing) for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Records the port of the HTTP server that calls `handle` (listening on loopback) in the lock file. */
  announce(port: number): void;
  /** The data directory in use (absolute). */
  readonly dataDir: string;
  /** The underlying database (superuser access via `exclusive`), for tests and tools. */
  readonly database: LocalDatabase;
  /** Closes the database and releases the lock. Idempotent. */
  close(): Promise<void>;
}

export type StartOptions = OpenOptions;

function tokenMatches(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

export async function startLocalBackend(options: StartOptions = {}): Promise<LocalBackend> {
  const db: LocalDatabase = await openLocalDatabase(options);
  let rest: ReturnType<typeof createRestHandler>;
  try {
    rest = createRestHandler(db, await loadSchemaCache(db));
  } catch (e) {
    await db.close();
    throw e;
  }

  /** What each admin path answers, read from the request's URL. */
  const adminReads: Record<string, (url: URL) => Promise<unknown>> = {
    [LEADS_PATH]: () => readLeads(db),
    [AUDIENCE_PATH]: (url) => readAudience(db, Math.min(Number(url.searchParams.get('days') ?? 30) || 30, maxReportDays)),
  };

  async function handleAdmin(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const raw = req.headers[ADMIN_TOKEN_HEADER];
    const given = Array.isArray(raw) ? raw[0] : raw;
    req.resume();
    if (req.method !== 'GET' || !isLoopback(req.socket.remoteAddress) || !tokenMatches(given, db.adminToken)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    try {
      const body = JSON.stringify(await adminReads[url.pathname]!(url));
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Length': String(Buffer.byteLength(body)),
      });
      res.end(body);
    } catch (e) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Could not read ${url.pathname}: ${(e as Error).message}`);
    }
  }

  return {
    dataDir: db.dataDir,
    database: db,
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (Object.hasOwn(adminReads, url.pathname)) {
        await handleAdmin(req, res, url);
        return true;
      }
      return rest(req, res);
    },
    announce(port) {
      db.announce(port);
    },
    close() {
      return db.close();
    },
  };
}

export interface ServedBackend {
  backend: LocalBackend;
  server: http.Server;
  /** e.g. http://127.0.0.1:43567 (give it to createClient as the Supabase URL). */
  url: string;
  port: number;
  /** Stops the HTTP server, then closes the backend. */
  close(): Promise<void>;
}

/**
 * Starts the backend behind its own HTTP server on 127.0.0.1 (port 0 = any free port) and
 * announces the port. Other paths get 404. Used by the tests; usable by any Node script.
 */
export async function serveLocalBackend(options: StartOptions & { port?: number; host?: string } = {}): Promise<ServedBackend> {
  const backend = await startLocalBackend(options);
  const server = http.createServer((req, res) => {
    backend.handle(req, res).then(
      (handled) => {
        if (!handled) {
          req.resume();
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('Not found');
        }
      },
      (e: unknown) => {
        console.error('[local backend]', e);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      },
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
    });
  } catch (e) {
    await backend.close();
    throw e;
  }
  const port = (server.address() as AddressInfo).port;
  backend.announce(port);
  const host = options.host ?? '127.0.0.1';
  return {
    backend,
    server,
    port,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await backend.close();
    },
  };
}
