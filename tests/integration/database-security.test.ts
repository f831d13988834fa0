/**
 * The migrations on PGlite and on Debian's PostgreSQL 15, one suite for both: every insert runs
 * as PostgREST runs it (a transaction, `request.headers` set, `set local role anon`).
 * Checks the rules the browser applies (shared/form-rules.ts) give the database's verdicts,
 * the flood guards, the honeypot mark, and what anon may not do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floodGuard, formRules, problemOf, refusalOf, type FieldRule, type FormTable } from '../../shared/form-rules';
import { migratedPGlite, migratedPostgres, type MigratedDatabase } from '../fixtures/migrated-databases';
import { postgresUnavailable } from '../fixtures/postgres';

interface DbError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

const pgSkip = postgresUnavailable();

describe.each([
  ['PGlite', migratedPGlite, null],
  ['PostgreSQL 15', migratedPostgres, pgSkip],
] as const)('%s', (_name, open, skip) => {
  let db: MigratedDatabase;
  let seq = 0;
  const email = (tag: string) => `${tag}-${++seq}@example.com`;

  beforeAll(async () => {
    if (skip === null) db = await open();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  /** Inserts one row as anon from `address` (null: no request.headers, a direct session). */
  async function insert(table: FormTable, row: Record<string, unknown>, address: string | null = '127.0.0.9', extraHeaders: Record<string, string> = {}): Promise<DbError | null> {
    const columns = Object.keys(row);
    try {
      await db.transaction(async (q) => {
        if (address !== null) {
          await q(`select set_config('request.headers', $1, true)`, [JSON.stringify({ 'cf-connecting-ip': address, 'content-type': 'application/json', ...extraHeaders })]);
        }
        await q('set local role anon');
        await q(`insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(row));
      });
      return null;
    } catch (e) {
      return e as DbError;
    }
  }

  /** Runs SQL as anon, rolled back; the error or null. */
  async function asAnon(sql: string): Promise<DbError | null> {
    try {
      await db.transaction(async (q) => {
        await q('set local role anon');
        await q(sql);
        throw Object.assign(new Error('rollback'), { code: 'ROLLBACK' });
      });
      return null;
    } catch (e) {
      return (e as DbError).code === 'ROLLBACK' ? null : (e as DbError);
    }
  }

  const demo = (patch: Record<string, unknown> = {}) => ({
    first_name: 'Camille', last_name: 'Durand', email: email('demo'), company: 'Maison Exemple', role: 'cmo',
    phone: null, message: null, language: 'fr', ...patch,
  });
  const contact = (patch: Record<string, unknown> = {}) => ({
    first_name: 'Jonas', last_name: 'Weber', company: 'Beispiel GmbH', role: null, email: email('contact'),
    phone: null, reason: 'quote', message: 'Ein Angebot, bitte.', language: 'de', ...patch,
  });
  const count = async (table: FormTable, where: string, params: unknown[] = []) =>
    Number((await db.sql(`select count(*)::int as n from public.${table} where ${where}`, params))[0]?.n);

  it.skipIf(skip !== null)('the browser’s rules give the database’s verdict on every sample value', async () => {
    const samples: Record<string, string[]> = {
      text: ['Zoë', '  x ', 'x'.repeat(100), 'x'.repeat(101), 'x'.repeat(200), 'x'.repeat(201), 'é'.repeat(100), '😀'.repeat(100), '😀'.repeat(101), '\t\n'],
      email: ['jean@example.com', 'jean@localhost', 'jean.example.com', 'je an@example.com', 'a@b.c', 'a@b..c', 'a@.b.c', 'a@b.c.', 'a@@b.c', 'josé@exämple.fr', `${'x'.repeat(243)}@example.com`, `${'x'.repeat(242)}@example.com`, 'a\u0001b@c.d', 'jean@exa\u00a0mple.com', 'jean@exa\u2003mple.com', 'jean\u2028@x.fr'],
      phone: ['+33 6 12 34 56 78', '+33 6 12 34 56 78 ext. 12', 'poste 12', '(0)1.23-45', '+', '1'.repeat(40), '1'.repeat(41), '06 12\t34'],
      code: ['cmo', 'other', 'ceo', 'demo', 'press', 'spam', 'CMO'],
    };
    const mismatches: string[] = [];
    for (const table of ['demo_requests', 'contact_messages'] as const) {
      const base = table === 'demo_requests' ? demo : contact;
      for (const [column, rule] of Object.entries(formRules[table]) as [string, FieldRule][]) {
        const kind = rule.codes ? 'code' : (rule.format ?? 'text');
        for (const value of samples[kind]!) {
          const browser = problemOf(rule, value.trim() === '' ? null : value.trim());
          // The form sends the trimmed value; the flood guard must not interfere.
          const error = await insert(table, base({ [column]: value.trim() === '' ? null : value.trim(), ...(column === 'email' ? {} : { email: email('v') }) }), `10.1.${seq % 250}.${column.length}`);
          if ((browser === null) !== (error === null)) mismatches.push(`${table}.${column} ${JSON.stringify(value)}: browser ${browser ?? 'accepts'}, database ${error?.message ?? 'accepts'}`);
          if (browser !== null && error !== null) {
            const refusal = refusalOf(table, { code: error.code, message: error.message, details: error.detail });
            if (refusal.kind !== 'field' || refusal.column !== column) mismatches.push(`${table}.${column} ${JSON.stringify(value)}: refusal read as ${JSON.stringify(refusal)}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it.skipIf(skip !== null)('the guards’ numbers are the ones the browser names', async () => {
    const [row] = await db.sql(
      `select forms_guard.max_rows_per_email() as email, forms_guard.max_rows_per_address() as address,
              extract(epoch from forms_guard.window_length())::int / 60 as minutes`,
    );
    expect(row).toEqual({ email: floodGuard.maxRowsPerEmail, address: floodGuard.maxRowsPerAddress, minutes: floodGuard.windowMinutes });
  });

  it.skipIf(skip !== null)('40 e-mails from one address: the limit stored, the rest refused with PT429; another address still stored', async () => {
    const address = '127.0.0.2';
    const errors: (DbError | null)[] = [];
    for (let i = 0; i < 40; i++) errors.push(await insert('contact_messages', contact({ email: `bot-${i}@example.com` }), address, { 'x-forwarded-for': `203.0.113.${i}` }));
    expect(errors.filter((e) => e === null)).toHaveLength(floodGuard.maxRowsPerAddress);
    expect(await count('contact_messages', `email like 'bot-%'`)).toBe(floodGuard.maxRowsPerAddress);
    const refused = errors.filter((e): e is DbError => e !== null);
    expect(refused).toHaveLength(40 - floodGuard.maxRowsPerAddress);
    for (const e of refused) {
      expect(e).toMatchObject({ code: 'PT429', message: 'Too many submissions from this network address; please try again later.' });
      expect(e.hint).toContain(`${floodGuard.maxRowsPerAddress}`);
      const refusal = refusalOf('contact_messages', { code: e.code, message: e.message, details: e.detail });
      expect(refusal.kind === 'flood' && refusal.guard === 'address').toBe(true);
      if (refusal.kind === 'flood') expect(refusal.retryAfterSeconds).toBeGreaterThan(0);
      if (refusal.kind === 'flood') expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(floodGuard.windowMinutes * 60);
    }
    // Another address, the other table, and a direct session are unaffected.
    expect(await insert('contact_messages', contact(), '127.0.0.3')).toBeNull();
    expect(await insert('demo_requests', demo(), address)).toBeNull();
    expect(await insert('contact_messages', contact(), null)).toBeNull();
    // Nothing of the address is readable in clear; once the window has passed, it may send again.
    const stored = await db.sql(`select address_hash from forms_guard.recent_submissions`);
    expect(JSON.stringify(stored)).not.toContain('127.0.0.2');
    await db.sql(`update forms_guard.recent_submissions set created_at = now() - interval '11 minutes'`);
    expect(await insert('contact_messages', contact(), address)).toBeNull();
  }, 60_000);

  it.skipIf(skip !== null)('the sixth row with one e-mail (any case) is refused with PT429 and the time left', async () => {
    const same = email('flood');
    for (let i = 0; i < floodGuard.maxRowsPerEmail; i++) expect(await insert('demo_requests', demo({ email: i % 2 ? same.toUpperCase() : same }), `10.2.0.${i}`)).toBeNull();
    const sixth = await insert('demo_requests', demo({ email: same }), '10.2.0.99');
    expect(sixth).toMatchObject({ code: 'PT429', message: 'Too many submissions for this e-mail address; please try again later.' });
    const refusal = refusalOf('demo_requests', { code: sixth?.code, message: sixth?.message, details: sixth?.detail });
    expect(refusal).toMatchObject({ kind: 'flood', guard: 'email' });
    expect(await insert('contact_messages', contact({ email: same }), '10.2.0.98')).toBeNull();
  });

  it.skipIf(skip !== null)('a filled honeypot is stored and marked by the database; anon cannot set the mark', async () => {
    const bot = email('honeypot');
    expect(await insert('demo_requests', demo({ email: bot, honeypot: 'https://spam.example' }), '10.3.0.1')).toBeNull();
    expect(await insert('contact_messages', contact({ email: bot, honeypot: '   ' }), '10.3.0.1')).toBeNull();
    const person = email('person');
    expect(await insert('demo_requests', demo({ email: person }), '10.3.0.1')).toBeNull();
    const rows = await db.sql(
      `select email, suspected_automated, honeypot, status from public.demo_requests where email in ($1, $2)
       union all select email, suspected_automated, honeypot, status from public.contact_messages where email = $1 order by 1, 2`,
      [bot, person],
    );
    expect(rows).toEqual([
      { email: bot, suspected_automated: false, honeypot: '   ', status: 'new' },
      { email: bot, suspected_automated: true, honeypot: 'https://spam.example', status: 'new' },
      { email: person, suspected_automated: false, honeypot: null, status: 'new' },
    ]);
    expect((await insert('demo_requests', demo({ suspected_automated: false, honeypot: 'x' })))?.code).toBe('42501');
  });

  it.skipIf(skip !== null)('anon cannot select, update, delete, set status, nor touch the guards', async () => {
    for (const sql of [
      'select * from public.demo_requests',
      'select count(*) from public.contact_messages',
      `update public.demo_requests set status = 'closed'`,
      `update public.contact_messages set suspected_automated = false`,
      'delete from public.contact_messages',
      'truncate public.demo_requests',
      'select * from forms_guard.recent_submissions',
      'delete from forms_guard.recent_submissions',
      'select forms_guard.client_address()',
    ]) {
      expect((await asAnon(sql))?.code, sql).toBe('42501');
    }
    expect((await insert('demo_requests', demo({ status: 'closed' })))?.code).toBe('42501');
    expect((await insert('demo_requests', demo({ status: 'new' })))?.code).toBe('42501');
    expect((await insert('contact_messages', contact({ id: '00000000-0000-0000-0000-000000000000' })))?.code).toBe('42501');
  });
});
