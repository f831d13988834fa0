/**
 * Delivery of stored leads to sales: one module for the local loop (server/delivery, Node) and
 * the Supabase Edge Function (supabase/functions/deliver-leads, Deno). It speaks SQL through a
 * `Sql` function, pushes with web-standard `fetch` and signs with Web Crypto; the e-mail
 * transport is handed in (nodemailer in both places). No relative imports: Deno and Node load it alike.
 *
 * The outbox (lead_outbox.deliveries) has one record per lead. A worker claims due records with
 * FOR UPDATE SKIP LOCKED and moves them past a lease in the same statement, so two workers never
 * push the same record at the same time and a worker killed mid-attempt leaves it due again.
 * Each configured channel is pushed until it has succeeded once; a failure is retried with backoff,
 * never given up.
 */

/** Runs one SQL statement (parameters $1, $2…) and returns its rows. */
export type Sql = <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;

export interface WebhookChannel {
  url: string;
  /** Signs the body: X-Signature-256: sha256=<hex HMAC-SHA256>. */
  secret: string | null;
}

export interface MailMessage {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  /** Stable per lead, so that a mailbox can fold a duplicate sent after a crash. */
  messageId: string;
}

export type SendMail = (message: MailMessage) => Promise<void>;

/** nodemailer's createTransport, as Node imports it (`nodemailer`) and Deno does (`npm:nodemailer`). */
export type CreateTransport = (smtpUrl: string) => { sendMail(message: MailMessage): Promise<unknown> };

/** Sends over SMTP_URL with nodemailer: smtp:// (STARTTLS when offered) or smtps:// (TLS from the start). */
export function smtpSender(createTransport: CreateTransport, smtpUrl: string): SendMail {
  const transport = createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail(message);
  };
}

export interface EmailChannel {
  to: string;
  from: string;
  send: SendMail;
}

export interface DeliveryConfig {
  webhook: WebhookChannel | null;
  email: EmailChannel | null;
  /** The words of the sales team's language. */
  words: SalesWords;
  /** IANA time zone for the "received" line. */
  timeZone: string;
}

/** What the sales e-mail and the webhook's text say, in the sales team's language (from the content modules). */
export interface SalesWords {
  /** Language code of these words (also the Intl locale). */
  language: string;
  /** {name} and {company} are filled in. */
  demoSubject: string;
  contactSubject: string;
  /** One line of the e-mail: {label} and {value}. */
  line: string;
  prospectLanguage: string;
  received: string;
  reference: string;
  replyHint: string;
  /** Each form's fields in their declared order (shared/form-fields.ts), with their labels. */
  forms: Record<LeadTable, SalesField[]>;
}

/** One field of a form as the e-mail and the summary show it. */
export interface SalesField {
  column: string;
  label: string;
  /** A list's codes and their names. */
  choices?: Record<string, string>;
  /** A long text (the message): shown apart, after the lines. */
  long?: boolean;
}

export type LeadTable = 'demo_requests' | 'contact_messages';

export interface ClaimedDelivery {
  lead_id: string;
  lead_table: LeadTable;
  attempts: number;
  webhook_done: boolean;
  email_done: boolean;
  /** The stored row (without the honeypot fields), or null if it was erased meanwhile. */
  lead: Record<string, unknown> | null;
}

/** Retry schedule: the first retry after `firstRetrySeconds`, doubling, capped. */
export interface RetrySchedule {
  firstRetrySeconds: number;
  maxRetrySeconds: number;
  /** How long a claimed record stays out of other workers' reach (longer than an attempt). */
  leaseSeconds: number;
  /** Each push gives up after this long (then it is retried). */
  timeoutMs: number;
}

export const defaultSchedule: RetrySchedule = {
  firstRetrySeconds: 10,
  maxRetrySeconds: 15 * 60,
  leaseSeconds: 60,
  timeoutMs: 15_000,
};

/** A lead still undelivered after this long is reported loudly, once. */
export const OVERDUE_AFTER = '1 hour';

export function retryDelaySeconds(attempts: number, schedule: RetrySchedule = defaultSchedule): number {
  return Math.min(schedule.firstRetrySeconds * 2 ** Math.max(0, attempts - 1), schedule.maxRetrySeconds);
}

// ---------------------------------------------------------------------------------------------
// Configuration from the environment (Node's process.env or Deno.env.toObject())
// ---------------------------------------------------------------------------------------------

export type Env = Record<string, string | undefined>;

/** The settings this module reads; the README documents each. */
export const deliveryEnvNames = [
  'LEAD_WEBHOOK_URL',
  'LEAD_WEBHOOK_SECRET',
  'LEAD_EMAIL_TO',
  'LEAD_EMAIL_FROM',
  'SMTP_URL',
  'LEAD_SALES_LANGUAGE',
  'LEAD_SALES_TIME_ZONE',
] as const;

export class DeliveryConfigError extends Error {}

const nonEmpty = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

/**
 * The channels the environment configures, or null when none is (delivery is off). `allWords`
 * holds (or loads) every language's words; LEAD_SALES_LANGUAGE picks one (French by default).
 */
export function deliveryConfigFromEnv(
  env: Env,
  allWords: Record<string, SalesWords> | (() => Record<string, SalesWords>),
  makeSender: (smtpUrl: string) => SendMail,
): DeliveryConfig | null {
  const webhookUrl = nonEmpty(env.LEAD_WEBHOOK_URL);
  const to = nonEmpty(env.LEAD_EMAIL_TO);
  const smtpUrl = nonEmpty(env.SMTP_URL);
  if (webhookUrl !== null && !/^https?:\/\//.test(webhookUrl)) {
    throw new DeliveryConfigError(`LEAD_WEBHOOK_URL must be an http(s) URL, not "${webhookUrl}".`);
  }
  if ((to === null) !== (smtpUrl === null)) {
    throw new DeliveryConfigError('E-mail delivery needs both LEAD_EMAIL_TO and SMTP_URL (smtp:// or smtps://user:pass@host:port).');
  }
  if (smtpUrl !== null && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new DeliveryConfigError('SMTP_URL must start with smtp:// or smtps://.');
  }
  if (webhookUrl === null && to === null) return null;
  // Loaded only when a channel is on (locally, the words come from validating the content modules).
  const byLanguage = typeof allWords === 'function' ? allWords() : allWords;
  const language = nonEmpty(env.LEAD_SALES_LANGUAGE) ?? 'fr';
  const words = byLanguage[language];
  if (words === undefined) {
    throw new DeliveryConfigError(`LEAD_SALES_LANGUAGE must be one of ${Object.keys(byLanguage).join(', ')}, not "${language}".`);
  }
  return {
    webhook: webhookUrl === null ? null : { url: webhookUrl, secret: nonEmpty(env.LEAD_WEBHOOK_SECRET) },
    email: to === null || smtpUrl === null ? null : { to, from: nonEmpty(env.LEAD_EMAIL_FROM) ?? to, send: makeSender(smtpUrl) },
    words,
    timeZone: nonEmpty(env.LEAD_SALES_TIME_ZONE) ?? 'Europe/Paris',
  };
}

// ---------------------------------------------------------------------------------------------
// What is sent
// ---------------------------------------------------------------------------------------------

const fill = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The lead as the webhook carries it: id, table, created_at, language, then every stored field. */
export function leadPayload(delivery: ClaimedDelivery): Record<string, unknown> {
  const { id, created_at, language, ...fields } = delivery.lead ?? {};
  return { id: id ?? delivery.lead_id, table: delivery.lead_table, created_at, language, ...fields };
}

function subjectOf(delivery: ClaimedDelivery, words: SalesWords): string {
  const lead = delivery.lead ?? {};
  const name = `${text(lead.first_name)} ${text(lead.last_name)}`.trim();
  const pattern = delivery.lead_table === 'demo_requests' ? words.demoSubject : words.contactSubject;
  return fill(pattern, { name, company: text(lead.company) });
}

function languageName(code: unknown, words: SalesWords): string {
  const raw = text(code);
  try {
    return new Intl.DisplayNames([words.language], { type: 'language' }).of(raw) ?? raw;
  } catch {
    return raw;
  }
}

/** The fields of a lead's form, in their declared order. */
const fieldsOf = (delivery: ClaimedDelivery, words: SalesWords): SalesField[] => words.forms[delivery.lead_table] ?? [];

/** The long texts of a lead (its message), each with its label; empty ones left out. */
function longTexts(delivery: ClaimedDelivery, words: SalesWords): { label: string; value: string }[] {
  return fieldsOf(delivery, words)
    .filter((field) => field.long)
    .map((field) => ({ label: field.label, value: text(delivery.lead?.[field.column]).trim() }))
    .filter((long) => long.value !== '');
}

/** The labelled lines of a lead, in the sales language and its form's order: codes named, empty fields left out. */
function leadLines(delivery: ClaimedDelivery, config: DeliveryConfig): string[] {
  const { words } = config;
  const lead = delivery.lead ?? {};
  const line = (label: string, value: string) => fill(words.line, { label, value });
  const lines: string[] = [];
  for (const field of fieldsOf(delivery, words)) {
    if (field.long) continue;
    let value = text(lead[field.column]);
    if (value === '') continue;
    if (field.choices) value = field.choices[value] ?? value;
    lines.push(line(field.label, value));
  }
  lines.push(line(words.prospectLanguage, languageName(lead.language, words)));
  const created = new Date(text(lead.created_at));
  if (!Number.isNaN(created.getTime())) {
    const when = new Intl.DateTimeFormat(words.language, {
      year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: config.timeZone, timeZoneName: 'short',
    });
    lines.push(line(words.received, when.format(created)));
  }
  return lines;
}

/** The short human summary carried as `text` (what Slack, Teams or Google Chat show). */
export function summaryOf(delivery: ClaimedDelivery, config: DeliveryConfig): string {
  const excerpts = longTexts(delivery, config.words).map(({ value }) => {
    const message = value.replace(/\s+/g, ' ');
    return message.length > 280 ? `${message.slice(0, 279)}…` : message;
  });
  return [subjectOf(delivery, config.words), ...leadLines(delivery, config), ...excerpts].join('\n');
}

export async function webhookRequest(delivery: ClaimedDelivery, config: DeliveryConfig, channel: WebhookChannel): Promise<Request> {
  const body = JSON.stringify({ event: 'lead.created', lead: leadPayload(delivery), text: summaryOf(delivery, config) });
  const headers = new Headers({
    'Content-Type': 'application/json',
    'Idempotency-Key': delivery.lead_id,
    'User-Agent': 'lead-delivery/1',
  });
  if (channel.secret !== null) headers.set('X-Signature-256', `sha256=${await hmacSha256Hex(channel.secret, body)}`);
  return new Request(channel.url, { method: 'POST', headers, body });
}

export async function hmacSha256Hex(secret: string, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Compares two secrets in constant time (their SHA-256 digests, so lengths leak nothing). */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([given, expected].map(async (value) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(value)))));
  let difference = 0;
  for (let i = 0; i < a!.length; i++) difference |= a![i]! ^ b![i]!;
  return difference === 0;
}

export function mailMessage(delivery: ClaimedDelivery, config: DeliveryConfig, channel: EmailChannel): MailMessage {
  const { words } = config;
  const lead = delivery.lead ?? {};
  const body = [
    ...leadLines(delivery, config),
    ...longTexts(delivery, words).flatMap(({ label, value }) => ['', label, value]),
    '',
    fill(words.line, { label: words.reference, value: delivery.lead_id }),
    '',
    words.replyHint,
  ].join('\n');
  const domain = channel.from.includes('@') ? channel.from.slice(channel.from.lastIndexOf('@') + 1).replace(/>$/, '') : 'leads.invalid';
  return {
    from: channel.from,
    to: channel.to,
    replyTo: text(lead.email),
    subject: subjectOf(delivery, words),
    text: body + '\n',
    messageId: `<lead-${delivery.lead_id}@${domain}>`,
  };
}

// ---------------------------------------------------------------------------------------------
// The outbox
// ---------------------------------------------------------------------------------------------

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
