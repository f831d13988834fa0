import { createContext } from 'react';
import type { IslandName } from './names';

/**
 * Where an island's props go. Without a publisher (development, tests) they stay inline, in the
 * island's data-props; the pre-render publishes them as a file instead (renderer/islandPropsFiles.ts)
 * and the island fetches it as it hydrates, so that the page's HTML does not carry its words twice.
 * Returns the file's URL.
 */
export type PublishIslandProps = (name: IslandName, json: string) => string;

export const IslandPropsPublisher = createContext<PublishIslandProps | null>(null);
