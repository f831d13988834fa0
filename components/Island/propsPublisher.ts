import { createContext } from 'react';
import type { IslandName } from './names';

/** What an island is rendered with, as the client receives it. */
export interface IslandData<P = unknown> {
  props: P;
  /** The localized 'Unexpected Application Error!' title (IslandBoundary). */
  errorTitle: string;
  /** In a published file only: the URLs of the islands' code, which the loader caches ahead of hydration. */
  code?: string[];
}

/**
 * Where an island's props go. Without a publisher (development, tests) they stay inline, in the
 * island's data-props; the pre-render publishes them as a file instead (renderer/islandPropsFiles.ts)
 * and the island fetches it as it hydrates, so that the page's HTML does not carry its words twice.
 * Returns the file's URL.
 */
export type PublishIslandProps = (name: IslandName, data: IslandData) => string;

export const IslandPropsPublisher = createContext<PublishIslandProps | null>(null);
