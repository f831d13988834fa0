/**
 * The local backend end to end: real supabase-js -> real HTTP (127.0.0.1, port 0) ->
 * server/rest.ts -> PGlite in a temporary directory, with the real migrations.
 * One database is created for the whole file (PGlite's first start takes a few seconds);
 * the tests run in order and the last ones close and reopen it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveLocalBackend, startLocalBackend, type ServedBackend } from '../../server/backend.js';
import { LOCAL_ANON_KEY } from '../../shared/local-backend.js';
import { floodGuard } from '../../shared/form-rules.js';
import { DatabaseInUseError, LOCK_FILE_NAME, readLockFile } from '../../server/database/lock.js';
import { openLocalDatabase, type LocalDatabase } from '../../server/database/open.js';
import { defaultMigrationsDir } from '../../server/database/paths.js';
import { projectRoot as ROOT } from '../../tooling/project.js';

const MIGRATION_FILES = fs.readdirSync(defaultMigrationsDir).filter((f) => f.endsWith('.sql'));

let tmp: string;
let dataDir: string;
let served: ServedBackend | null = null;
let sb: SupabaseClient;

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
function fetchFrom(localAddress: () => string): typeof fetch {
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
function client(url: string, key = LOCAL_ANON_KEY, from?: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as never },
    global: { fetch: fetchFrom(from === undefined ? freshAddress : () => from) },
  });
}

function db(): LocalDatabase {
  if (served === null) throw new Error('backend not running');
  return served.backend.database;
}

/** Runs SQL as the PGlite superuser (the stand-in for service_role). */
async function superuser<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return db().exclusive(async (pg) => (await pg.query<T>(sql, params)).rows);
}

/** Runs SQL as role anon in a transaction that is rolled back; returns the error, if any. */
async function asAnon(sql: string, before = ''): Promise<{ code?: string; message: string } | null> {
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

async function count(table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const rows = await superuser<{ n: number }>(`select count(*)::int as n from public.${table} where ${where}`, params);
  return rows[0]?.n ?? -1;
}

let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++seq}@example.com`;

function demo(patch: Record<string, unknown> = {}): Record<string, unknown> {
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

function contact(patch: Record<string, unknown> = {}): Record<string, unknown> {
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
function runNode(args: string[], timeoutMs = 30_000): Promise<RunResult> {
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

/** RFC 4180 parser (quoted fields, doubled quotes, CRLF), enough to check the export. */
function parseCsv(text: string): string[][] {
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

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'local-backend-test-'));
  dataDir = path.join(tmp, 'data');
  served = await serveLocalBackend({ dataDir });
  sb = client(served.url);
}, 60_000);

afterAll(async () => {
  await served?.close();
  served = null;
  fs.rmSync(tmp, { recursive: true, force: true });
}, 30_000);

describe('schema and migrations', () => {
  it('applies every migration on a fresh directory and creates the Supabase roles', async () => {
    expect(db().appliedMigrations).toEqual(MIGRATION_FILES.sort());
    const roles = await superuser<{ rolname: string; rolcanlogin: boolean }>(
      `select rolname, rolcanlogin from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by 1`,
    );
    expect(roles).toEqual([
      { rolname: 'anon', rolcanlogin: false },
      { rolname: 'authenticated', rolcanlogin: false },
      { rolname: 'service_role', rolcanlogin: false },
    ]);
    const rls = await superuser<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relname in ('demo_requests', 'contact_messages') order by 1`,
    );
    expect(rls.every((r) => r.relrowsecurity)).toBe(true);
  });
});

describe('inserts through supabase-js', () => {
  it('stores a valid demo request and a valid contact message with their language', async () => {
    const d = demo({ language: 'de', first_name: 'Zoë' });
    const c = contact({ language: 'it', phone: '+39 06 1234 5678' });
    const r1 = await sb.from('demo_requests').insert(d);
    const r2 = await sb.from('contact_messages').insert(c);
    expect(r1.error).toBeNull();
    expect(r1.status).toBe(201);
    expect(r1.data).toBeNull();
    expect(r2.error).toBeNull();
    expect(r2.status).toBe(201);

    const [row1] = await superuser<Record<string, unknown>>('select * from public.demo_requests where email = $1', [d.email]);
    expect(row1).toMatchObject({ ...d, status: 'new' });
    expect(row1?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row1?.created_at).toBeInstanceOf(Date);
    const [row2] = await superuser<Record<string, unknown>>('select * from public.contact_messages where email = $1', [c.email]);
    expect(row2).toMatchObject({ ...c, status: 'new' });
  });

  it('accepts optional fields left out or null', async () => {
    const d = demo();
    delete d.phone;
    delete d.message;
    expect((await sb.from('demo_requests').insert(d)).error).toBeNull();
    expect((await sb.from('contact_messages').insert(contact({ role: null, phone: null }))).error).toBeNull();
  });

  it('supports bulk inserts (arrays, with the columns parameter supabase-js adds)', async () => {
    const tag = uniqueEmail('bulk');
    const rows = [demo({ email: `a.${tag}` }), demo({ email: `b.${tag}`, phone: undefined })];
    const r = await sb.from('demo_requests').insert(rows);
    expect(r.error).toBeNull();
    expect(r.status).toBe(201);
    expect(await count('demo_requests', 'email like $1', [`%.${tag}`])).toBe(2);
  });
});

describe('CHECK constraints answer like PostgREST', () => {
  const long = (n: number) => 'x'.repeat(n);
  const cases: [string, 'demo_requests' | 'contact_messages', Record<string, unknown>, string][] = [
    ['blank first name', 'demo_requests', { first_name: '   ' }, 'demo_requests_first_name_not_blank'],
    ['blank last name (tabs, newline)', 'demo_requests', { last_name: '\t\n' }, 'demo_requests_last_name_not_blank'],
    ['blank company', 'contact_messages', { company: ' ' }, 'contact_messages_company_not_blank'],
    ['blank message', 'contact_messages', { message: '  \n ' }, 'contact_messages_message_not_blank'],
    ['first name too long', 'demo_requests', { first_name: long(101) }, 'demo_requests_first_name_length'],
    ['company too long', 'demo_requests', { company: long(201) }, 'demo_requests_company_length'],
    ['job title too long', 'contact_messages', { role: long(101) }, 'contact_messages_role_length'],
    ['message too long', 'contact_messages', { message: long(5001) }, 'contact_messages_message_length'],
    ['e-mail too long', 'demo_requests', { email: `${long(243)}@example.com` }, 'demo_requests_email_length'],
    ['e-mail without @', 'demo_requests', { email: 'camille.example.com' }, 'demo_requests_email_format'],
    ['e-mail without domain dot', 'contact_messages', { email: 'jonas@localhost' }, 'contact_messages_email_format'],
    ['e-mail with a space', 'contact_messages', { email: 'jo nas@example.com' }, 'contact_messages_email_format'],
    ['phone with letters', 'demo_requests', { phone: 'call me maybe' }, 'demo_requests_phone_format'],
    ['phone too long', 'contact_messages', { phone: '1'.repeat(41) }, 'contact_messages_phone_length'],
    ['unknown role code', 'demo_requests', { role: 'ceo' }, 'demo_requests_role_allowed'],
    ['unknown reason', 'contact_messages', { reason: 'spam' }, 'contact_messages_reason_allowed'],
    ['unknown language', 'demo_requests', { language: 'pt' }, 'demo_requests_language_allowed'],
    ['language in capitals', 'contact_messages', { language: 'EN' }, 'contact_messages_language_allowed'],
  ];

  it.each(cases)('%s -> 400 23514 naming the constraint', async (_name, table, patch, constraint) => {
    const row = table === 'demo_requests' ? demo(patch) : contact(patch);
    const r = await sb.from(table).insert(row);
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ code: '23514', details: null });
    expect(r.error?.message).toContain(`"${constraint}"`);
    expect(r.error).toHaveProperty('hint');
  });

  it('a missing required field -> 400 23502', async () => {
    const row = demo();
    delete row.company;
    const r = await sb.from('demo_requests').insert(row);
    expect(r.status).toBe(400);
    expect(r.error?.code).toBe('23502');
    expect(r.error?.message).toContain('"company"');
  });
});

describe('what anon may not do', () => {
  it('refuses SELECT, UPDATE and DELETE as role anon (raw SQL)', async () => {
    for (const sql of [
      'select * from public.demo_requests',
      'select count(*) from public.contact_messages',
      `update public.demo_requests set status = 'closed'`,
      'delete from public.contact_messages',
      'truncate public.demo_requests',
    ]) {
      const err = await asAnon(sql);
      expect(err, sql).not.toBeNull();
      expect(err?.code, sql).toBe('42501');
    }
  });

  it('refuses status, id and created_at from anon, and the policy refuses status other than new', async () => {
    const cols = `(first_name, last_name, email, company, role, language`;
    const vals = `('A', 'B', 'x@example.com', 'C', 'cmo', 'en'`;
    expect((await asAnon(`insert into public.demo_requests ${cols}, status) values ${vals}, 'closed')`))?.code).toBe('42501');
    expect((await asAnon(`insert into public.demo_requests ${cols}, status) values ${vals}, 'new')`))?.code).toBe('42501');
    expect((await asAnon(`insert into public.demo_requests ${cols}, id) values ${vals}, gen_random_uuid())`))?.code).toBe('42501');
    expect((await asAnon(`insert into public.demo_requests ${cols}, created_at) values ${vals}, now())`))?.code).toBe('42501');
    // Even with the column granted (rolled back), row-level security keeps status = 'new'.
    const grant = 'grant insert (status) on public.demo_requests to anon;';
    const err = await asAnon(`insert into public.demo_requests ${cols}, status) values ${vals}, 'closed')`, grant);
    expect(err?.code).toBe('42501');
    expect(err?.message).toContain('row-level security policy');
    expect(await asAnon(`insert into public.demo_requests ${cols}, status) values ${vals}, 'new')`, grant)).toBeNull();
    expect(await asAnon(`insert into public.demo_requests ${cols}) values ${vals})`)).toBeNull();
  });

  it('over HTTP: select/update/delete get 405, status is refused, return=representation leaks nothing', async () => {
    const sel = await sb.from('demo_requests').select();
    expect(sel.status).toBe(405);
    expect(sel.data).toBeNull();
    expect((await sb.from('demo_requests').update({ status: 'closed' }).eq('language', 'fr')).status).toBe(405);
    expect((await sb.from('contact_messages').delete().eq('language', 'de')).status).toBe(405);

    const before = await count('demo_requests');
    const st = await sb.from('demo_requests').insert(demo({ status: 'closed' }));
    expect(st.status).toBe(401);
    expect(st.error?.code).toBe('42501');

    const d = demo();
    const rep = await sb.from('demo_requests').insert(d).select();
    expect(rep.status).toBe(401);
    expect(rep.error?.code).toBe('42501');
    expect(rep.data).toBeNull();
    expect(JSON.stringify(rep)).not.toContain(String(d.email));
    expect(await count('demo_requests')).toBe(before); // the insert was rolled back with it

    const raw = await fetch(`${served?.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify(contact()),
    });
    expect(raw.status).toBe(401);
    const body = (await raw.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });
});

describe('protocol errors', () => {
  const post = (pathname: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${served?.url}${pathname}`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, 'Content-Type': 'application/json', ...headers },
      body,
    });

  it('unknown column -> 400 PGRST204', async () => {
    const r = await sb.from('demo_requests').insert(demo({ favourite_colour: 'blue' }));
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'favourite_colour' column of 'demo_requests' in the schema cache",
    });
  });

  it('malformed JSON -> 400 PGRST102; mismatched keys in a bulk body without columns -> PGRST102', async () => {
    const r = await post('/rest/v1/demo_requests', '{"first_name": "A",');
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
    const r2 = await post('/rest/v1/demo_requests', JSON.stringify([demo(), { first_name: 'B' }]));
    expect(r2.status).toBe(400);
    expect(((await r2.json()) as { message: string }).message).toBe('All object keys must match');
    const r3 = await post('/rest/v1/demo_requests', '"just a string"');
    expect(r3.status).toBe(400);
  });

  it('wrong or missing apikey -> 401', async () => {
    const r = await client(served?.url ?? '', 'not-the-anon-key').from('demo_requests').insert(demo());
    expect(r.status).toBe(401);
    expect(r.error?.message).toBe('Invalid API key');
    const r2 = await fetch(`${served?.url}/rest/v1/demo_requests`, { method: 'POST', body: JSON.stringify(demo()) });
    expect(r2.status).toBe(401);
    expect(((await r2.json()) as { message: string }).message).toBe('No API key found in request');
  });

  it('body over 64 KB -> 413, and the connection still works', async () => {
    const r = await sb.from('contact_messages').insert(contact({ message: 'x'.repeat(70_000) }));
    expect(r.status).toBe(413);
    expect(r.error?.message).toContain('65536');
    expect((await sb.from('contact_messages').insert(contact())).status).toBe(201);
  });

  it('other tables -> 404 PGRST205; other paths are not handled; OPTIONS preflight -> 204 with CORS', async () => {
    const r = await sb.from('users').insert({ email: 'a@b.cd' });
    expect(r.status).toBe(404);
    expect(r.error?.code).toBe('PGRST205');
    const other = await fetch(`${served?.url}/contact`);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe('Not found'); // from the test server: handle() resolved false
    const pre = await fetch(`${served?.url}/rest/v1/demo_requests`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, content-profile, x-client-info',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    expect(pre.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('a Content-Profile other than public -> 406 PGRST106', async () => {
    const r = await post('/rest/v1/demo_requests', JSON.stringify(demo()), { 'Content-Profile': 'private' });
    expect(r.status).toBe(406);
    expect(((await r.json()) as { code: string }).code).toBe('PGRST106');
  });
});

describe('flood guard', () => {
  it('refuses the 6th submission with the same e-mail (any case) within 10 minutes', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i++) {
      const r = await sb.from('demo_requests').insert(demo({ email: i % 2 ? email.toUpperCase() : email }));
      expect(r.error, `insert ${i + 1}`).toBeNull();
    }
    const sixth = await sb.from('demo_requests').insert(demo({ email: email.toUpperCase() }));
    expect(sixth.status).toBe(429);
    expect(sixth.error).toMatchObject({
      code: 'PT429',
      message: 'Too many submissions for this e-mail address; please try again later.',
    });
    expect(JSON.parse(String(sixth.error?.details))).toMatchObject({ guard: 'email' });
    // Per table: the same address may still write to the other table; other addresses are free.
    expect((await sb.from('contact_messages').insert(contact({ email }))).error).toBeNull();
    expect((await sb.from('demo_requests').insert(demo())).error).toBeNull();
    // Rows older than 10 minutes no longer count.
    await superuser(
      `update public.demo_requests set created_at = now() - interval '11 minutes' where lower(email) = lower($1)`,
      [email],
    );
    expect((await sb.from('demo_requests').insert(demo({ email }))).error).toBeNull();
  });
});

describe('per-address flood guard', () => {
  it('40 e-mails from one address: the limit stored, the rest 429 PostgREST-shaped; forged headers change nothing; another address is free', async () => {
    const tag = `addr-${Date.now()}`;
    const bot = client(served?.url ?? '', LOCAL_ANON_KEY, '127.0.0.2');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const forged = { 'cf-connecting-ip': `198.51.100.${i}`, 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `192.0.2.${i}` };
      const r = await fetchFrom(() => '127.0.0.2')(`${served?.url}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', ...forged },
        body: JSON.stringify(contact({ email: `${tag}-${i}@example.com` })),
      });
      statuses.push(r.status);
      if (r.status !== 201) {
        const body = (await r.json()) as Record<string, unknown>;
        expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
        expect(body).toMatchObject({ code: 'PT429', message: 'Too many submissions from this network address; please try again later.' });
        const details = JSON.parse(String(body.details)) as { guard: string; retry_after_seconds: number };
        expect(details.guard).toBe('address');
        expect(details.retry_after_seconds).toBeGreaterThan(0);
        expect(details.retry_after_seconds).toBeLessThanOrEqual(floodGuard.windowMinutes * 60);
      }
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(floodGuard.maxRowsPerAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - floodGuard.maxRowsPerAddress);
    expect(await count('contact_messages', 'email like $1', [`${tag}-%`])).toBe(floodGuard.maxRowsPerAddress);
    // The same client through supabase-js: refused too; from 127.0.0.3 and into the other table: stored.
    expect((await bot.from('contact_messages').insert(contact())).status).toBe(429);
    expect((await client(served?.url ?? '', LOCAL_ANON_KEY, '127.0.0.3').from('contact_messages').insert(contact())).status).toBe(201);
    expect((await bot.from('demo_requests').insert(demo())).status).toBe(201);
  }, 60_000);

  it('a filled honeypot is stored and marked; anon cannot set the mark', async () => {
    const d = demo({ honeypot: 'https://spam.example' });
    expect((await sb.from('demo_requests').insert(d)).status).toBe(201);
    const [row] = await superuser<Record<string, unknown>>('select suspected_automated, status from public.demo_requests where email = $1', [d.email]);
    expect(row).toEqual({ suspected_automated: true, status: 'new' });
    expect((await sb.from('demo_requests').insert(demo({ suspected_automated: false }))).error?.code).toBe('42501');
  });
});

describe('concurrency', () => {
  it('stores 200 concurrent inserts', async () => {
    const tag = `conc-${Date.now()}`;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2
          ? sb.from('demo_requests').insert(demo({ email: `${tag}-${i}@example.com` }))
          : sb.from('contact_messages').insert(contact({ email: `${tag}-${i}@example.com` })),
      ),
    );
    expect(results.filter((r) => r.status !== 201).map((r) => r.error)).toEqual([]);
    expect(await count('demo_requests', 'email like $1', [`${tag}-%`])).toBe(100);
    expect(await count('contact_messages', 'email like $1', [`${tag}-%`])).toBe(100);
  }, 30_000);
});

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
    expect(lines[lines.findIndex((l) => l.startsWith('Demo requests')) + 3]).toContain('Leadrunning');

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
    await served?.close();
    served = null;
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
