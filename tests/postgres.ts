/**
 * A throwaway PostgreSQL server for the tests: Debian's postgresql-15 binaries, a cluster in a
 * temporary directory, listening on a Unix socket in that directory only (no TCP port), removed
 * afterwards. As root (CI), the cluster runs as the `postgres` user: Postgres refuses root.
 *
 * When the binaries are missing: in CI (CI=true) the tests fail with the install command;
 * elsewhere they are skipped with the reason printed.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const POSTGRES_INSTALL = 'apt-get install -y postgresql-15';

/** The directory holding initdb and postgres, or null. PG_BIN overrides. */
export function postgresBin(): string | null {
  const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin'].filter((d): d is string => !!d);
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'postgres'))) ?? null;
}

/** Why the PostgreSQL variant cannot run here (null when it can); throws in CI. */
export function postgresUnavailable(): string | null {
  if (postgresBin() !== null) return null;
  const reason = `PostgreSQL 15 is not installed (no initdb in /usr/lib/postgresql/15/bin or $PG_BIN). Install it: ${POSTGRES_INSTALL}`;
  if (process.env.CI) throw new Error(reason);
  console.warn(`Skipping the PostgreSQL variant: ${reason}`);
  return reason;
}

export interface TempPostgres {
  /** A client pool on the socket, as the superuser `postgres`. */
  pool: pg.Pool;
  stop(): Promise<void>;
}

const isRoot = process.getuid?.() === 0;

/** As root, the server's processes run as the `postgres` user (spawn's uid/gid). */
function serverUser(): { uid?: number; gid?: number } {
  if (!isRoot) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function startPostgres(): Promise<TempPostgres> {
  const bin = postgresBin();
  if (bin === null) throw new Error(`PostgreSQL 15 is not installed. Install it: ${POSTGRES_INSTALL}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const dataDir = path.join(dir, 'data');
  const owner = serverUser();
  if (owner.uid !== undefined) fs.chownSync(dir, owner.uid, owner.gid!);
  const user = isRoot ? 'postgres' : os.userInfo().username;

  execFileSync(path.join(bin, 'initdb'), ['-D', dataDir, '-U', user, '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'], {
    stdio: 'pipe',
    cwd: dir,
    ...owner,
  });
  const args = ['-D', dataDir, '-k', dir, '-c', 'listen_addresses=', '-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'max_connections=20', '-c', 'shared_buffers=16MB'];
  const server: ChildProcess = spawn(path.join(bin, 'postgres'), args, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir, ...owner });
  let log = '';
  server.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  const pool = new pg.Pool({ host: dir, port: 5432, user, database: 'postgres', max: 4 });
  pool.on('error', () => undefined); // idle clients see the shutdown: expected
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await pool.query('select 1');
      break;
    } catch (e) {
      if (Date.now() > deadline || server.exitCode !== null) {
        server.kill('SIGKILL');
        fs.rmSync(dir, { recursive: true, force: true });
        throw new Error(`PostgreSQL did not start: ${(e as Error).message}\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  return {
    pool,
    async stop() {
      await pool.end();
      server.kill('SIGINT'); // fast shutdown
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
