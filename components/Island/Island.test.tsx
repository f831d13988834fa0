/**
 * The server side of an island, rendered as a page renders it: its own tree, its props as JSON,
 * ids prefixed with the island's name (the prefix hydrateRoot gets), every label naming a field
 * of the island, and nothing of the page's own React tree in between.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentFor } from '../../content/index';
import { ContactForm, planNamesOf } from '../ContactForm/ContactForm';
import { DemoRequestForm } from '../DemoRequestForm/DemoRequestForm';
import { roleCodes } from '../../shared/form-rules';
import { Island } from './Island';
import { islandPrefix } from './names';

const content = contentFor('de');
const props = { locale: 'de' as const, text: content.contact.form, common: content.forms.common, notices: content.common.notices, planNames: planNamesOf(content.pricing.plans) };
const html = renderToStaticMarkup(<Island name="contact-form" component={ContactForm} props={props} errorTitle={content.common.appError.title} />);
const element = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);

describe('Island (server side)', () => {
  it('marks its element and carries its props as JSON, so the client hydrates the same tree', () => {
    expect(html).toMatch(/^<div data-island="contact-form" data-props="/);
    const serialized = /data-props="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    expect(JSON.parse(serialized)).toEqual({ props, errorTitle: content.common.appError.title });
  });

  it('prefixes every id with the island name, and each label names a field of the island', () => {
    const ids = element(/ id="([^"]+)"/g);
    expect(ids.length).toBeGreaterThan(5);
    // React's useId ids start with the identifierPrefix; react-aria puts its own prefix before them.
    for (const id of ids) expect(id).toContain(`_${islandPrefix('contact-form')}`);
    const targets = element(/<label[^>]* for="([^"]+)"/g);
    expect(targets.length).toBeGreaterThanOrEqual(8);
    for (const target of targets) expect(ids).toContain(target);
  });

  it('renders the demo form with the six roles of the page language and typed e-mail and phone inputs, before any script runs', () => {
    const demo = renderToStaticMarkup(<Island name="demo-form" component={DemoRequestForm} props={{ ...props, text: content.home.demo }} errorTitle={content.common.appError.title} />);
    const options = [...demo.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((match) => [match[1], match[2]]);
    expect(options).toEqual([['', content.forms.common.choose], ...content.home.demo.roles.map((role) => [role.id, role.label])]);
    expect(content.home.demo.roles.map((role) => role.id)).toEqual([...roleCodes]);
    expect(demo).toMatch(/<input[^>]*type="email"[^>]*name="email"|<input[^>]*name="email"[^>]*type="email"/);
    expect(demo).toMatch(/<input[^>]*type="tel"[^>]*name="phone"|<input[^>]*name="phone"[^>]*type="tel"/);
  });
});
