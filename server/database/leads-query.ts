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

/** Every stored submission, newest first. */
export async function readLeads(db: LocalDatabase): Promise<Leads> {
  return db.exclusive(async (pg) => {
    const demo = await pg.query<Record<string, unknown>>(
      `select ${storedColumns('demo_requests').join(', ')} from public.demo_requests order by created_at desc, id`,
    );
    const contact = await pg.query<Record<string, unknown>>(
      `select ${storedColumns('contact_messages').join(', ')} from public.contact_messages order by created_at desc, id`,
    );
    return {
      demo_requests: demo.rows.map(toLeadRow),
      contact_messages: contact.rows.map(toLeadRow),
    };
  });
}
