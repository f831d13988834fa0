/**
 * The outbox and the keyed address hash, on PGlite and on PostgreSQL 15 alike: the trigger writes a
 * delivery record in the lead's own transaction, the claim query hands a record to one worker at a
 * time (SKIP LOCKED, on a real multi-connection server), anon has no way in, and the flood guard's
 * hash is an HMAC under a key only the database holds, renewed and purged by the housekeeping.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDue, deliverDue, type DeliveryConfig, type Sql } from '../../supabase/functions/_shared/lead-delivery';
import { salesWordsOf } from '../../server/delivery/sales-words';
import { floodGuard, leadRetention } from '../../shared/form-rules';
import { migratedPGlite, migratedPostgres, type MigratedDatabase } from '../fixtures/migrated-databases';
import { postgresUnavailable } from '../fixtures/postgres';
import { startWebhookReceiver } from '../fixtures/lead-receivers';

const pgSkip = postgresUnavailable();

describe.each([
  ['PGlite', migratedPGlite, null],
  ['PostgreSQL 15', migratedPostgres, pgSkip],
] as const)('%s', (name, open, skip) => {
  let db: MigratedDatabase;
  let seq = 0;

  beforeAll(async () => {
    if (skip === null) db = await open();
  }, 120_000); // generous: PGlite and PostgreSQL start slowly on a loaded machine
  afterAll(async () => {
    await db?.close();
  });

  /** Inserts as PostgREST does for a request from `address` (anon, request.headers set); returns the id. */
  async function insert(patch: Record<string, unknown> = {}, address = `203.0.113.${seq % 250}`, sql?: Sql): Promise<string> {
    const row = { first_name: 'Camille', last_name: 'Durand', email: `lead-${++seq}@example.com`, company: 'Maison Exemple', role: 'cmo', language: 'fr', ...patch };
    const columns = Object.keys(row);
    const run = async (q: Sql) => {
      await q(`select set_config('request.headers', $1, true)`, [JSON.stringify({ 'cf-connecting-ip': address })]);
      await q('set local role anon');
      await q(`insert into public.demo_requests (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(row));
      await q('reset role');
      return (await q<{ id: string }>('select id::text as id from public.demo_requests where email = $1', [row.email]))[0]!.id;
    };
    return sql === undefined ? db.transaction(run) : run(sql);
  }

  const stateOf = async (id: string) => (await db.sql<{ state: string }>('select state from lead_outbox.deliveries where lead_id = $1', [id]))[0]?.state;
  /** Leaves only the given leads due, so that each test sees its own. */
  const onlyDue = (ids: string[]) => db.sql(`update lead_outbox.deliveries set state = 'skipped' where state = 'pending' and not (lead_id::text = any($1))`, [ids]);

  it.skipIf(skip !== null)('the trigger records each lead in its own transaction; a honeypot row is recorded skipped', async () => {
    const person = await insert();
    expect(await stateOf(person)).toBe('pending');
    const bot = await insert({ honeypot: 'filled by a bot' });
    expect(await stateOf(bot)).toBe('skipped');
    // A lead rolled back leaves no delivery behind.
    const before = Number((await db.sql<{ n: number }>('select count(*)::int as n from lead_outbox.deliveries'))[0]!.n);
    await expect(
      db.transaction(async (q) => {
        await insert({}, '203.0.113.8', q);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(Number((await db.sql<{ n: number }>('select count(*)::int as n from lead_outbox.deliveries'))[0]!.n)).toBe(before);
    // An erased lead takes its delivery record with it.
    await db.sql('delete from public.demo_requests where id = $1', [person]);
    expect(await stateOf(person)).toBeUndefined();
  });

  it.skipIf(skip !== null)('a claim hands a due record out once, with the stored lead, until its lease runs out', async () => {
    const id = await insert({ message: 'Bonjour', phone: '+33 1 23 45 67 89' });
    await onlyDue([id]);
    const [claimed] = await claimDue(db.sql, 10);
    expect(claimed).toMatchObject({ lead_id: id, lead_table: 'demo_requests', attempts: 1, webhook_done: false, email_done: false });
    expect(claimed!.lead).toMatchObject({ id, first_name: 'Camille', message: 'Bonjour', phone: '+33 1 23 45 67 89', language: 'fr' });
    expect(claimed!.lead).not.toHaveProperty('honeypot');
    expect(claimed!.lead).not.toHaveProperty('suspected_automated');
    expect(await claimDue(db.sql, 10)).toEqual([]);
    // A worker killed mid-attempt: once the lease has run out, another worker takes it.
    await db.sql('update lead_outbox.deliveries set next_attempt_at = now() where lead_id = $1', [id]);
    expect((await claimDue(db.sql, 10)).map((c) => [c.lead_id, c.attempts])).toEqual([[id, 2]]);
  });

  // PGlite has one connection: only a server with several sessions can show the skipping.
  if (name === 'PostgreSQL 15') it.skipIf(skip !== null)('two open transactions claiming at once get disjoint records (SKIP LOCKED)', async () => {
    const ids = [await insert(), await insert(), await insert(), await insert()];
    await onlyDue(ids);
    const first = await db.pool!.connect();
    const second = await db.pool!.connect();
    try {
      await first.query('begin');
      await second.query('begin');
      const a = await claimDue(async (text, params) => (await first.query(text, params as unknown[])).rows, 2);
      // The first transaction still holds its rows: the second skips them instead of waiting.
      const b = await claimDue(async (text, params) => (await second.query(text, params as unknown[])).rows, 10);
      expect(a).toHaveLength(2);
      expect(b).toHaveLength(2);
      expect(new Set([...a, ...b].map((c) => c.lead_id))).toEqual(new Set(ids));
      await first.query('commit');
      await second.query('commit');
    } finally {
      first.release();
      second.release();
    }
  });

  it.skipIf(skip !== null)('two workers delivering at once push each lead exactly once', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push(await insert({}, `198.51.100.${i}`));
      await onlyDue(ids);
      const config: DeliveryConfig = { webhook: { url: receiver.url, secret: null }, email: null, words: salesWordsOf('fr'), timeZone: 'Europe/Paris' };
      const [one, two] = await Promise.all([deliverDue(db.sql, config, { batchSize: 3 }), deliverDue(db.sql, config, { batchSize: 3 })]);
      expect([...one.delivered, ...two.delivered].sort()).toEqual([...ids].sort());
      const keys = receiver.requests.map((r) => r.headers['idempotency-key']);
      expect(keys).toHaveLength(12);
      expect(new Set(keys).size).toBe(12);
    } finally {
      await receiver.close();
    }
  });

  it.skipIf(skip !== null)('the address is stored as an HMAC under the database’s key, never as a plain hash', async () => {
    await db.sql('delete from forms_guard.recent_submissions');
    const address = '192.0.2.44';
    await insert({}, address);
    const [entry] = await db.sql<{ hash: string; secret: string }>(
      `select encode(r.address_hash, 'hex') as hash, encode(k.secret, 'hex') as secret
         from forms_guard.recent_submissions r join forms_guard.address_keys k on k.id = r.key_id`,
    );
    expect(entry!.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(entry!.hash).toBe(createHmac('sha256', Buffer.from(entry!.secret, 'hex')).update(address).digest('hex'));
    expect(entry!.hash).not.toBe(createHash('sha256').update(address).digest('hex'));
    expect((await db.sql<{ lifetime: string }>(`select forms_guard.key_lifetime() = interval '1 day' as lifetime`))[0]!.lifetime).toBe(true);
  });

  it.skipIf(skip !== null)('a renewed key still counts the window’s entries; the housekeeping purges them and drops the old key', async () => {
    await db.sql('delete from forms_guard.recent_submissions');
    const address = '192.0.2.55';
    const half = floodGuard.maxRowsPerAddress / 2;
    for (let i = 0; i < half; i++) await insert({}, address);
    // A day later for the key (not for the entries): the next insert renews it.
    await db.sql(`update forms_guard.address_keys set created_at = created_at - interval '2 days'`);
    for (let i = 0; i < half; i++) await insert({}, address);
    const keys = await db.sql<{ id: number }>('select id from forms_guard.address_keys order by id');
    expect(keys.length).toBe(2);
    await expect(insert({}, address)).rejects.toMatchObject({ code: 'PT429' });

    // Nothing expired yet: the housekeeping keeps everything.
    expect((await db.sql('select * from forms_guard.housekeeping()'))[0]).toEqual({ purged_entries: 0, dropped_keys: 0, purged_leads: 0, purged_views: 0 });
    await db.sql(`update forms_guard.recent_submissions set created_at = now() - interval '${floodGuard.windowMinutes} minutes 1 second'`);
    expect((await db.sql('select * from forms_guard.housekeeping()'))[0]).toEqual({ purged_entries: floodGuard.maxRowsPerAddress, dropped_keys: 1, purged_leads: 0, purged_views: 0 });
    expect((await db.sql<{ id: number }>('select id from forms_guard.address_keys')).map((k) => k.id)).toEqual([keys[1]!.id]);
    expect(await db.sql('select * from forms_guard.recent_submissions')).toEqual([]);
  });

  it.skipIf(skip !== null)('the housekeeping deletes leads past the retention the privacy notice promises, with their delivery records', async () => {
    const equal = await db.sql<{ same: boolean }>('select forms_guard.lead_retention() = make_interval(years => $1) as same', [leadRetention.years]);
    expect(equal[0]!.same).toBe(true);
    const old = await insert({}, '198.51.100.7');
    const recent = await insert({}, '198.51.100.8');
    await db.sql(`insert into public.contact_messages (first_name, last_name, email, company, reason, message, language, created_at)
                  values ('Old', 'Message', 'old-message@example.com', 'Maison', 'other', 'Bonjour', 'fr', now() - make_interval(years => $1) - interval '1 day')`, [leadRetention.years]);
    // One day past the retention, and one day short of it.
    await db.sql(`update public.demo_requests set created_at = now() - make_interval(years => $2) - interval '1 day' where id = $1`, [old, leadRetention.years]);
    await db.sql(`update public.demo_requests set created_at = now() - make_interval(years => $2) + interval '1 day' where id = $1`, [recent, leadRetention.years]);
    const report = (await db.sql<{ purged_leads: number }>('select * from forms_guard.housekeeping()'))[0]!;
    expect(report.purged_leads).toBe(2);
    expect(await db.sql('select id from public.demo_requests where id = $1', [old])).toEqual([]);
    expect(await db.sql(`select id from public.contact_messages where email = 'old-message@example.com'`)).toEqual([]);
    expect(await stateOf(old)).toBeUndefined();
    expect((await db.sql('select id from public.demo_requests where id = $1', [recent])).length).toBe(1);
    expect(await stateOf(recent)).toBe('pending');
  });

  it.skipIf(skip !== null)('anon can neither see nor change deliveries or keys', async () => {
    for (const statement of [
      'select * from lead_outbox.deliveries',
      `update lead_outbox.deliveries set state = 'delivered'`,
      'delete from lead_outbox.deliveries',
      'select * from forms_guard.address_keys',
      'select * from forms_guard.housekeeping()',
    ]) {
      await expect(
        db.transaction(async (q) => {
          await q('set local role anon');
          await q(statement);
        }),
        statement,
      ).rejects.toMatchObject({ code: '42501' });
    }
  });
});
