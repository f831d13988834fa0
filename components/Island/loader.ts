/**
 * The only script an island page loads up front (kept tiny: no React here). It hydrates the
 * island on the first focus, press or submit inside it: a visitor who only reads never runs React
 * (on a slow phone, evaluating it and hydrating hold the page for about a quarter of a second).
 * Once the browser is idle after load, the island's code comes into the cache, not run, so the first
 * touch waits for no network. A page opened with a query hydrates at that point instead: a link may
 * choose the form's fields (`?reason=quote`), which only the hydrated form reads. The native fields
 * take typing meanwhile (hydrate.tsx keeps it). A submit before the
 * island is interactive is held (never sent as a GET with the data in the URL) and replayed once
 * hydrated, so nothing the visitor typed is lost. So is a submit the browser refuses (a required
 * field left empty): without its bubble, replayed once hydrated, so that the site refuses it in its
 * own words and leads to the first refused field.
 */
import type { IslandName } from './names';
import type { IslandData } from './propsPublisher';

export type IslandModule = { hydrate(element: HTMLElement): Promise<void> };

export function loadIsland(name: IslandName, load: () => Promise<IslandModule>): void {
  const element = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  if (!element) return;
  let started = false;
  let heldForm: HTMLFormElement | null = null;

  // A submit (from the form) or a refusal (from a field): held, its form replayed once hydrated.
  // `invalid` does not bubble: heard on its way down. Cancelled, the browser neither shows its
  // bubble (in its own language) nor moves focus; the replay does both the site's way.
  const hold = (event: Event) => {
    event.preventDefault();
    const target = event.target as HTMLFormElement | HTMLInputElement;
    heldForm = target instanceof HTMLFormElement ? target : target.form;
    start();
  };
  const start = () => {
    if (started) return;
    started = true;
    element.dataset.islandState = 'loading';
    load()
      .then(({ hydrate }) => hydrate(element))
      .then(() => {
        element.removeEventListener('submit', hold, true);
        element.removeEventListener('invalid', hold, true);
        element.dataset.islandState = 'hydrated';
        // Replay a submit made before hydration, now that React handles it.
        heldForm?.requestSubmit();
      });
  };

  element.dataset.islandState = 'waiting';
  element.addEventListener('submit', hold, true);
  element.addEventListener('invalid', hold, true);
  element.addEventListener('focusin', start, { once: true });
  element.addEventListener('pointerdown', start, { once: true });
  const atIdle = () => {
    if (started) return;
    if (window.location.search !== '') start();
    else cacheCode(element);
  };
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(atIdle) : setTimeout(atIdle, 200));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Fetches the island's code (listed in its published props file) into the browser's cache without
 * running it. Only a head start: the first touch loads, and reports, whatever fails here.
 */
function cacheCode(element: HTMLElement): void {
  const source = element.dataset.propsSrc;
  // Development: the props are inline and Vite serves the code.
  if (!source) return;
  const ignore = () => {};
  fetch(source)
    .then((response) => response.json() as Promise<IslandData>)
    .then(({ code = [] }) => {
      // Read to the end: the cache keeps what the page reads.
      for (const url of code) fetch(url, { priority: 'low' }).then((response) => response.blob()).catch(ignore);
    })
    .catch(ignore);
}
