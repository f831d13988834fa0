/**
 * The one place that talks to the backend; imported dynamically at the first submit so that no
 * page loads supabase-js up front. Hosted Supabase when VITE_SUPABASE_URL/ANON_KEY are set at
 * build time, the local backend on the same origin otherwise.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../shared/local-backend';

import type { FormTable } from '../../shared/form-rules';

export type { FormTable };

// Untyped tables: the rows are built by the forms and checked by Postgres.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let client: SupabaseClient<any> | undefined;

function backend(): SupabaseClient<any> {
  client ??= createClient<any>(import.meta.env.VITE_SUPABASE_URL || window.location.origin, import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY, {
    // No login on this site: no session storage, no refresh timers.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}

/** Inserts one row; resolves to the error, or null when it is stored. */
export async function insertRow(table: FormTable, row: Record<string, string | null>): Promise<Error | null> {
  const { error } = await backend().from(table).insert(row as never);
  return error ? Object.assign(new Error(error.message), { code: error.code, details: error.details }) : null;
}
