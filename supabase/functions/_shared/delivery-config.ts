/**
 * The lead-delivery channels and schedule, and their configuration from the environment (Node's
 * process.env or Deno.env.toObject()). Part of lead-delivery.ts's module: imported with its `.ts`
 * extension, so that Deno and Node load it alike.
 */
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
