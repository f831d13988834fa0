/**
 * Server side of an island: the component is rendered with its own renderToString and the same
 * identifierPrefix the client passes to hydrateRoot, so ids (and so label/field links) survive
 * hydration. Its props travel as JSON: in a file the pre-render publishes (data-props-src), or
 * inline (data-props) where nothing publishes them.
 */
import { useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islandPrefix, type IslandName } from './names';
import { IslandBoundary } from './IslandBoundary';
import { IslandPropsPublisher, type IslandData } from './propsPublisher';

export interface IslandProps<P> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  errorTitle: string;
}

export function Island<P extends object>({ name, component: Inner, props, errorTitle }: IslandProps<P>) {
  // Before the island's own render below: a nested renderToString ends this component's hooks.
  const publish = useContext(IslandPropsPublisher);
  // Same tree shape as hydrateIsland (its OnHydrated marker renders nothing).
  const html = renderToString(
    <>
      <IslandBoundary errorTitle={errorTitle}>
        <Inner {...props} />
      </IslandBoundary>
    </>,
    { identifierPrefix: islandPrefix(name) },
  );
  const data: IslandData<P> = { props, errorTitle };
  const attributes = publish ? { 'data-props-src': publish(name, data) } : { 'data-props': JSON.stringify(data) };
  return <div data-island={name} {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
