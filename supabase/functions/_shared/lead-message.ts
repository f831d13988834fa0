/**
 * What is sent to sales for one lead: the webhook's signed JSON request and the e-mail, in the
 * sales team's language. Part of lead-delivery.ts's module (web-standard Request and Web Crypto).
 */
import type { ClaimedDelivery, DeliveryConfig, EmailChannel, MailMessage, SalesField, SalesWords, WebhookChannel } from './delivery-config.ts';


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
