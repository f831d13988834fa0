/**
 * The schema of the local database: the roles hosted Supabase has, then supabase/migrations/*.sql
 * in filename order, each once (recorded with its checksum in local_meta.schema_migrations).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

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

export async function applyMigrations(pg: PGlite, migrationsDir: string): Promise<string[]> {
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
