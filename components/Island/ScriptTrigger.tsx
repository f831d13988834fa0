import { builtClientEntry, scriptTriggerHandler } from '../../server/headers';
import * as styles from './Island.css';

/** An empty 1 px image of its own (never in the cache from another use, which would load it at once). */
const pixel = '/island-trigger.svg';

/**
 * Loads a page's client script once this spot nears the viewport, for a page that runs no
 * JavaScript before load: the browser's own lazy loading fetches the image only then, and its load
 * handler (allowed by hash in the CSP) imports the script. `pageId` names the page folder whose
 * `+client.ts` hydrates the island (vike builds one entry per page; in development Vite serves the file).
 */
export function ScriptTrigger({ pageId }: { pageId: `/pages/${string}` }) {
  const script = import.meta.env.PROD ? builtClientEntry(pageId) : `${pageId}/+client.ts`;
  // React renders no string event handler: the element is written as HTML.
  const html = `<img src="${pixel}" alt="" width="1" height="1" loading="lazy" decoding="async" data-script="${script}" onload="${scriptTriggerHandler}">`;
  return <span className={styles.trigger} aria-hidden="true" dangerouslySetInnerHTML={{ __html: html }} />;
}
