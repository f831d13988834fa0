import { clientEntryUrl } from '../../renderer/clientEntry';
import { scriptTriggerHandler } from '../../shared/script-trigger';
import * as styles from './Island.css';

/** An empty 1 px image of its own (never in the cache from another use, which would load it at once). */
const pixel = '/island-trigger.svg';

/**
 * Loads a page's client script once this spot nears the viewport, for a page that runs no
 * JavaScript before load: the browser's own lazy loading fetches the image only then, and its load
 * handler (allowed by hash in the CSP) imports the script. `pageId` names the page folder whose
 * `+client.ts` hydrates the island.
 */
export function ScriptTrigger({ pageId }: { pageId: `/pages/${string}` }) {
  const script = clientEntryUrl(pageId);
  // React renders no string event handler: the element is written as HTML.
  const html = `<img src="${pixel}" alt="" width="1" height="1" loading="lazy" decoding="async" data-script="${script}" onload="${scriptTriggerHandler}">`;
  return <span className={styles.trigger} aria-hidden="true" dangerouslySetInnerHTML={{ __html: html }} />;
}
