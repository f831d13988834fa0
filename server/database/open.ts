/**
 * Opens the local database: PGlite persisted in a data directory (server/database/paths.ts),
 * guarded by the lock (lock.ts), with the Supabase roles and the migrations applied
 * (migrations.ts). One caller at a time runs queries, through `exclusive`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireLock, procStartOf, releaseLockSync, writeFileAtomic, type LockInfo } from './lock.js';
import { applyMigrations } from './migrations.js';
import { defaultDataDir, defaultMigrationsDir, PGDATA_DIR_NAME } from './paths.js';

export interface OpenOptions {
  /** Data directory; default $LOCAL_BACKEND_DATA_DIR, else $DATA_DIR, else `.data/` at the project root. */
  dataDir?: string;
  /** Migrations directory; default `supabase/migrations/` at the project root. */
  migrationsDir?: string;
}

export interface LocalDatabase {
  readonly dataDir: string;
  readonly lockPath: string;
  /** Random per-run secret, also written to the lock file (mode 0600). */
  readonly adminToken: string;
  /** Migration file names applied by this open (empty when all were applied before). */
  readonly appliedMigrations: readonly string[];
  /**
   * Runs fn with the PGlite instance, one caller at a time (PGlite runs one query at a time;
   * this also keeps each caller's transaction whole). fn runs as the PGlite superuser
   * (the stand-in for service_role); use `set local role anon` inside a transaction to drop.
   */
  exclusive<T>(fn: (pg: PGlite) => Promise<T>): Promise<T>;
  /** Records the HTTP port serving this database in the lock file (for `npm run leads`). */
  announce(port: number): void;
  readonly closed: boolean;
  /** Closes PGlite and releases the lock. Idempotent. */
  close(): Promise<void>;
}

export async function openLocalDatabase(options: OpenOptions = {}): Promise<LocalDatabase> {
  const dataDir = path.resolve(options.dataDir ?? defaultDataDir());
  const migrationsDir = path.resolve(options.migrationsDir ?? defaultMigrationsDir);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });

  const token = randomBytes(32).toString('hex');
  const info: LockInfo = {
    pid: process.pid,
    procStart: procStartOf(process.pid),
    hostname: os.hostname(),
    token,
    port: null,
    startedAt: new Date().toISOString(),
    dataDir,
  };
  const lockPath = acquireLock(dataDir, info);

  let pg: PGlite | undefined;
  let closing: Promise<void> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const releaseSync = (): void => releaseLockSync(lockPath, token);
  const onExit = (): void => releaseSync();
  const onSignal = (signal: NodeJS.Signals): void => {
    // If the application handles the signal too, it decides when to exit; else die of it as usual.
    const othersListen = process.listenerCount(signal) > 1;
    void close().finally(() => {
      if (!othersListen && process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  };
  const detach = (): void => {
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  process.on('exit', onExit);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  function close(): Promise<void> {
    closing ??= (async () => {
      try {
        await queue.catch(() => undefined);
        if (pg !== undefined && !pg.closed) await pg.close();
      } finally {
        releaseSync();
        detach();
      }
    })();
    return closing;
  }

  let appliedMigrations: string[];
  try {
    pg = await PGlite.create({ dataDir: path.join(dataDir, PGDATA_DIR_NAME) });
    appliedMigrations = await applyMigrations(pg, migrationsDir);
  } catch (e) {
    await close().catch(() => undefined);
    throw e;
  }
  const db: PGlite = pg;

  return {
    dataDir,
    lockPath,
    adminToken: token,
    appliedMigrations,
    get closed() {
      return closing !== undefined;
    },
    exclusive<T>(fn: (pg: PGlite) => Promise<T>): Promise<T> {
      if (closing !== undefined) return Promise.reject(new Error('The local database is closed.'));
      const run = queue.then(() => fn(db));
      queue = run.catch(() => undefined);
      return run;
    },
    announce(port: number): void {
      if (closing !== undefined) throw new Error('The local database is closed.');
      info.port = port;
      writeFileAtomic(lockPath, JSON.stringify(info, null, 2) + '\n');
    },
    close,
  };
}
