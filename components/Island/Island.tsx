/**
 * Server side of an island: the component is rendered with its own renderToString and the same
 * identifierPrefix the client passes to hydrateRoot, so ids (and so label/field links) survive
 * hydration. Its props travel as JSON in a data attribute.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islandPrefix, type IslandName } from './names';
import { IslandBoundary } from './IslandBoundary';

export interface IslandProps<P> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  errorTitle: string;
}

export function Island<P extends object>({ name, component: Inner, props, errorTitle }: IslandProps<P>) {
  // Same tree shape as hydrateIsland (its OnHydrated marker renders nothing).
  const html = renderToString(
    <>
      <IslandBoundary errorTitle={errorTitle}>
        <Inner {...props} />
      </IslandBoundary>
    </>,
    { identifierPrefix: islandPrefix(name) },
  );
  return (
    <div
      data-island={name}
      data-props={JSON.stringify({ props, errorTitle })}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
