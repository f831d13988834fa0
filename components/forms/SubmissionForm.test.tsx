/**
 * The browser's checks follow from the forms' definition (shared/form-fields.ts): each declared
 * field is rendered, in order, with its type, its required flag and its maxlength; the honeypot
 * is hidden from assistive technology and autofill, under its reserved name.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentFor } from '../../content/index';
import { contactMessageForm, demoRequestForm, honeypotName, type FormDefinition } from '../../shared/form-fields';
import { ContactForm, planNamesOf } from '../ContactForm/ContactForm';
import { DemoRequestForm } from '../DemoRequestForm/DemoRequestForm';

const content = contentFor('it');
const common = { locale: 'it' as const, common: content.forms.common, notices: content.common.notices };
const rendered: [string, FormDefinition, string][] = [
  ['contact_messages', contactMessageForm, renderToStaticMarkup(<ContactForm {...common} text={content.contact.form} planNames={planNamesOf(content.pricing.plans)} />)],
  ['demo_requests', demoRequestForm, renderToStaticMarkup(<DemoRequestForm {...common} text={content.home.demo} />)],
];

/** Each named control: its tag and attributes. */
function controls(html: string) {
  return [...html.matchAll(/<(input|textarea|select)\b([^>]*)>/g)].map(([, tag, attributes]) => ({
    tag: tag!,
    attribute: (name: string) => new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>]|$)`).exec(attributes!)?.[1] ?? (new RegExp(`\\s${name}(?=[\\s/>=]|$)`).test(attributes!) ? '' : undefined),
  }));
}

describe.each(rendered)('%s', (_table, form, html) => {
  it('renders every declared field in order, with its type, required flag and maxlength', () => {
    const named = controls(html).filter((control) => control.attribute('name') !== honeypotName);
    expect(named.map((control) => control.attribute('name'))).toEqual(form.fields.map((field) => field.name));
    for (const [i, field] of form.fields.entries()) {
      const control = named[i]!;
      const tag = field.type === 'select' ? 'select' : field.type === 'textarea' ? 'textarea' : 'input';
      expect(control.tag, field.name).toBe(tag);
      if (tag === 'input') expect(control.attribute('type'), field.name).toBe(field.type);
      expect(control.attribute('required') !== undefined, field.name).toBe(field.required);
      expect(control.attribute('maxLength') ?? control.attribute('maxlength'), field.name).toBe(field.type === 'select' ? undefined : String(field.maxLength));
    }
  });

  it('hides the honeypot from assistive technology, the keyboard and autofill', () => {
    expect(html).toMatch(new RegExp(`<div[^>]*aria-hidden="true"[^>]*><label>[^<]*<input type="text" tabindex="-1" autoComplete="off" name="${honeypotName}"/>`));
  });
});
