/** The stored submissions, read as the PGlite superuser (service-role rights), for `npm run leads`. */
import { storedColumns } from '../../shared/form-rules.js';
import type { LocalDatabase } from './open.js';

export type LeadRow = Record<string, string | null>;

export interface Leads {
  demo_requests: LeadRow[];
  contact_messages: LeadRow[];
}

function toLeadRow(row: Record<string, unknown>): LeadRow {
  const out: LeadRow = {};
  for (const [k, v] of Object.entries(row)) {
    out[k] = v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v);
  }
  return out;
}

/** Each lead's delivery record (lead_outbox.deliveries), beside its stored columns. */
export const deliveryColumns = {
  delivery_state: 'd.state',
  delivery_attempts: 'd.attempts',
  delivery_next_attempt_at: 'd.next_attempt_at',
  delivery_last_error: 'd.last_error',
  delivery_delivered_at: 'd.delivered_at',
} as const;

function leadsQuery(table: 'demo_requests' | 'contact_messages'): string {
  const columns = [
    ...storedColumns(table).map((column) => `l.${column}`),
    ...Object.entries(deliveryColumns).map(([name, expression]) => `${expression} as ${name}`),
  ];
  return `select ${columns.join(', ')} from public.${table} l
          left join lead_outbox.deliveries d on d.lead_id = l.id
          order by l.created_at desc, l.id`;
}

/** Every stored submission with its delivery state, newest first. */
export async function readLeads(db: LocalDatabase): Promise<Leads> {
  return db.exclusive(async (pg) => {
    const demo = await pg.query<Record<string, unknown>>(leadsQuery('demo_requests'));
    const contact = await pg.query<Record<string, unknown>>(leadsQuery('contact_messages'));
    return {
      demo_requests: demo.rows.map(toLeadRow),
      contact_messages: contact.rows.map(toLeadRow),
    };
  });
}
