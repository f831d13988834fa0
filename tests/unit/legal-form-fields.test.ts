/**
 * The privacy notice's "data collected" of each form is written from the forms' definitions
 * (shared/form-fields.ts): every field, in the form's order, named in each language by
 * `legal.privacy.purposes.fieldNames`. A field added to a definition without its name in a
 * language fails the content check (the build, `npm run check`), naming the file, the path to add
 * and the field; once named, the notice lists it. The fixture adds a field to a copy of the
 * definitions, never to the source.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentFor, contentModules } from '../../content/index';
import { collectedFields } from '../../content/legal';
import type { Locale } from '../../content/locales';
import { FormPurposes } from '../../pages/legal/FormPurposes';
import { formatProblems, validateLocales } from '../../schema/validate';
import { forms } from '../../shared/form-fields';
import { formsWithWebsite, websiteField } from '../fixtures/website-field';

const translated = Object.keys(contentModules) as Locale[];

/** What the notice's data list of each form shows, item by item. */
function dataLists(html: string): string[][] {
  return [...html.matchAll(/<ul class="[^"]*">(.*?)<\/ul>/g)].map(([, items]) => [...items!.matchAll(/<li>(.*?)<\/li>/g)].map(([, item]) => item!));
}

describe('the privacy notice lists every field of each form', () => {
  it.each(translated)('%s: each form’s data list is its fields in order, an optional one marked, then what the page adds', (locale) => {
    const content = contentFor(locale);
    const { purposes } = content.legal.privacy;
    const html = renderToStaticMarkup(createElement(FormPurposes, { purposes, optional: content.forms.common.optional }));
    const expected = purposes.forms.map((form) => [
      ...collectedFields(form.id, purposes.fieldNames).map(({ name, optional }) => (optional ? `${name} ${content.forms.common.optional}` : name)),
      purposes.visitData,
    ]);
    const escape = (text: string) => renderToStaticMarkup(createElement('i', null, text)).slice(3, -4);
    expect(dataLists(html)).toEqual(expected.map((items) => items.map(escape)));
    // Every declared field is there, by its name in this language.
    expect(expected[1]).toHaveLength(forms.contact_messages.fields.length + 1);
    expect(expected[0]).toHaveLength(forms.demo_requests.fields.length + 1);
  });

  it('refuses a field added to a definition without its name in the notice, in every language, saying what to add', () => {
    const lines = formatProblems(validateLocales(contentModules, formsWithWebsite)).split('\n').filter(Boolean);
    expect(lines).toEqual(
      translated.map(
        (locale) =>
          `content/${locale}.ts: legal.privacy.purposes.fieldNames.contactMessage.testWebsite is missing: the privacy notice lists every field of contact_messages (shared/form-fields.ts); add the name the field "test_website" goes by in this language's data collected`,
      ),
    );
  });

  it('names only the languages still missing it, and lists the field once it is named', () => {
    const modules = structuredClone(contentModules) as Record<Locale, any>;
    for (const locale of translated.filter((code) => code !== 'de')) modules[locale].legal.privacy.purposes.fieldNames.contactMessage[websiteField.label] = 'Website';
    const lines = formatProblems(validateLocales(modules, formsWithWebsite)).split('\n').filter(Boolean);
    // The content type does not have the key yet: the JSON schema calls it extra until schema/site-content.ts declares it.
    expect(lines.filter((line) => line.includes('fieldNames.contactMessage.testWebsite is missing'))).toEqual([
      `content/de.ts: legal.privacy.purposes.fieldNames.contactMessage.testWebsite is missing: the privacy notice lists every field of contact_messages (shared/form-fields.ts); add the name the field "test_website" goes by in this language's data collected`,
    ]);
    // The page lists it where the form asks for it, marked optional as the form marks it.
    const en = contentFor('en');
    const purposes = structuredClone(en.legal.privacy.purposes) as any;
    purposes.fieldNames.contactMessage[websiteField.label] = 'Website';
    const html = renderToStaticMarkup(createElement(FormPurposes, { purposes, optional: en.forms.common.optional, definitions: formsWithWebsite }));
    const contactList = dataLists(html)[purposes.forms.findIndex((form: { id: string }) => form.id === 'contactMessage')]!;
    const names = en.legal.privacy.purposes.fieldNames.contactMessage;
    expect(contactList.slice(-4)).toEqual([`Website ${en.forms.common.optional}`, names.reason, names.message, purposes.visitData]);
    expect(contactList).toHaveLength(forms.contact_messages.fields.length + 2);
  });

  it('refuses a name for a field the form does not have', () => {
    const modules = structuredClone(contentModules) as Record<Locale, any>;
    const lines = formatProblems(validateLocales(modules, { ...forms, demo_requests: { ...forms.demo_requests, fields: forms.demo_requests.fields.slice(0, -1) } }));
    expect(lines.split('\n').filter(Boolean)).toEqual(
      translated.map((locale) => `content/${locale}.ts: legal.privacy.purposes.fieldNames.demoRequest.message names a field demo_requests does not have (shared/form-fields.ts): remove it`),
    );
  });
});
