import type { Config } from 'vike/types';

// Static HTML for every route; no client router and no client hooks: a page ships JavaScript
// only through its own `+client.ts` (the islands).
export default {
  prerender: true,
  clientRouting: false,
  clientHooks: false,
} satisfies Config;
