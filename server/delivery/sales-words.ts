/**
 * The words of the e-mail to sales, per language, from the content modules: forms.salesEmail plus
 * the forms' own field labels, role and reason names. The Edge Function cannot load the content
 * modules, so `npm run sales-words` writes them to supabase/functions/_shared/sales-words.json
 * (a test keeps that file equal to what the modules say).
 */
import path from 'node:path';
import { contentFor } from '../../content/index.js';
import { translatedLocales, type TranslatedLocale } from '../../content/locales.js';
import type { SalesWords } from '../../supabase/functions/_shared/lead-delivery.js';
import { projectRoot } from '../../tooling/project.js';

export const salesWordsFile = path.join(projectRoot, 'supabase/functions/_shared/sales-words.json');

export function salesWordsOf(locale: TranslatedLocale): SalesWords {
  const content = contentFor(locale);
  const demo = content.home.demo;
  const contact = content.contact.form;
  return {
    language: locale,
    ...content.forms.salesEmail,
    fields: {
      first_name: demo.fields.firstName.label,
      last_name: demo.fields.lastName.label,
      email: demo.fields.email.label,
      company: demo.fields.company.label,
      role: demo.fields.role.label,
      phone: demo.fields.phone.label,
      reason: contact.fields.reason.label,
      message: demo.fields.message.label,
    },
    roles: Object.fromEntries(demo.roles.map((choice) => [choice.id, choice.label])),
    reasons: Object.fromEntries(contact.reasons.map((choice) => [choice.id, choice.label])),
  };
}

/** Every language's words, keyed by language code. */
export function allSalesWords(): Record<TranslatedLocale, SalesWords> {
  return Object.fromEntries(translatedLocales.map((locale) => [locale, salesWordsOf(locale)])) as Record<TranslatedLocale, SalesWords>;
}

/** The JSON file's text, as `npm run sales-words` writes it. */
export function salesWordsJson(): string {
  return JSON.stringify(allSalesWords(), null, 2) + '\n';
}
