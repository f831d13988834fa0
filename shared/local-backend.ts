/**
 * What the browser and the local backend (server/) agree on. The form islands send this key when
 * no hosted Supabase is configured at build time; server/rest.ts accepts only it.
 */

/** The local stand-in for Supabase's anon key: public by design, like the real anon key. */
export const LOCAL_ANON_KEY = 'local-anon-key-public-not-a-secret';
