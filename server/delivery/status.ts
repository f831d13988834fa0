/** How `npm run leads` names a lead's delivery: delivered (when), pending, failing, skipped. */
import type { LeadRow } from '../database/leads-query.js';

/** "2026-11-25 10:02:07 UTC" from an ISO time. */
const utc = (iso: string) => iso.replace('T', ' ').replace(/(\.\d+)?Z$/, ' UTC');

export function deliveryStateOf(row: LeadRow): string {
  const attempts = Number(row.delivery_attempts ?? 0);
  const next = row.delivery_next_attempt_at ? utc(row.delivery_next_attempt_at) : '';
  switch (row.delivery_state) {
    case 'delivered':
      return `delivered ${utc(row.delivery_delivered_at ?? '')}`;
    case 'skipped':
      return row.suspected_automated === 'true' ? 'skipped (suspected automated)' : `skipped (${row.delivery_last_error ?? 'erased'})`;
    case 'pending':
      if (row.delivery_last_error) return `failing: ${row.delivery_last_error} (${attempts} attempt(s), next try ${next})`;
      return attempts === 0 ? 'pending' : `pending (${attempts} attempt(s), next try ${next})`;
    default:
      return 'not tracked (stored before the outbox)';
  }
}
