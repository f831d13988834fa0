/** Client side of an island: hydrates the marked element with the props the server rendered it with. */
import { startTransition, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { typeInto, type Field } from '../forms/typeInto';
import { islandPrefix, type IslandName } from './names';
import { IslandBoundary } from './IslandBoundary';
import type { IslandData } from './propsPublisher';

/** Renders nothing; its effect runs once React has hydrated the island and attached its handlers. */
function OnHydrated({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/** What the visitor typed before the island was interactive, field by field. */
function snapshotFields(element: HTMLElement): Map<Field, string> {
  const fields = element.querySelectorAll<Field>('input, textarea, select');
  return new Map([...fields].filter((field) => field.value !== '').map((field) => [field, field.value]));
}

/**
 * Hydration hands each field to React state, which starts empty: put back what was typed, as if
 * typed again, so the components' state holds it too. It also wins over a value a link preset
 * while the island hydrated (fields.tsx `preset`).
 */
function restoreFields(snapshot: Map<Field, string>): void {
  for (const [field, value] of snapshot) {
    if (field.isConnected && field.value !== value) typeInto(field, value);
  }
}

/** The props the server rendered the island with: fetched from the file the page links, or inline. */
async function serverProps<P>(element: HTMLElement): Promise<IslandData<P>> {
  const source = element.dataset.propsSrc;
  if (!source) return JSON.parse(element.dataset.props ?? '{}') as IslandData<P>;
  const response = await fetch(source);
  if (!response.ok) throw new Error(`${source}: ${response.status}`);
  return (await response.json()) as IslandData<P>;
}

/** Resolves when the island is interactive, with anything typed before still in its fields. */
export async function hydrateIsland<P extends object>(element: HTMLElement, name: IslandName, Inner: ComponentType<P>): Promise<void> {
  const { props, errorTitle } = await serverProps<P>(element);
  // Taken once the props are here: what is typed while they load is kept too.
  const typed = snapshotFields(element);
  await new Promise<void>((resolve) => {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread: no long task while the visitor starts to scroll or type.
    startTransition(() => {
      hydrateRoot(
        element,
        <>
          <IslandBoundary errorTitle={errorTitle}>
            <Inner {...props} />
          </IslandBoundary>
          <OnHydrated done={resolve} />
        </>,
        { identifierPrefix: islandPrefix(name) },
      );
    });
  });
  restoreFields(typed);
}
