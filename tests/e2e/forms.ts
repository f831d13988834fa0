/**
 * The form island on its two pages, described once so that every form test runs on both: the contact
 * page, and its demo variant where every "request a demo" leads, the reason preset to the demo.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { contentFor } from '../../content/index';
import { routeFor, type Locale, type PageKey } from '../../content/locales';
import type { IslandName } from '../../components/Island/names';
import type { FormTable } from '../../shared/form-rules';
import { baseURL } from '../../playwright.config';

interface FieldValue {
  label: (locale: Locale) => string;
  /** Optional fields carry a marker after their label. */
  optional?: boolean;
  value: string | ((locale: Locale) => string);
  select?: boolean;
  /** The stored column, when it is stored as typed. */
  column: string;
}

export interface FormUnderTest {
  island: IslandName;
  page: PageKey;
  table: FormTable;
  text: (locale: Locale) => { submit: string; submitting: string; success: { title: string; text: string }; failure: { title: string; text: string } };
  fields: FieldValue[];
  /** Fields the page fills in itself (in its HTML, and again after a reset), with their stored value. */
  preset?: { label: (locale: Locale) => string; column: string; value: string }[];
}

const contact = (locale: Locale) => contentFor(locale).contact.form;

export const demoForm: FormUnderTest = {
  island: 'contact-form',
  page: 'demo',
  table: 'contact_messages',
  // The demo page answers with the demo's own success notice.
  text: (l) => ({ ...contact(l), success: contentFor(l).home.demo.success }),
  fields: [
    { label: (l) => contact(l).fields.firstName.label, value: 'Camille', column: 'first_name' },
    { label: (l) => contact(l).fields.lastName.label, value: 'Durand', column: 'last_name' },
    { label: (l) => contact(l).fields.company.label, value: 'Maison Exemple', column: 'company' },
    { label: (l) => contact(l).fields.role.label, optional: true, value: 'Directrice e-commerce', column: 'role' },
    { label: (l) => contact(l).fields.phone.label, optional: true, value: '+33 1 23 45 67 89', column: 'phone' },
    { label: (l) => contact(l).fields.message.label, value: 'Une démo pour notre équipe.', column: 'message' },
  ],
  preset: [{ label: (l) => contact(l).fields.reason.label, column: 'reason', value: 'demo' }],
};

export const contactForm: FormUnderTest = {
  island: 'contact-form',
  page: 'contact',
  table: 'contact_messages',
  text: contact,
  fields: [
    { label: (l) => contact(l).fields.firstName.label, value: 'Luca', column: 'first_name' },
    { label: (l) => contact(l).fields.lastName.label, value: 'Rossi', column: 'last_name' },
    { label: (l) => contact(l).fields.company.label, value: 'Studio Rossi', column: 'company' },
    { label: (l) => contact(l).fields.role.label, optional: true, value: 'Brand manager', column: 'role' },
    { label: (l) => contact(l).fields.phone.label, optional: true, value: '+39 02 1234 5678', column: 'phone' },
    { label: (l) => contact(l).fields.reason.label, value: 'partnership', select: true, column: 'reason' },
    { label: (l) => contact(l).fields.message.label, value: 'Parliamo di una partnership.', column: 'message' },
  ],
};

export const emailLabel = (_form: FormUnderTest, locale: Locale) => contact(locale).fields.email.label;

/** The island: every lookup is scoped to it (the footer has a 'Company' heading too). */
export function islandOf(page: Page, form: FormUnderTest): Locator {
  return page.locator(`[data-island="${form.island}"]`);
}

export function fieldOf(page: Page, form: FormUnderTest, locale: Locale, field: FieldValue): Locator {
  const label = field.label(locale);
  return islandOf(page, form).getByLabel(field.optional ? new RegExp(`^${label}`) : label, { exact: !field.optional });
}

/**
 * The server's other loopback address: tests that store many rows come from there, so that the
 * per-address flood guard never trips the other tests (all of them come from 127.0.0.1).
 */
export const otherClientOrigin = baseURL.replace('127.0.0.1', '[::1]');

export async function openForm(page: Page, form: FormUnderTest, locale: Locale, origin = ''): Promise<Locator> {
  await page.goto(`${origin}${routeFor(form.page, locale)}#contact-form`);
  const island = islandOf(page, form);
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  return island;
}

export async function fillForm(page: Page, form: FormUnderTest, locale: Locale, email: string): Promise<void> {
  for (const field of form.fields) {
    const value = typeof field.value === 'function' ? field.value(locale) : field.value;
    if (field.select) await fieldOf(page, form, locale, field).selectOption(value);
    else await fieldOf(page, form, locale, field).fill(value);
  }
  await islandOf(page, form).getByLabel(emailLabel(form, locale), { exact: true }).fill(email);
}

export function expectedRow(form: FormUnderTest, locale: Locale): Record<string, string> {
  const typed = form.fields.map((field) => [field.column, typeof field.value === 'function' ? field.value(locale) : field.value]);
  const preset = (form.preset ?? []).map((field) => [field.column, field.value]);
  return Object.fromEntries([...typed, ...preset]);
}
