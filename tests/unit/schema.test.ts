import { expect, it } from 'vitest';
import { committedSchemaText, generateSchemaText } from '../../scripts/schema';

it('the committed schema matches the SiteContent type (run `npm run schema` after changing it)', () => {
  expect(committedSchemaText()).toBe(generateSchemaText());
});
