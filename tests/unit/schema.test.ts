import { expect, it } from 'vitest';
import { committedSchemaText, generateSchemaText } from '../../scripts/schema';
import { regenerateSchemaCommand, schemaStaleness, sourceStamp, stampOf } from '../../schema/stamp';
import { checkContent } from '../../scripts/content-check';

it('the committed schema matches the SiteContent type', () => {
  expect(committedSchemaText(), `run \`${regenerateSchemaCommand}\``).toBe(generateSchemaText());
});

it('records the fingerprint of the types it was generated from', () => {
  expect(stampOf(committedSchemaText())).toBe(sourceStamp());
  expect(schemaStaleness()).toBeNull();
});

it('a changed type makes the content check fail saying the command to run', () => {
  const changedTypes = `${'export interface Extra { key: string }\n'}`;
  const message = schemaStaleness(committedSchemaText(), changedTypes);
  expect(message).toContain('schema/site-content.schema.json is out of date');
  expect(message).toContain('`npm run schema`');
  // A schema with no fingerprint (hand-edited, or from before the stamp) is out of date too.
  expect(schemaStaleness('{"type":"object"}')).toContain('`npm run schema`');
  expect(checkContent().ok).toBe(true);
});
