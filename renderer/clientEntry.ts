import { builtClientEntry } from '../server/headers';

/** The URL of a page folder's `+client.ts` as the browser loads it: the built entry, or the source file Vite serves in development. */
export function clientEntryUrl(pageId: `/pages/${string}`): string {
  return import.meta.env.PROD ? builtClientEntry(pageId) : `${pageId}/+client.ts`;
}
