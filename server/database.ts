/**
 * The local database: PGlite (Postgres compiled to WASM) persisted in a data directory,
 * guarded by an exclusive lock file, with the Supabase roles created and
 * supabase/migrations/*.sql applied in filename order.
 *
 * Layout of the data directory (default `.data/` at the project root):
 *   .data/pglite/        the Postgres data directory
 *   .data/backend.lock   the lock: JSON {pid, procStart, hostname, token, port, ...}, mode 0600
 *
 * Two processes on one PGlite directory lose data silently, hence the lock: it is created
 * atomically (open with 'wx'); a second opener (another process, or a second open in this
 * process) is refused with a clear error; a lock whose process is gone is taken over.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

export const LOCK_FILE_NAME = 'backend.lock';
export const PGDATA_DIR_NAME = 'pglite';
/** Environment variable that overrides the default data directory (server and `npm run leads`); DATA_DIR also works. */
export const DATA_DIR_ENV = 'LOCAL_BACKEND_DATA_DIR';

/** What the lock file holds. `token` is a random per-run secret for the loopback admin API. */
export interface LockInfo {
  pid: number;
  /** Start time of the process (Linux /proc clock ticks), to detect a reused pid; null elsewhere. */
  procStart: string | null;
  hostname: string;
  token: string;
  /** Port of the HTTP server serving this backend on 127.0.0.1, once announced; else null. */
  port: number | null;
  startedAt: string;
  dataDir: string;
}

export class DatabaseInUseError extends Error {
  readonly code = 'LOCAL_DB_IN_USE';
  constructor(
    message: string,
    /** The lock as read from disk (null if it could not be parsed yet). */
    readonly lock: LockInfo | null,
    readonly lockPath: string,
  ) {
    super(message);
    this.name = 'DatabaseInUseError';
  }
}

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

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

/** The project root: the nearest ancestor of this module holding supabase/migrations, else cwd. */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'supabase', 'migrations'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export function defaultDataDir(): string {
  const fromEnv = process.env[DATA_DIR_ENV] ?? process.env.DATA_DIR;
  return path.resolve(fromEnv && fromEnv.trim() !== '' ? fromEnv : path.join(projectRoot(), '.data'));
}

export function defaultMigrationsDir(): string {
  return path.join(projectRoot(), 'supabase', 'migrations');
}

/** A short name for messages: relative to cwd when inside it (`.data/`), else absolute. */
export function displayDir(dir: string): string {
  const rel = path.relative(process.cwd(), dir);
  const shown = rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : dir;
  return shown.endsWith(path.sep) ? shown : shown + path.sep;
}

// ---------------------------------------------------------------------------------------------
// Lock
// ---------------------------------------------------------------------------------------------

/** Tokens of the databases this process currently holds open. */
const heldTokens = new Set<string>();

function procStartOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (comm) may contain spaces and parentheses: split after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null; // field 22 overall = starttime
  } catch {
    return null;
  }
}

export function readLockFile(dataDir: string): LockInfo | null {
  try {
    return parseLock(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8'));
  } catch {
    return null;
  }
}

function parseLock(text: string): LockInfo | null {
  try {
    const v = JSON.parse(text) as Partial<LockInfo>;
    if (typeof v.pid !== 'number' || typeof v.token !== 'string') return null;
    return {
      pid: v.pid,
      procStart: typeof v.procStart === 'string' ? v.procStart : null,
      hostname: typeof v.hostname === 'string' ? v.hostname : '',
      token: v.token,
      port: typeof v.port === 'number' ? v.port : null,
      startedAt: typeof v.startedAt === 'string' ? v.startedAt : '',
      dataDir: typeof v.dataDir === 'string' ? v.dataDir : '',
    };
  } catch {
    return null;
  }
}

/** Whether the process holding `lock` may still be running (true when it cannot be checked). */
export function lockHolderAlive(lock: LockInfo): boolean {
  if (lock.hostname !== '' && lock.hostname !== os.hostname()) return true;
  if (lock.pid === process.pid) return heldTokens.has(lock.token);
  try {
    process.kill(lock.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ESRCH') return false;
    // EPERM: the process exists (another user).
  }
  if (lock.procStart !== null) {
    const now = procStartOf(lock.pid);
    if (now !== null && now !== lock.procStart) return false; // pid reused by another process
  }
  return true;
}

function inUseError(dataDir: string, lockPath: string, lock: LockInfo | null): DatabaseInUseError {
  const where = displayDir(dataDir);
  let msg: string;
  if (lock === null) {
    msg = `The local database in ${where} is being opened by another process right now. Stop it first; two processes on one PGlite directory lose data.`;
  } else if (lock.pid === process.pid) {
    msg = `The local database in ${where} is already open in this process (pid ${lock.pid}). Close it first; two PGlite instances on one directory lose data.`;
  } else {
    const host = lock.hostname !== '' && lock.hostname !== os.hostname() ? ` on host ${lock.hostname}` : '';
    msg = `The local database in ${where} is already in use by process ${lock.pid}${host} (npm start?). Stop it first; two processes on one PGlite directory lose data.`;
    if (host !== '') msg += ` If that process no longer exists, delete ${lockPath}.`;
  }
  return new DatabaseInUseError(msg, lock, lockPath);
}

function writeFileAtomic(file: string, content: string): void {
  const tmp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(tmp, content, { mode: 0o600, flag: 'wx' });
  fs.renameSync(tmp, file);
}

function acquireLock(dataDir: string, info: LockInfo): string {
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number | undefined;
    try {
      fd = fs.openSync(lockPath, 'wx', 0o600);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    if (fd !== undefined) {
      try {
        fs.writeSync(fd, JSON.stringify(info, null, 2) + '\n');
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      return lockPath;
    }

    // The lock exists: is its holder alive?
    let text: string;
    let stat: fs.Stats;
    try {
      text = fs.readFileSync(lockPath, 'utf8');
      stat = fs.statSync(lockPath);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue; // released meanwhile: retry
      throw e;
    }
    const lock = parseLock(text);
    if (lock === null) {
      // Being written right now by another opener, or a corrupt leftover.
      if (Date.now() - stat.mtimeMs < 5000) throw inUseError(dataDir, lockPath, null);
    } else if (lockHolderAlive(lock)) {
      throw inUseError(dataDir, lockPath, lock);
    }

    // Stale: move it aside atomically, make sure we moved the file we judged, then retry.
    const aside = `${lockPath}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      fs.renameSync(lockPath, aside);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw e;
    }
    const moved = fs.readFileSync(aside, 'utf8');
    if (moved !== text) {
      // Someone else took the lock over between our read and our rename: put theirs back.
      try {
        fs.linkSync(aside, lockPath);
      } catch {
        /* a third opener holds it now; theirs stands */
      }
      fs.rmSync(aside, { force: true });
      throw inUseError(dataDir, lockPath, parseLock(moved));
    }
    fs.rmSync(aside, { force: true });
  }
  throw inUseError(dataDir, lockPath, readLockFile(dataDir));
}

function releaseLockSync(lockPath: string, token: string): void {
  try {
    const lock = parseLock(fs.readFileSync(lockPath, 'utf8'));
    if (lock !== null && lock.token === token) fs.rmSync(lockPath, { force: true });
  } catch {
    /* already gone */
  }
}

// ---------------------------------------------------------------------------------------------
// Schema: roles and migrations
// ---------------------------------------------------------------------------------------------

/** The roles hosted Supabase has; created here (idempotently) before the migrations run. */
export const SUPABASE_ROLES_SQL = `
do $$
begin
  if not exists (select from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;
create schema if not exists local_meta;
revoke all on schema local_meta from public;
create table if not exists local_meta.schema_migrations (
  version    text        primary key,
  name       text        not null,
  checksum   text        not null,
  applied_at timestamptz not null default now()
);
`;

async function applyMigrations(pg: PGlite, migrationsDir: string): Promise<string[]> {
  await pg.exec(SUPABASE_ROLES_SQL);
  const files = fs.existsSync(migrationsDir)
    ? fs.readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort()
    : [];
  const done = new Map<string, string>();
  const res = await pg.query<{ version: string; checksum: string }>(
    'select version, checksum from local_meta.schema_migrations',
  );
  for (const row of res.rows) done.set(row.version, row.checksum);

  const applied: string[] = [];
  for (const file of files) {
    const version = /^(\d+)_/.exec(file)?.[1] ?? file.replace(/\.sql$/, '');
    const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    const previous = done.get(version);
    if (previous !== undefined) {
      if (previous !== checksum) {
        console.warn(
          `[local backend] migration ${file} changed after it was applied to this database; ` +
            `the change is NOT applied. Add a new migration instead (or delete the data directory).`,
        );
      }
      continue;
    }
    try {
      await pg.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into local_meta.schema_migrations (version, name, checksum) values ($1, $2, $3)',
          [version, file, checksum],
        );
      });
    } catch (e) {
      throw new Error(`[local backend] migration ${file} failed: ${(e as Error).message}`, { cause: e });
    }
    applied.push(file);
  }
  return applied;
}

// ---------------------------------------------------------------------------------------------
// Open
// ---------------------------------------------------------------------------------------------

export async function openLocalDatabase(options: OpenOptions = {}): Promise<LocalDatabase> {
  const dataDir = path.resolve(options.dataDir ?? defaultDataDir());
  const migrationsDir = path.resolve(options.migrationsDir ?? defaultMigrationsDir());
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
  heldTokens.add(token);

  let pg: PGlite | undefined;
  let closing: Promise<void> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const releaseSync = (): void => {
    heldTokens.delete(token);
    releaseLockSync(lockPath, token);
  };
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

// ---------------------------------------------------------------------------------------------
// Leads (read as the PGlite superuser, i.e. with service-role rights)
// ---------------------------------------------------------------------------------------------

export type LeadRow = Record<string, string | null>;

export interface Leads {
  demo_requests: LeadRow[];
  contact_messages: LeadRow[];
}

export const DEMO_REQUEST_COLUMNS = [
  'id', 'created_at', 'language', 'status', 'suspected_automated', 'honeypot', 'first_name', 'last_name', 'email', 'company',
  'role', 'phone', 'message',
] as const;

export const CONTACT_MESSAGE_COLUMNS = [
  'id', 'created_at', 'language', 'status', 'suspected_automated', 'honeypot', 'first_name', 'last_name', 'email', 'company',
  'role', 'phone', 'reason', 'message',
] as const;

function toLeadRow(row: Record<string, unknown>): LeadRow {
  const out: LeadRow = {};
  for (const [k, v] of Object.entries(row)) {
    out[k] = v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v);
  }
  return out;
}

/** Every stored submission, newest first. */
export async function readLeads(db: LocalDatabase): Promise<Leads> {
  return db.exclusive(async (pg) => {
    const demo = await pg.query<Record<string, unknown>>(
      `select ${DEMO_REQUEST_COLUMNS.join(', ')} from public.demo_requests order by created_at desc, id`,
    );
    const contact = await pg.query<Record<string, unknown>>(
      `select ${CONTACT_MESSAGE_COLUMNS.join(', ')} from public.contact_messages order by created_at desc, id`,
    );
    return {
      demo_requests: demo.rows.map(toLeadRow),
      contact_messages: contact.rows.map(toLeadRow),
    };
  });
}
