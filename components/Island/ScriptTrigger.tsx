import { usePage } from '../../renderer/usePage';
import { scriptTriggerHandler } from '../../shared/script-trigger';
import * as styles from './Island.css';

/** An empty 1 px image of its own (never in the cache from another use, which would load it at once). */
const lazyPixel = '/island-trigger.svg';
/** The same, inline: no request, so nothing is fetched before the first paint. */
const inlinePixel = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;

export type ScriptTriggerWhen =
  /** When the spot nears the viewport: a form at the end of a long page. */
  | 'nearViewport'
  /** Right after the first paint: a page whose form is its purpose. */
  | 'afterFirstPaint';

/**
 * Loads the islands' script (pages/islands/+client.ts), or another script of the site, on a page
 * that links none, so that the page's first paint (its largest text) never waits for a script. The
 * image's load handler (allowed by hash in the CSP, shared/script-trigger.ts) imports the script once
 * the first contentful paint has happened; near the viewport, the browser's own lazy loading
 * fetches the image only then.
 */
export function ScriptTrigger({ when, script }: { when: ScriptTriggerWhen; script?: string }) {
  const { islandsScript } = usePage();
  script ??= islandsScript;
  const [src, loading] = when === 'nearViewport' ? [lazyPixel, 'lazy'] : [inlinePixel, 'eager'];
  // React renders no string event handler: the element is written as HTML.
  const html = `<img src="${src}" alt="" width="1" height="1" loading="${loading}" decoding="async" data-script="${script}" onload="${scriptTriggerHandler}">`;
  return <span className={styles.trigger} aria-hidden="true" dangerouslySetInnerHTML={{ __html: html }} />;
}
