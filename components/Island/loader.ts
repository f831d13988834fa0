/**
 * The only script an island page loads up front (kept tiny: no React here). It fetches and
 * hydrates the island when it scrolls into view (`visible`) or when the browser is idle after
 * load (`idle`), and at once on the first focus, pointer or submit inside it. A submit before the
 * island is interactive is held (never sent as a GET with the data in the URL) and replayed once
 * hydrated, so nothing the visitor typed is lost. So is a submit the browser refuses (a required
 * field left empty): without its bubble, replayed once hydrated, so that the site refuses it in its
 * own words and leads to the first refused field.
 */
import type { IslandName } from './names';

export type IslandModule = { hydrate(element: HTMLElement): Promise<void> };
type Trigger = 'visible' | 'idle';

export function loadIsland(name: IslandName, trigger: Trigger, load: () => Promise<IslandModule>): void {
  const element = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  if (!element) return;
  let started = false;
  let heldForm: HTMLFormElement | null = null;
  let observer: IntersectionObserver | undefined;

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
    observer?.disconnect();
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
  if (trigger === 'visible') {
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: '200px' });
    observer.observe(element);
  } else {
    const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 200));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }
}
