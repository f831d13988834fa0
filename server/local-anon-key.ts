/** The local stand-in for Supabase's anon key: public by design, like the real anon key. */
export const LOCAL_ANON_KEY = 'local-anon-key-public-not-a-secret';
