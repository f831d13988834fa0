/**
 * What the local backend's REST endpoint stores and refuses (tests/fixtures/local-backend.ts): the
 * migrations, inserts through supabase-js, CHECK constraints, what anon may not do, protocol errors.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultMigrationsDir } from '../../server/database/paths.js';
import { LOCAL_ANON_KEY } from '../../shared/local-backend.js';
import { asAnon, client, contact, count, db, demo, sb, served, superuser, uniqueEmail, useLocalBackend } from '../fixtures/local-backend.js';

const MIGRATION_FILES = fs.readdirSync(defaultMigrationsDir).filter((f) => f.endsWith('.sql'));

useLocalBackend();

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
