/**
 * The islands' code as the client build wrote it: the chunks of every `components/<Name>/island.ts`
 * entry of the client manifest (dist/assets.json) and all they import.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestEntry {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The files (relative to the client directory) of the islands' entries and their imports: static
 * ones only (what hydrating an island evaluates), or dynamic ones as well (supabase-js, which loads
 * at the first submit).
 */
export function islandChunks(clientDir: string, { dynamicImports }: { dynamicImports: boolean }): string[] {
  const manifestFile = path.join(clientDir, '..', 'assets.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  const pending = Object.keys(manifest).filter((key) => /^components\/[^/]+\/island\.tsx?$/.test(manifest[key]!.src ?? ''));
  if (pending.length === 0) throw new Error(`No island entry (components/<Name>/island.ts) in ${manifestFile}: did the client build change its manifest?`);
  const seen = new Set<string>();
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []), ...(dynamicImports ? (manifest[key].dynamicImports ?? []) : []));
  }
  return [...seen].map((key) => manifest[key]!.file).sort();
}
