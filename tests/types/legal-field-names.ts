/**
 * Compiled by `tsc -p .` (npm run check), never run: the privacy notice's field names are typed by
 * the forms' own `fields`, so a field declared in a form's content type (which a field of
 * shared/form-fields.ts needs for its label) needs its name in the notice of every content module.
 * The `@ts-expect-error` fails the typecheck if that requirement goes away.
 */
import type { ContactFormContent, FieldText, LegalContent, LegalFieldNames } from '../../schema/site-content';

type Names = LegalContent['privacy']['purposes']['fieldNames']['contactMessage'];
/** A field no real form has (the check holds after a real one is added). */
type WithWebsite = LegalFieldNames<ContactFormContent['fields'] & { testWebsite: FieldText }>;

export const withWebsite = (names: Names): WithWebsite => ({ ...names, testWebsite: 'Website' });
// @ts-expect-error a field of the form without its name in the notice: "Property 'testWebsite' is missing"
export const forgotten = (names: Names): WithWebsite => ({ ...names });
