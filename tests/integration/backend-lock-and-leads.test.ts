/**
 * The local database's lock, `npm run leads` (over loopback while a server runs, directly when
 * not), and persistence across a close and reopen. The tests run in order.
 */
import { contentFor } from '../../content/index';
import { defaultLocale } from '../../content/locales';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend } from '../../server/backend.js';
import { DatabaseInUseError, LOCK_FILE_NAME, readLockFile } from '../../server/database/lock.js';
import { openLocalDatabase } from '../../server/database/open.js';
import { defaultMigrationsDir } from '../../server/database/paths.js';
import { projectRoot as ROOT } from '../../tooling/project.js';
import { contact, count, dataDir, demo, parseCsv, runNode, sb, served, stopServed, tmp, useLocalBackend } from '../fixtures/local-backend.js';

const MIGRATION_FILES = fs.readdirSync(defaultMigrationsDir).filter((f) => f.endsWith('.sql'));

useLocalBackend();

/** Rows of both kinds, one of them marked as suspected automated (its honeypot filled). */
beforeAll(async () => {
  for (const row of [demo(), demo({ honeypot: 'https://spam.example' }), contact()]) {
    expect((await sb.from(row.reason === undefined ? 'demo_requests' : 'contact_messages').insert(row)).error).toBeNull();
  }
}, 30_000);

/** A tiny script that opens the data directory in another process and reports. */
function writeOpenerScript(): string {
  const file = path.join(tmp, 'open-db.mjs');
  const dbModule = pathToFileURL(path.join(ROOT, 'server/database/open.ts')).href;
  fs.writeFileSync(
    file,
    `import { openLocalDatabase } from ${JSON.stringify(dbModule)};
try {
  const db = await openLocalDatabase({ dataDir: process.argv[2] });
  const r = await db.exclusive((pg) => pg.query('select count(*)::int as n from public.demo_requests'));
  await db.close();
  console.log(JSON.stringify({ ok: true, n: r.rows[0].n }));
} catch (e) {
  console.log(JSON.stringify({ ok: false, name: e.name, message: e.message }));
  process.exitCode = 2;
}
`,
  );
  return file;
}

describe('lock, leads and persistence', () => {
  let opener: string;
  /** Rows a person most likely sent (what `npm run leads` shows), and every row. */
  let totals: { demo: number; contact: number };
  let all: { demo: number; contact: number };

  it('writes a 0600 lock file with pid, port and token', () => {
    const lockPath = path.join(dataDir, LOCK_FILE_NAME);
    expect(fs.statSync(lockPath).mode & 0o777).toBe(0o600);
    const lock = readLockFile(dataDir);
    expect(lock).toMatchObject({ pid: process.pid, port: served?.port });
    expect(lock?.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a second opener in the same process', async () => {
    const err = await openLocalDatabase({ dataDir }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseInUseError);
    expect((err as Error).message).toMatch(/is already open in this process .*lose data/);
  });

  it('refuses a second opener in another process with a clear message', async () => {
    opener = writeOpenerScript();
    const r = await runNode([opener, dataDir]);
    expect(r.code, r.stderr).toBe(2);
    const out = JSON.parse(r.stdout) as { ok: boolean; name: string; message: string };
    expect(out.name).toBe('DatabaseInUseError');
    expect(out.message).toContain(
      `is already in use by process ${process.pid} (npm start?). Stop it first; two processes on one PGlite directory lose data.`,
    );
  }, 30_000);

  it('answers /_local/leads only with the admin token', async () => {
    const url = `${served?.url}/_local/leads`;
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(url, { headers: { 'x-local-admin-token': 'nope' } })).status).toBe(404);
    const ok = await fetch(url, { headers: { 'x-local-admin-token': readLockFile(dataDir)?.token ?? '' } });
    expect(ok.status).toBe(200);
    const leads = (await ok.json()) as { demo_requests: unknown[]; contact_messages: unknown[] };
    all = { demo: await count('demo_requests'), contact: await count('contact_messages') };
    totals = { demo: await count('demo_requests', 'not suspected_automated'), contact: await count('contact_messages', 'not suspected_automated') };
    expect(totals.demo).toBeLessThan(all.demo); // the honeypot row
    expect(leads.demo_requests).toHaveLength(all.demo);
    expect(leads.contact_messages).toHaveLength(all.contact);
  });

  it('npm run leads asks the running server over loopback', async () => {
    const marker = demo({ first_name: 'Leadrunning', message: 'Line one\nline "two", with a comma' });
    expect((await sb.from('demo_requests').insert(marker)).error).toBeNull();
    totals.demo++;
    all.demo++;
    const r = await runNode(['scripts/leads.ts', '--data-dir', dataDir]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Demo requests (${totals.demo}), newest first`);
    expect(r.stdout).toContain(`Contact messages (${totals.contact}), newest first`);
    expect(r.stdout).toContain('Leadrunning Durand');
    // Newest first: the row inserted last is the first data row of its table.
    const lines = r.stdout.split('\n');
    const newest = lines[lines.findIndex((l) => l.startsWith('Demo requests')) + 3]!;
    expect(newest).toContain('Leadrunning');
    // The role as sales reads it: its label (the source language's), not the stored code.
    const role = contentFor(defaultLocale).home.demo.roles.find((choice) => choice.id === marker.role)!;
    expect(newest).toContain(role.label);
    expect(newest).not.toContain(marker.role);

    const csv = await runNode(['scripts/leads.ts', '--csv', '--data-dir', dataDir]);
    expect(csv.code, csv.stderr).toBe(0);
    const rows = parseCsv(csv.stdout);
    expect(rows[0]?.[0]).toBe('table');
    expect(rows).toHaveLength(1 + totals.demo + totals.contact);
    const msgCol = rows[0]?.indexOf('message') ?? -1;
    expect(rows.find((row) => row.includes('Leadrunning'))?.[msgCol]).toBe(marker.message);

    // Hidden by default, said on stderr; --all shows them, marked.
    expect(r.stdout).not.toContain('suspected automated');
    expect(r.stderr).toContain('marked as suspected automated are hidden; `npm run leads -- --all` shows them.');
    const everything = await runNode(['scripts/leads.ts', '--all', '--data-dir', dataDir]);
    expect(everything.code, everything.stderr).toBe(0);
    expect(everything.stdout).toContain(`Demo requests (${all.demo}), newest first`);
    expect(everything.stdout).toMatch(/new, suspected automated .*Camille Durand/);
  }, 30_000);

  it('releases the lock on close; leads then opens the directory itself; another process can open it', async () => {
    await stopServed();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const r = await runNode(['scripts/leads.ts', '--data-dir', dataDir]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Demo requests (${totals.demo}), newest first`);
    expect(r.stdout).toContain('Leadrunning Durand');

    const csv = await runNode(['scripts/leads.ts', '--csv', '--data-dir', dataDir]);
    expect(csv.code, csv.stderr).toBe(0);
    const rows = parseCsv(csv.stdout);
    expect(rows.filter((row) => row[0] === 'demo_requests')).toHaveLength(totals.demo);
    expect(rows.filter((row) => row[0] === 'contact_messages')).toHaveLength(totals.contact);
    expect(rows.every((row) => row.length === rows[0]?.length)).toBe(true);

    const o = await runNode([opener, dataDir]);
    expect(o.code, o.stdout + o.stderr).toBe(0);
    expect(JSON.parse(o.stdout)).toEqual({ ok: true, n: all.demo });
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 60_000);

  it('reopening keeps every row and applies no migration twice; a stale lock is taken over', async () => {
    // A lock left by a process that no longer exists.
    const dead = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ['-e', '']);
      child.on('close', () => resolve(child.pid ?? 0));
    });
    fs.writeFileSync(
      path.join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({ pid: dead, procStart: null, hostname: os.hostname(), token: 'stale', port: 1, startedAt: '', dataDir }),
      { mode: 0o600 },
    );
    const backend = await startLocalBackend({ dataDir });
    try {
      expect(readLockFile(dataDir)).toMatchObject({ pid: process.pid, port: null });
      expect(backend.database.appliedMigrations).toEqual([]);
      const rows = await backend.database.exclusive(async (pg) => {
        const m = await pg.query<{ n: number }>('select count(*)::int as n from local_meta.schema_migrations');
        const d = await pg.query<{ n: number }>('select count(*)::int as n from public.demo_requests');
        const c = await pg.query<{ n: number }>('select count(*)::int as n from public.contact_messages');
        return { migrations: m.rows[0]?.n, demo: d.rows[0]?.n, contact: c.rows[0]?.n };
      });
      expect(rows).toEqual({ migrations: MIGRATION_FILES.length, demo: all.demo, contact: all.contact });
    } finally {
      await backend.close();
    }
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 30_000);
});
