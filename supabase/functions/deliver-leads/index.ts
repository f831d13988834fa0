/**
 * Supabase Edge Function `deliver-leads`: pushes the due lead deliveries (lead_outbox.deliveries)
 * to the webhook and/or the sales inbox, with the module the local server runs
 * (../_shared/lead-delivery.ts). Invoked right after each insert (the Database Webhook) and every
 * minute for retries (pg_cron); README, "Lead delivery on Supabase", gives the SQL and the secrets.
 *
 * A call must carry `Authorization: Bearer <LEAD_DELIVERY_TOKEN>` (deployed with --no-verify-jwt:
 * the token, not a user's JWT, admits the database's own calls). The database is reached with
 * SUPABASE_DB_URL, which every Edge Function has. E-mail goes over SMTP with implicit TLS on 465
 * (or SES's 2587): Edge Functions block outgoing ports 25 and 587.
 */
import pg from 'npm:pg@^8.23.1';
import nodemailer from 'npm:nodemailer@^10.6.1';
import {
  deliverDue,
  deliveryConfigFromEnv,
  DeliveryConfigError,
  sameSecret,
  smtpSender,
  type SalesWords,
  type Sql,
} from '../_shared/lead-delivery.ts';
import salesWords from '../_shared/sales-words.json' with { type: 'json' };

/** Ports Supabase's Edge Functions cannot reach. */
const BLOCKED_SMTP_PORTS = new Set(['25', '587']);

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export async function handle(request: Request): Promise<Response> {
  const env = Deno.env.toObject();
  const token = env.LEAD_DELIVERY_TOKEN ?? '';
  const given = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  if (token === '' || !(await sameSecret(given, token))) return json(401, { error: 'unauthorized' });
  if (request.method !== 'POST') return json(405, { error: 'POST only' });
  await request.body?.cancel();

  let config;
  try {
    const smtpPort = env.SMTP_URL ? new URL(env.SMTP_URL).port : '';
    if (BLOCKED_SMTP_PORTS.has(smtpPort)) {
      throw new DeliveryConfigError(`SMTP_URL uses port ${smtpPort}, which Edge Functions cannot reach: use smtps://…:465 (or 2587 for Amazon SES).`);
    }
    config = deliveryConfigFromEnv(env, salesWords as Record<string, SalesWords>, (smtpUrl) =>
      smtpSender((url) => nodemailer.createTransport(url), smtpUrl),
    );
  } catch (error) {
    console.error(`[deliver-leads] ${(error as Error).message}`);
    return json(500, { error: (error as Error).message });
  }
  if (config === null) return json(200, { off: 'no channel configured (LEAD_WEBHOOK_URL, LEAD_EMAIL_TO + SMTP_URL)' });

  const client = new pg.Client({ connectionString: env.SUPABASE_DB_URL });
  await client.connect();
  try {
    const sql: Sql = async (text, params) => (await client.query(text, params)).rows;
    const report = await deliverDue(sql, config);
    for (const failure of report.failed) {
      console.warn(`[deliver-leads] lead ${failure.leadId} not delivered yet (${failure.error}); next try in ${failure.retryInSeconds} s`);
    }
    return json(200, { delivered: report.delivered, failed: report.failed, overdue: report.overdue.map((lead) => lead.lead_id) });
  } finally {
    await client.end();
  }
}

// Under the Supabase runtime, Deno.serve(handle); under plain Deno (the tests), on the port given.
const port = Deno.env.get('LEAD_FUNCTION_PORT');
if (port) Deno.serve({ port: Number(port), hostname: '127.0.0.1' }, handle);
else Deno.serve(handle);
