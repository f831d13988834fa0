/** Reads what the running e2e server stored, through its loopback admin API (as `npm run leads` does). */
import path from 'node:path';
import type { Leads } from '../../server/database/leads-query';
import { readLockFile } from '../../server/database/lock';
import { ADMIN_TOKEN_HEADER, LEADS_PATH } from '../../server/backend';
import { baseURL, e2eDataDir } from '../../playwright.config';

export async function storedLeads(): Promise<Leads> {
  const lock = readLockFile(path.resolve(e2eDataDir));
  if (!lock) throw new Error(`No lock file in ${e2eDataDir}: is the e2e server running?`);
  const response = await fetch(`${baseURL}${LEADS_PATH}`, { headers: { [ADMIN_TOKEN_HEADER]: lock.token } });
  if (!response.ok) throw new Error(`${LEADS_PATH} answered ${response.status}`);
  return (await response.json()) as Leads;
}

/** A unique e-mail per test run, so rows can be found and the flood guard never trips. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
