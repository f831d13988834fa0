import type { Config } from 'vike/types';

// Not a page anyone visits: the folder gives the islands' script (+client.ts) its client entry,
// which pages load through components/Island/ScriptTrigger. vike links a page's own +client.ts
// before the first paint; a page without one links no script at all.
export default {
  prerender: false,
} satisfies Config;
