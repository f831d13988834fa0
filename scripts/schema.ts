/**
 * Generates schema/site-content.schema.json from the SiteContent type (typescript-json-schema),
 * stamped with the fingerprint of its source (schema/stamp.ts). `npm run schema`; the build runs
 * it by itself when the types changed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as TJS from 'typescript-json-schema';
import { schemaJsonFile, schemaSourceFile, sourceStamp, stampComment } from '../schema/stamp';

export const schemaSource = schemaSourceFile;
export const schemaFile = schemaJsonFile;

export function generateSchemaText(): string {
  const program = TJS.getProgramFromFiles([schemaSource], { strict: true, skipLibCheck: true });
  const schema = TJS.generateSchema(program, 'SiteContent', {
    required: true,
    noExtraProps: true,
    strictNullChecks: true,
    // Keeps `Text` as a definition, so `Text[]` items keep its non-empty rule.
    aliasRef: true,
    ignoreErrors: false,
  });
  if (!schema) throw new Error(`Could not generate a schema from ${schemaSource}`);
  const stamped = { $comment: stampComment(sourceStamp(readFileSync(schemaSource, 'utf8'))), ...(requireText(schema) as object) };
  return `${JSON.stringify(stamped, null, 2)}\n`;
}

/** Writes the schema generated from the current types; returns the file written. */
export function writeSchema(): string {
  writeFileSync(schemaFile, generateSchemaText());
  return schemaFile;
}

/**
 * typescript-json-schema writes the items of an inline `Text[]` as a bare `{ type: 'string' }`,
 * dropping Text's non-empty rule. Every string in SiteContent is Text (ids are enums), so a bare
 * string schema is pointed back at Text.
 */
function requireText(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(requireText);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node);
  if (entries.length === 1 && entries[0]![0] === 'type' && entries[0]![1] === 'string') return { $ref: '#/definitions/Text' };
  return Object.fromEntries(entries.map(([key, value]) => [key, requireText(value)]));
}

export function committedSchemaText(): string {
  return readFileSync(schemaFile, 'utf8');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`Wrote ${writeSchema()}`);
}
