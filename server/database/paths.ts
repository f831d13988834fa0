/**
 * Where the local database lives. The data directory (default `.data/` at the project root):
 *   .data/pglite/        the Postgres data directory
 *   .data/backend.lock   the lock (server/database/lock.ts)
 */
import path from 'node:path';
import { projectRoot } from '../../tooling/project.js';

export const PGDATA_DIR_NAME = 'pglite';
/** Environment variable that overrides the default data directory (server and `npm run leads`); DATA_DIR also works. */
export const DATA_DIR_ENV = 'LOCAL_BACKEND_DATA_DIR';

export function defaultDataDir(): string {
  const fromEnv = process.env[DATA_DIR_ENV] ?? process.env.DATA_DIR;
  return path.resolve(fromEnv && fromEnv.trim() !== '' ? fromEnv : path.join(projectRoot, '.data'));
}

export const defaultMigrationsDir = path.join(projectRoot, 'supabase', 'migrations');

/** A short name for messages: relative to cwd when inside it (`.data/`), else absolute. */
export function displayDir(dir: string): string {
  const rel = path.relative(process.cwd(), dir);
  const shown = rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : dir;
  return shown.endsWith(path.sep) ? shown : shown + path.sep;
}
