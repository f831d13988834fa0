/**
 * The Supabase Edge Function under real Deno (the `deno` npm package's binary), against a real
 * PostgreSQL 15 with the migrations, a real HTTP receiver and a real SMTP server: it admits only
 * the delivery token, pushes a due lead on both channels, and retries a failing receiver later
 * (not before its time) without sending the e-mail twice.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRoot } from '../../tooling/project';
import { migratedPostgres, type MigratedDatabase } from '../fixtures/migrated-databases';
import { postgresUnavailable } from '../fixtures/postgres';
import { freePort, signatureValid, startSmtpReceiver, startWebhookReceiver, until, type SmtpReceiver, type WebhookReceiver } from '../fixtures/lead-receivers';

const skip = postgresUnavailable();
const TOKEN = 'delivery-token-for-the-test';
const SECRET = 'webhook-secret-for-the-test';
const deno = path.join(projectRoot, 'node_modules/.bin/deno');

let db: MigratedDatabase;
let receiver: WebhookReceiver;
let smtp: SmtpReceiver;
let fn: ChildProcess | null = null;
let fnUrl: string;
let fnOutput = '';
/** What the receiver answers next. */
let answer = 200;

beforeAll(async () => {
  if (skip !== null) return;
  db = await migratedPostgres();
  receiver = await startWebhookReceiver(() => answer);
  smtp = await startSmtpReceiver();
  const port = await freePort();
  fnUrl = `http://127.0.0.1:${port}/`;
  fn = spawn(deno, ['run', '--node-modules-dir=manual', '--allow-net', '--allow-env', '--allow-read', '--allow-write', '--allow-sys', 'supabase/functions/deliver-leads/index.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DENO_NO_UPDATE_CHECK: '1',
      LEAD_FUNCTION_PORT: String(port),
      SUPABASE_DB_URL: db.url!,
      LEAD_DELIVERY_TOKEN: TOKEN,
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      LEAD_SALES_LANGUAGE: 'en',
      LEAD_EMAIL_TO: 'sales@example.com',
      SMTP_URL: smtp.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: without the package's postinstall, .bin/deno is a Node wrapper that
    // spawns the binary, and killing the group ends both.
    detached: true,
  });
  fn.stdout!.on('data', (d: Buffer) => (fnOutput += d.toString()));
  fn.stderr!.on('data', (d: Buffer) => (fnOutput += d.toString()));
  await until(async () => {
    if (fn?.exitCode !== null) throw new Error(`deno exited: ${fnOutput}`);
    return (await fetch(fnUrl, { method: 'POST' }).catch(() => null)) !== null;
  }, 'the function to listen', 90_000);
}, 120_000);

afterAll(async () => {
  if (fn?.pid !== undefined && fn.exitCode === null) process.kill(-fn.pid, 'SIGKILL');
  await receiver?.close();
  await smtp?.close();
  await db?.close();
});

const call = async (token = TOKEN) => {
  const res = await fetch(fnUrl, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}' });
  return { status: res.status, body: (await res.json()) as { delivered?: string[]; failed?: { leadId: string; error: string; retryInSeconds: number }[]; error?: string } };
};

let seq = 0;
async function storeLead(): Promise<string> {
  const email = `edge-${++seq}@example.com`;
  await db.transaction(async (q) => {
    await q('set local role anon');
    await q(`insert into public.demo_requests (first_name, last_name, email, company, role, language) values ('Ada', 'Byron', $1, 'Analytical Ltd', 'cmo', 'en')`, [email]);
  });
  return (await db.sql<{ id: string }>('select id::text as id from public.demo_requests where email = $1', [email]))[0]!.id;
}

it.skipIf(skip !== null)('admits only the delivery token', async () => {
  const id = await storeLead();
  expect((await call('not-the-token')).status).toBe(401);
  expect(receiver.requests).toHaveLength(0);
  // The lead stays due for the next (authorised) call.
  const [row] = await db.sql<{ state: string; attempts: number }>('select state, attempts from lead_outbox.deliveries where lead_id = $1', [id]);
  expect(row).toEqual({ state: 'pending', attempts: 0 });
  await db.sql(`update lead_outbox.deliveries set state = 'skipped' where lead_id = $1`, [id]);
});

it.skipIf(skip !== null)('pushes a due lead, signed and keyed', async () => {
  const id = await storeLead();
  const { status, body } = await call();
  expect(status, fnOutput).toBe(200);
  expect(body.delivered).toEqual([id]);
  expect(receiver.requests).toHaveLength(1);
  const [request] = receiver.requests;
  expect(request!.headers['idempotency-key']).toBe(id);
  expect(signatureValid(request!.raw, request!.headers['x-signature-256'], SECRET)).toBe(true);
  expect(request!.body.text.split('\n')[0]).toBe('New demo request: Ada Byron (Analytical Ltd)');
  // The e-mail too, through nodemailer under Deno.
  expect(smtp.messages).toHaveLength(1);
  expect(smtp.messages[0]!.subject).toBe('New demo request: Ada Byron (Analytical Ltd)');
  expect(smtp.messages[0]!.replyTo?.text).toBe('edge-2@example.com');
  expect((await db.sql<{ state: string }>('select state from lead_outbox.deliveries where lead_id = $1', [id]))[0]!.state).toBe('delivered');
});

it.skipIf(skip !== null)('retries a failing receiver later, not before its time, with the same key', async () => {
  receiver.requests.length = 0;
  answer = 500;
  const id = await storeLead();
  const failed = await call();
  expect(failed.body.failed).toEqual([{ leadId: id, error: 'webhook: HTTP 500', retryInSeconds: 10 }]);
  const [row] = await db.sql<{ due_in: number; last_error: string }>(
    `select extract(epoch from next_attempt_at - now())::float as due_in, last_error from lead_outbox.deliveries where lead_id = $1`,
    [id],
  );
  expect(row!.last_error).toBe('webhook: HTTP 500');
  expect(row!.due_in).toBeGreaterThan(0);
  expect(row!.due_in).toBeLessThanOrEqual(15);

  // Called again at once (the Database Webhook of another lead, say): not due yet, nothing pushed.
  answer = 200;
  expect((await call()).body).toMatchObject({ delivered: [], failed: [] });
  expect(receiver.requests).toHaveLength(1);

  // Its time has come (the next pg_cron call): delivered, with the same key.
  await db.sql('update lead_outbox.deliveries set next_attempt_at = now() where lead_id = $1', [id]);
  expect((await call()).body.delivered).toEqual([id]);
  // The e-mail went out on the first attempt and is not sent again with the webhook's retry.
  expect(smtp.messages).toHaveLength(2);
  expect(receiver.requests.map((r) => [r.status, r.headers['idempotency-key']])).toEqual([
    [500, id],
    [200, id],
  ]);
});
