/**
 * Compiled by `tsc -p .` (npm run check), never run: a field that takes the honeypot's name or a
 * record column is refused by the type of `defineForm`, at that field. Each `@ts-expect-error`
 * fails the typecheck if the refusal goes away; the accepted twins show the line is otherwise valid.
 * (tests/unit/form-fields.test.ts runs the compiler on such a field and reads its message.)
 */
import { defineForm, honeypotName } from '../../shared/form-fields';

const content = (site: Parameters<Parameters<typeof defineForm>[1]>[0]) => site.contact.form;

export const refused = () => [
  defineForm('contact_messages', content, [
    { name: 'first_name', label: 'firstName', type: 'text', required: true, maxLength: 100 },
    // @ts-expect-error the honeypot's name is reserved
    { name: 'hp_trap_9f', label: 'role', type: 'text', required: false, maxLength: 100 },
  ]),
  defineForm('contact_messages', content, [
    // @ts-expect-error the honeypot's name is reserved, however it is written
    { name: honeypotName, label: 'role', type: 'text', required: false, maxLength: 100 },
  ]),
  defineForm('contact_messages', content, [
    // @ts-expect-error a record column is reserved as a column
    { name: 'site', column: 'suspected_automated', label: 'role', type: 'text', required: false, maxLength: 100 },
  ]),
  defineForm('contact_messages', content, [
    // @ts-expect-error a record column is reserved as a name too
    { name: 'honeypot', label: 'role', type: 'text', required: false, maxLength: 100 },
  ]),
  defineForm('contact_messages', content, [
    // @ts-expect-error a label the form's content does not have
    { name: 'website', label: 'homepage', type: 'text', required: false, maxLength: 100 },
  ]),
];

export const accepted = () =>
  defineForm('contact_messages', content, [
    { name: 'first_name', label: 'firstName', type: 'text', required: true, maxLength: 100 },
    { name: 'website', label: 'role', type: 'text', required: false, maxLength: 100 },
    { name: 'site', column: 'site_url', label: 'role', type: 'text', required: false, maxLength: 100 },
  ]);
