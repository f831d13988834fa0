import type { Config } from 'vike/types';

// Static HTML for every route; no client router and no client hooks: a page ships JavaScript
// only through its own `+client.ts` (the islands).
export default {
  // /en -> en.html rather than en/index.html: hosts that add a trailing slash to folders
  // (Cloudflare Pages) would otherwise loop with our slash-removing redirects.
  prerender: { noExtraDir: true },
  clientRouting: false,
  clientHooks: false,
  meta: {
    // The page frame (header, footer). Declared for client and server so that its styles land in
    // the one client stylesheet with everything else; no page loads it as JavaScript.
    Layout: { env: { server: true, client: true } },
  },
} satisfies Config;
