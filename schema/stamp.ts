/**
 * The generated JSON schema records a fingerprint of the types it was generated from, so that a
 * changed `schema/site-content.ts` is seen at once, without running the ~5 s generator: the build
 * regenerates the schema then (tooling/vite/content-check.ts), every other check fails saying the
 * command to run.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const schemaSourceFile = fileURLToPath(new URL('./site-content.ts', import.meta.url));
export const schemaJsonFile = fileURLToPath(new URL('./site-content.schema.json', import.meta.url));

/** What regenerates the schema by hand. */
export const regenerateSchemaCommand = 'npm run schema';

const stampPattern = /source sha256 ([0-9a-f]{64})/;

/** The fingerprint of the types' source text. */
export function sourceStamp(sourceText: string = readFileSync(schemaSourceFile, 'utf8')): string {
  return createHash('sha256').update(sourceText).digest('hex');
}

/** The `$comment` the generator writes at the top of the schema. */
export function stampComment(stamp: string): string {
  return `Generated from schema/site-content.ts by \`${regenerateSchemaCommand}\` (source sha256 ${stamp}); do not edit.`;
}

/** The fingerprint a schema text was generated from, or null for a schema without one. */
export function stampOf(schemaText: string): string | null {
  const comment = (JSON.parse(schemaText) as { $comment?: unknown }).$comment;
  return typeof comment === 'string' ? (stampPattern.exec(comment)?.[1] ?? null) : null;
}

/** Null when the committed schema was generated from the current types; otherwise what to do. */
export function schemaStaleness(schemaText: string = readFileSync(schemaJsonFile, 'utf8'), sourceText?: string): string | null {
  if (stampOf(schemaText) === sourceStamp(sourceText)) return null;
  return `schema/site-content.schema.json is out of date: schema/site-content.ts changed since it was generated. Run \`${regenerateSchemaCommand}\` (a build regenerates it by itself).`;
}
