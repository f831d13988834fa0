/**
 * Delivery of stored leads to sales: one module for the local loop (server/delivery, Node) and
 * the Supabase Edge Function (supabase/functions/deliver-leads, Deno). It speaks SQL through a
 * `Sql` function, pushes with web-standard `fetch` and signs with Web Crypto; the e-mail
 * transport is handed in (nodemailer in both places). Its parts import each other with their
 * `.ts` extension, so that Deno and Node load them alike: delivery-config.ts (channels, schedule,
 * environment), lead-message.ts (what is sent) and this file (the outbox).
 *
 * The outbox (lead_outbox.deliveries) has one record per lead. A worker claims due records with
 * FOR UPDATE SKIP LOCKED and moves them past a lease in the same statement, so two workers never
 * push the same record at the same time and a worker killed mid-attempt leaves it due again.
 * Each configured channel is pushed until it has succeeded once; a failure is retried with backoff,
 * never given up.
 */

import {
  defaultSchedule,
  OVERDUE_AFTER,
  retryDelaySeconds,
  type ClaimedDelivery,
  type DeliveryConfig,
  type EmailChannel,
  type LeadTable,
  type RetrySchedule,
  type WebhookChannel,
} from './delivery-config.ts';
import { mailMessage, webhookRequest } from './lead-message.ts';

export * from './delivery-config.ts';
export * from './lead-message.ts';

/** Runs one SQL statement (parameters $1, $2…) and returns its rows. */
export type Sql = <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;


const leadJson = (table: LeadTable) =>
  `(select to_jsonb(x) - 'honeypot' - 'suspected_automated' from public.${table} x where x.id = d.lead_id and d.lead_table = '${table}')`;

/** Claims up to `limit` due records and moves each past its lease, in one statement. */
export async function claimDue(sql: Sql, limit: number, schedule: RetrySchedule = defaultSchedule): Promise<ClaimedDelivery[]> {
  return sql<ClaimedDelivery>(
    `with due as (
       select lead_id from lead_outbox.deliveries
        where state = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, lead_id
        limit $1
        for update skip locked
     )
     update lead_outbox.deliveries d
        set attempts = d.attempts + 1,
            last_attempt_at = now(),
            next_attempt_at = now() + make_interval(secs => $2::double precision)
       from due
      where d.lead_id = due.lead_id
     returning d.lead_id::text as lead_id, d.lead_table, d.attempts,
               d.webhook_delivered_at is not null as webhook_done,
               d.email_delivered_at is not null as email_done,
               coalesce(${leadJson('demo_requests')}, ${leadJson('contact_messages')}) as lead`,
    [limit, schedule.leaseSeconds],
  );
}

interface Outcome {
  webhookDone: boolean;
  emailDone: boolean;
  delivered: boolean;
  error: string | null;
  retryInSeconds: number;
}

async function record(sql: Sql, leadId: string, outcome: Outcome): Promise<void> {
  await sql(
    `update lead_outbox.deliveries
        set webhook_delivered_at = coalesce(webhook_delivered_at, case when $2::boolean then now() end),
            email_delivered_at   = coalesce(email_delivered_at, case when $3::boolean then now() end),
            state        = case when $4::boolean then 'delivered' else state end,
            delivered_at = case when $4::boolean then now() else delivered_at end,
            last_error   = $5::text,
            next_attempt_at = case when $4::boolean then next_attempt_at
                                   else now() + make_interval(secs => $6::double precision) end
      where lead_id = $1::uuid`,
    [leadId, outcome.webhookDone, outcome.emailDone, outcome.delivered, outcome.error, outcome.retryInSeconds],
  );
}

const errorText = (error: unknown) => {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError') return 'timed out';
  const cause = e?.cause?.code ?? e?.cause?.message;
  return `${e?.message ?? String(error)}${cause ? ` (${cause})` : ''}`.slice(0, 500);
};

async function pushWebhook(delivery: ClaimedDelivery, config: DeliveryConfig, channel: WebhookChannel, schedule: RetrySchedule): Promise<void> {
  const request = await webhookRequest(delivery, config, channel);
  const response = await fetch(request, { signal: AbortSignal.timeout(schedule.timeoutMs) });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

async function sendEmail(delivery: ClaimedDelivery, config: DeliveryConfig, channel: EmailChannel, schedule: RetrySchedule): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { name: 'TimeoutError' })), schedule.timeoutMs);
  });
  try {
    await Promise.race([channel.send(mailMessage(delivery, config, channel)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Pushes one claimed record on every configured channel not yet done, then records the outcome. */
async function deliverOne(sql: Sql, delivery: ClaimedDelivery, config: DeliveryConfig, schedule: RetrySchedule): Promise<Outcome> {
  if (delivery.lead === null) {
    // Erased between the claim and now: nothing left to deliver.
    await sql(`update lead_outbox.deliveries set state = 'skipped', last_error = 'the lead is no longer stored' where lead_id = $1::uuid`, [delivery.lead_id]);
    return { webhookDone: false, emailDone: false, delivered: false, error: null, retryInSeconds: 0 };
  }
  const errors: string[] = [];
  let webhookDone = delivery.webhook_done || config.webhook === null;
  let emailDone = delivery.email_done || config.email === null;
  const [webhook, email] = await Promise.allSettled([
    webhookDone ? Promise.resolve() : pushWebhook(delivery, config, config.webhook!, schedule),
    emailDone ? Promise.resolve() : sendEmail(delivery, config, config.email!, schedule),
  ]);
  if (webhook.status === 'fulfilled') webhookDone = true;
  else errors.push(`webhook: ${errorText(webhook.reason)}`);
  if (email.status === 'fulfilled') emailDone = true;
  else errors.push(`e-mail: ${errorText(email.reason)}`);
  const outcome: Outcome = {
    webhookDone: webhookDone && config.webhook !== null,
    emailDone: emailDone && config.email !== null,
    delivered: webhookDone && emailDone,
    error: errors.length === 0 ? null : errors.join('; '),
    retryInSeconds: retryDelaySeconds(delivery.attempts, schedule),
  };
  await record(sql, delivery.lead_id, outcome);
  return outcome;
}

export interface RunReport {
  delivered: string[];
  failed: { leadId: string; error: string; retryInSeconds: number }[];
  overdue: OverdueLead[];
}

export interface OverdueLead {
  lead_id: string;
  lead_table: string;
  attempts: number;
  last_error: string | null;
}

/**
 * One pass: claim what is due (in batches, until nothing is), push it, record the outcomes, then
 * report the leads undelivered for over an hour (each once) through `reportOverdue`.
 */
export async function deliverDue(
  sql: Sql,
  config: DeliveryConfig,
  options: { schedule?: RetrySchedule; batchSize?: number; reportOverdue?: (leads: OverdueLead[]) => void } = {},
): Promise<RunReport> {
  const schedule = options.schedule ?? defaultSchedule;
  const batchSize = options.batchSize ?? 20;
  const report: RunReport = { delivered: [], failed: [], overdue: [] };
  for (;;) {
    const claimed = await claimDue(sql, batchSize, schedule);
    const outcomes = await Promise.all(claimed.map((delivery) => deliverOne(sql, delivery, config, schedule)));
    claimed.forEach((delivery, i) => {
      const outcome = outcomes[i]!;
      if (outcome.delivered) report.delivered.push(delivery.lead_id);
      else if (outcome.error !== null) report.failed.push({ leadId: delivery.lead_id, error: outcome.error, retryInSeconds: outcome.retryInSeconds });
    });
    if (claimed.length < batchSize) break;
  }
  report.overdue = await sql<OverdueLead>(
    `update lead_outbox.deliveries set overdue_reported_at = now()
      where state = 'pending' and overdue_reported_at is null and created_at < now() - interval '${OVERDUE_AFTER}'
     returning lead_id::text as lead_id, lead_table, attempts, last_error`,
  );
  if (report.overdue.length > 0) (options.reportOverdue ?? reportOverdueLoudly)(report.overdue);
  return report;
}

/** The loud report: one block on standard error per pass (server logs, Edge Function logs). */
export function reportOverdueLoudly(leads: OverdueLead[]): void {
  const lines = leads.map((lead) => `  ${lead.lead_table} ${lead.lead_id}: ${lead.attempts} attempt(s), last error: ${lead.last_error ?? 'none'}`);
  console.error(
    [
      `!!! ${leads.length} lead(s) NOT DELIVERED to sales for over ${OVERDUE_AFTER}. Retries go on; check the webhook and SMTP settings.`,
      ...lines,
    ].join('\n'),
  );
}
