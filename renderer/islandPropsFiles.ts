/**
 * The pre-render's island props publisher: each island's props (the same for every page of a
 * language) are written once to dist/client/assets/islands/<name>.<hash>.json, a hashed, immutable
 * file, and the page links it (components/Island/propsPublisher.ts). The file lists the islands'
 * code as well, which the loader brings into the cache before the visitor touches the form.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PublishIslandProps } from '../components/Island/propsPublisher';
import { islandChunks } from './islandChunks';

export function islandPropsFiles(clientDir: string): PublishIslandProps {
  let code: string[] | undefined;
  return (name, data) => {
    code ??= islandChunks(clientDir, { dynamicImports: false }).map((file) => `/${file}`);
    const json = JSON.stringify({ ...data, code });
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 12);
    const file = `assets/islands/${name}.${hash}.json`;
    const target = path.join(clientDir, file);
    if (!existsSync(target)) {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, json);
    }
    return `/${file}`;
  };
}
