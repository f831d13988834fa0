/**
 * The words of the e-mail to sales, per language, from the content modules: forms.salesEmail plus
 * each form's fields in their declared order (shared/form-fields.ts), with their labels and the
 * names of their lists' codes. The Edge Function cannot load the content
 * modules, so `npm run sales-words` writes them to supabase/functions/_shared/sales-words.json
 * (a test keeps that file equal to what the modules say).
 */
import path from 'node:path';
import { contentFor } from '../../content/index.js';
import { translatedLocales, type TranslatedLocale } from '../../content/locales.js';
import { asRead } from '../../content/typography.js';
import type { SiteContent } from '../../schema/site-content.js';
import { columnOf, fieldWords, formTables, forms, type FormTable } from '../../shared/form-fields.js';
import type { SalesField, SalesWords } from '../../supabase/functions/_shared/lead-delivery.js';
import { projectRoot } from '../../tooling/project.js';

export const salesWordsFile = path.join(projectRoot, 'supabase/functions/_shared/sales-words.json');

/**
 * An e-mail is plain text that sales search: without the word joiners the site's typography puts
 * in short compounds ("Demo-⁠Anfrage"), which would keep a search for "Demo-Anfrage" from matching.
 */
const plainTexts = <Words extends { [Key in keyof Words]: string }>(words: Words): Words =>
  Object.fromEntries(Object.entries<string>(words).map(([key, text]) => [key, asRead(text)])) as Words;

export function salesWordsOf(locale: TranslatedLocale): SalesWords {
  const content = contentFor(locale);
  return {
    language: locale,
    ...plainTexts(content.forms.salesEmail),
    forms: Object.fromEntries(formTables.map((table) => [table, salesFields(table, content)])) as Record<FormTable, SalesField[]>,
  };
}

/** A form's fields as sales reads them: its labels, its lists' names, its long texts apart. */
function salesFields(table: FormTable, content: SiteContent): SalesField[] {
  const text = forms[table].content(content);
  return forms[table].fields.map((field) => {
    const { label, choices } = fieldWords(field, text);
    return {
      column: columnOf(field),
      label: asRead(label),
      ...(field.type === 'select' ? { choices: Object.fromEntries(choices.map((choice) => [choice.id, asRead(choice.label)])) } : {}),
      ...(field.type === 'textarea' ? { long: true } : {}),
    };
  });
}

/** Every language's words, keyed by language code. */
export function allSalesWords(): Record<TranslatedLocale, SalesWords> {
  return Object.fromEntries(translatedLocales.map((locale) => [locale, salesWordsOf(locale)])) as Record<TranslatedLocale, SalesWords>;
}

/** The JSON file's text, as `npm run sales-words` writes it. */
export function salesWordsJson(): string {
  return JSON.stringify(allSalesWords(), null, 2) + '\n';
}
