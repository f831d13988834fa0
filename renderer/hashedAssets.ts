/**
 * Files the pre-render writes beside the pages, each once under a name that holds its content's
 * hash (so hosts may cache it for good: /assets/* is immutable): an island's props, a page type's
 * late stylesheet.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PublishIslandProps } from '../components/Island/propsPublisher';

/** Writes `text` to dist/client/assets/<folder>/<name>.<hash>.<extension> if it is not there yet; returns its URL. */
export type WriteHashedAsset = (folder: string, name: string, extension: string, text: string) => string;

export function hashedAssetWriter(clientDir: string): WriteHashedAsset {
  return (folder, name, extension, text) => {
    const hash = createHash('sha256').update(text).digest('base64url').slice(0, 12);
    const file = `assets/${folder}/${name}.${hash}.${extension}`;
    const target = path.join(clientDir, file);
    if (!existsSync(target)) {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
    return `/${file}`;
  };
}

/** Each island's props (the same for every page of a language) as a file the page links (components/Island/propsPublisher.ts). */
export function islandPropsFiles(write: WriteHashedAsset): PublishIslandProps {
  return (name, json) => write('islands', name, 'json', json);
}
