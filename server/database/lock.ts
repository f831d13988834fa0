/**
 * The exclusive lock on a data directory. Two processes on one PGlite directory lose data
 * silently, hence the lock: a file created atomically (open with 'wx'), mode 0600, holding
 * {pid, procStart, hostname, token, port, ...}; a second opener (another process, or a second open
 * in this process) is refused with a clear error; a lock whose process is gone is taken over.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { displayDir } from './paths.js';

export const LOCK_FILE_NAME = 'backend.lock';

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

/** Tokens of the databases this process currently holds open. */
const heldTokens = new Set<string>();

export function procStartOf(pid: number): string | null {
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

export function writeFileAtomic(file: string, content: string): void {
  const tmp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(tmp, content, { mode: 0o600, flag: 'wx' });
  fs.renameSync(tmp, file);
}

export function acquireLock(dataDir: string, info: LockInfo): string {
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
      heldTokens.add(info.token);
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

export function releaseLockSync(lockPath: string, token: string): void {
  heldTokens.delete(token);
  try {
    const lock = parseLock(fs.readFileSync(lockPath, 'utf8'));
    if (lock !== null && lock.token === token) fs.rmSync(lockPath, { force: true });
  } catch {
    /* already gone */
  }
}
