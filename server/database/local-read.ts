/**
 * Reads the local database for a command (`npm run leads`, `npm run stats`) whether or not the site
 * server is running, without ever opening a data directory another process holds: when the lock is
 * free it opens the directory itself (briefly taking the lock); when a live server holds it, it asks
 * that server over loopback (its admin path, authenticated by the per-run token stored in the lock
 * file, mode 0600), which runs the same read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_TOKEN_HEADER } from '../backend.js';
import { DatabaseInUseError, readLockFile } from './lock.js';
import { openLocalDatabase, type LocalDatabase } from './open.js';
import { displayDir, PGDATA_DIR_NAME } from './paths.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function askServer<T>(dataDir: string, first: DatabaseInUseError, adminPath: string): Promise<T> {
  // A server that has just started may not have announced its port yet: wait a little.
  let lock = first.lock;
  for (let i = 0; i < 20 && (lock === null || lock.port === null); i++) {
    await sleep(250);
    lock = readLockFile(dataDir);
  }
  if (lock === null || lock.port === null) {
    throw new Error(
      `${first.message}\nThat process serves no HTTP port this script can ask (is it another ` +
        `command, or a test?). Try again when it has finished.`,
    );
  }
  let lastError: unknown;
  for (const host of ['127.0.0.1', '[::1]']) {
    try {
      const res = await fetch(`http://${host}:${lock.port}${adminPath}`, {
        headers: { [ADMIN_TOKEN_HEADER]: lock.token },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status} from process ${lock.pid} on port ${lock.port}`);
      return (await res.json()) as T;
    } catch (e) {
      lastError = e;
    }
  }
  throw new Error(
    `The local database in ${displayDir(dataDir)} is held by process ${lock.pid}, which did not ` +
      `answer on port ${lock.port}: ${(lastError as Error)?.message}`,
  );
}

/**
 * `read` run on the database of `dataDir`, by this process or, while a server holds it, by that
 * server at `adminPath` (a path of server/backend.ts that answers the same read as JSON). Null when
 * there is no database yet.
 */
export async function readLocalDatabase<T>(dataDir: string, read: (db: LocalDatabase) => Promise<T>, adminPath: string): Promise<T | null> {
  if (!fs.existsSync(path.join(dataDir, PGDATA_DIR_NAME))) return null;
  try {
    const db = await openLocalDatabase({ dataDir });
    try {
      return await read(db);
    } finally {
      await db.close();
    }
  } catch (e) {
    if (e instanceof DatabaseInUseError) return askServer<T>(dataDir, e, adminPath);
    throw e;
  }
}
