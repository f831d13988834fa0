/**
 * Every lead reaches sales: the local backend (real HTTP, PGlite, the real migrations) with the
 * delivery loop `npm start` runs, a real HTTP receiver and a real SMTP server. Leads are sent as a
 * browser sends them (supabase-js, anon key).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deliveryStateOf } from '../../server/delivery/status';
import { localSql, startLeadDelivery, type LeadDelivery } from '../../server/delivery/worker';
import { readLeads } from '../../server/database/leads-query';
import { deliverDue, type RetrySchedule } from '../../supabase/functions/_shared/lead-delivery';
import { asAnon, contact, db, demo, runNode, sb, dataDir, superuser, useLocalBackend } from '../fixtures/local-backend';
import {
  signatureValid,
  startSmtpReceiver,
  startWebhookReceiver,
  until,
  type SmtpReceiver,
  type WebhookReceiver,
} from '../fixtures/lead-receivers';

useLocalBackend();

const SECRET = 'webhook-signing-secret';
const SALES = 'sales@example.com';
/** Retries a fraction of a second apart, so that a test sees three attempts quickly. */
const quick: RetrySchedule = { firstRetrySeconds: 0.2, maxRetrySeconds: 1, leaseSeconds: 60, timeoutMs: 5_000 };

let receiver: WebhookReceiver;
let smtp: SmtpReceiver;
let delivery: LeadDelivery | null = null;
const logged: string[] = [];

async function deliver(env: Record<string, string>): Promise<LeadDelivery> {
  delivery = await startLeadDelivery(db(), { env, pollMs: 100, schedule: quick, log: (line) => logged.push(line) });
  return delivery;
}

async function insert(table: 'demo_requests' | 'contact_messages', row: Record<string, unknown>): Promise<string> {
  const { error } = await sb.from(table).insert(row);
  expect(error).toBeNull();
  const [stored] = await superuser<{ id: string }>(`select id::text as id from public.${table} where email = $1`, [row.email]);
  return stored!.id;
}

const deliveryOf = async (id: string) =>
  (await superuser<{ state: string; attempts: number; last_error: string | null }>(
    'select state, attempts, last_error from lead_outbox.deliveries where lead_id = $1',
    [id],
  ))[0];

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterEach(async () => {
  await delivery?.stop();
  delivery = null;
  await receiver?.close();
});
afterAll(async () => {
  await smtp?.close();
});

describe('lead delivery on npm start’s loop', () => {
  it('says once that delivery is off when nothing is configured; leads are still stored', async () => {
    logged.length = 0;
    receiver = await startWebhookReceiver();
    const off = await deliver({});
    expect(off.config).toBeNull();
    expect(logged).toEqual([expect.stringMatching(/^Lead delivery is off: leads are stored only/)]);
    const id = await insert('demo_requests', demo());
    await off.stop();
    expect((await deliveryOf(id))?.state).toBe('pending');
    // Delivered later, once a channel is configured (the next test's loop picks it up first).
  });

  it('one lead: one signed webhook with its key, one e-mail to sales replying to the prospect', async () => {
    receiver = await startWebhookReceiver();
    await superuser(`update lead_outbox.deliveries set state = 'skipped' where state = 'pending'`);
    await deliver({ LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: SECRET, LEAD_EMAIL_TO: SALES, SMTP_URL: smtp.url, LEAD_EMAIL_FROM: 'leads@example.com' });
    const sent = demo({ first_name: 'Ana', last_name: 'García', company: 'Ejemplo SL', role: 'cdo', language: 'es', message: 'Hola,\nuna demo por favor.' });
    const id = await insert('demo_requests', sent);

    const [request] = await receiver.waitFor(1);
    const [mail] = await smtp.waitFor(1);
    await until(async () => (await deliveryOf(id))?.state === 'delivered', 'the delivered state');
    expect(receiver.requests).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);

    // The webhook: signed over the raw body, keyed by the lead's id, with every stored field.
    expect(request!.headers['idempotency-key']).toBe(id);
    expect(signatureValid(request!.raw, request!.headers['x-signature-256'], SECRET)).toBe(true);
    expect(signatureValid(request!.raw, request!.headers['x-signature-256'], 'another-secret')).toBe(false);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body.event).toBe('lead.created');
    expect(request!.body.lead).toMatchObject({
      id, table: 'demo_requests', language: 'es', first_name: 'Ana', last_name: 'García', email: sent.email,
      company: 'Ejemplo SL', role: 'cdo', phone: sent.phone, message: 'Hola,\nuna demo por favor.', status: 'new',
    });
    expect(typeof request!.body.lead.created_at).toBe('string');
    expect(request!.body.lead).not.toHaveProperty('honeypot');
    // The text a chat shows, in the sales team's language (French by default).
    expect(request!.body.text.split('\n')[0]).toBe('Nouvelle demande de démo\u00a0: Ana García (Ejemplo SL)');
    expect(request!.body.text).toContain('Langue du prospect\u00a0: espagnol');
    expect(request!.body.text).toContain('Chief Digital Officer');

    // The e-mail: to sales, answering goes to the prospect, the lead's language named.
    expect(smtp.recipients[0]).toEqual([SALES]);
    expect(mail!.subject).toBe('Nouvelle demande de démo\u00a0: Ana García (Ejemplo SL)');
    expect(mail!.replyTo?.text).toBe(sent.email);
    expect(mail!.from?.text).toBe('leads@example.com');
    expect(mail!.messageId).toBe(`<lead-${id}@example.com>`);
    expect(mail!.text).toContain('Langue du prospect\u00a0: espagnol');
    expect(mail!.text).toContain(`Référence\u00a0: ${id}`);
    expect(mail!.text).toContain('Hola,\nuna demo por favor.');
  });

  it('a contact message is delivered too, in the sales language the setting names', async () => {
    receiver = await startWebhookReceiver();
    await deliver({ LEAD_WEBHOOK_URL: receiver.url, LEAD_SALES_LANGUAGE: 'de' });
    const id = await insert('contact_messages', contact({ reason: 'partnership', language: 'it' }));
    const [request] = await receiver.waitFor(1);
    expect(request!.headers['idempotency-key']).toBe(id);
    expect(request!.headers['x-signature-256']).toBeUndefined();
    expect(request!.body.lead).toMatchObject({ id, table: 'contact_messages', reason: 'partnership', language: 'it' });
    expect(request!.body.text.split('\n')[0]).toBe('Neue Kontaktnachricht: Jonas Weber (Beispiel GmbH)');
    expect(request!.body.text).toContain('Sprache der Anfrage: Italienisch');
  });

  it('a receiver answering 503 twice, then 200: delivered on the third attempt, same key each time', async () => {
    receiver = await startWebhookReceiver((n) => (n < 2 ? 503 : 200));
    await deliver({ LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: SECRET });
    const id = await insert('demo_requests', demo());
    const requests = await receiver.waitFor(3);
    await until(async () => (await deliveryOf(id))?.state === 'delivered', 'the delivered state');
    expect(requests.map((r) => r.status)).toEqual([503, 503, 200]);
    expect(new Set(requests.map((r) => r.headers['idempotency-key']))).toEqual(new Set([id]));
    expect(new Set(requests.map((r) => r.raw)).size).toBe(1);
    expect(await deliveryOf(id)).toEqual({ state: 'delivered', attempts: 3, last_error: null });
    expect(logged.some((line) => line.startsWith(`Lead ${id} not delivered yet (webhook: HTTP 503)`))).toBe(true);
  });

  it('a failing lead shows as failing in npm run leads, then delivered; a honeypot row is never pushed', async () => {
    receiver = await startWebhookReceiver((n) => (n === 0 ? 500 : 200));
    const bot = await insert('demo_requests', demo({ honeypot: 'https://spam.example' }));
    const person = await insert('demo_requests', demo());
    // One pass by hand: the person's lead fails once.
    const config = { webhook: { url: receiver.url, secret: null }, email: null, words: (await import('../../server/delivery/sales-words')).salesWordsOf('fr'), timeZone: 'Europe/Paris' };
    await superuser(`update lead_outbox.deliveries set state = 'skipped' where state = 'pending' and lead_id <> $1`, [person]);
    const first = await deliverDue(localSql(db()), config, { schedule: { ...quick, firstRetrySeconds: 3600, maxRetrySeconds: 3600 } });
    expect(first.failed).toEqual([{ leadId: person, error: 'webhook: HTTP 500', retryInSeconds: 3600 }]);
    const failing = (await readLeads(db())).demo_requests.find((row) => row.id === person)!;
    expect(deliveryStateOf(failing)).toMatch(/^failing: webhook: HTTP 500 \(1 attempt\(s\), next try \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\)$/);
    // Not due again before its time: a second pass pushes nothing.
    expect((await deliverDue(localSql(db()), config)).failed).toEqual([]);
    expect(receiver.requests).toHaveLength(1);
    await superuser(`update lead_outbox.deliveries set next_attempt_at = now() where lead_id = $1`, [person]);
    expect((await deliverDue(localSql(db()), config)).delivered).toEqual([person]);

    expect(receiver.requests.every((r) => r.headers['idempotency-key'] === person)).toBe(true);
    expect((await deliveryOf(bot))?.state).toBe('skipped');
    expect((await deliveryOf(bot))?.attempts).toBe(0);
    const r = await runNode(['scripts/leads.ts', '--all', '--data-dir', dataDir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/delivered \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
    expect(r.stdout).toContain('skipped (suspected automated)');
  });

  it('a lead undelivered after an hour is reported loudly, once', async () => {
    receiver = await startWebhookReceiver(() => 503);
    const id = await insert('demo_requests', demo());
    await superuser(`update lead_outbox.deliveries set state = 'skipped' where state = 'pending' and lead_id <> $1`, [id]);
    await superuser(`update lead_outbox.deliveries set created_at = now() - interval '61 minutes' where lead_id = $1`, [id]);
    const config = { webhook: { url: receiver.url, secret: null }, email: null, words: (await import('../../server/delivery/sales-words')).salesWordsOf('en'), timeZone: 'UTC' };
    const reported: string[][] = [];
    const report = await deliverDue(localSql(db()), config, { reportOverdue: (leads) => reported.push(leads.map((lead) => lead.lead_id)) });
    expect(report.overdue.map((lead) => lead.lead_id)).toEqual([id]);
    expect(reported).toEqual([[id]]);
    await superuser(`update lead_outbox.deliveries set next_attempt_at = now() where lead_id = $1`, [id]);
    await deliverDue(localSql(db()), config, { reportOverdue: (leads) => reported.push(leads.map((lead) => lead.lead_id)) });
    expect(reported).toHaveLength(1);
    expect((await deliveryOf(id))?.state).toBe('pending');
  });

  it('anon can neither see nor change deliveries, nor run the housekeeping', async () => {
    for (const sql of [
      'select * from lead_outbox.deliveries',
      `update lead_outbox.deliveries set state = 'delivered'`,
      'delete from lead_outbox.deliveries',
      `insert into lead_outbox.deliveries (lead_id, lead_table) values (gen_random_uuid(), 'demo_requests')`,
      'select * from forms_guard.housekeeping()',
      'select * from forms_guard.address_keys',
    ]) {
      expect((await asAnon(sql))?.code, sql).toBe('42501');
    }
  });
});
