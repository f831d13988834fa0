import { LOCAL_ANON_KEY } from '../shared/local-backend';
import { beaconEndpoint, measurementScript } from '../shared/measurement';

/**
 * The audience beacon (shared/measurement.ts), last in the body of every page: the one inline
 * script, allowed by its hash (server/headers.ts). Its endpoint is an attribute, so the text and its
 * hash do not depend on the build: hosted Supabase when VITE_SUPABASE_URL/ANON_KEY are set, like the
 * forms, the local backend on the same origin otherwise. Not-found pages carry none: their address
 * is whatever was typed, which the statistics do not keep.
 */
export function measurementTag(): string {
  const endpoint = beaconEndpoint(import.meta.env.VITE_SUPABASE_URL || '', import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY);
  return `<script data-beacon="${endpoint.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${measurementScript}</script>`;
}
