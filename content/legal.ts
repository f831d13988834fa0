/**
 * The parts of the privacy notice written from the facts rather than stated by the content:
 * which processors are outside the EEA, and under which safeguard. A sentence the facts do not
 * back ("no transfer outside the EEA") cannot be shown, whatever the content module says.
 */
import { isPlaceholder, marketAuthorities, processors as siteProcessors, type Fact, type ProcessorFacts } from './facts';
import { countryName, formatMissingFact } from './format';
import { translatedLocales, type Locale, type TranslatedLocale } from './locales';
import type { AuthorityId, LegalContent, LegalFormId, LegalRecipients, LegalTransfers } from '../schema/site-content';
import { forms, type FormDefinition, type FormTable } from '../shared/form-fields.js';
import { typeset } from './typography';

/** The table each form of the privacy notice describes. */
export const legalFormTables: Record<LegalFormId, FormTable> = {
  demoRequest: 'demo_requests',
  contactMessage: 'contact_messages',
};

/** The forms the privacy notice's data lists are written from: the site's, or a test's fixture. */
export type FormDefinitions = Readonly<Record<FormTable, FormDefinition>>;

/** Each form's field names in the privacy notice (one language). */
export type LegalFieldNameSets = LegalContent['privacy']['purposes']['fieldNames'];

/** One item of a form's "data collected": a field's name in the notice, and whether the form asks for it optionally. */
export interface CollectedField {
  /** The field's form name (shared/form-fields.ts), stable across languages. */
  field: string;
  name: string;
  optional: boolean;
}

/**
 * A form's "data collected", written from its definition: every field in the form's order, named
 * as the notice names it in this language (`fieldNames`, keyed like the form's `fields`). The
 * content check (legal-check.ts `legalFieldProblems`) refuses a field without its name, so the
 * fallback to the key is never shown.
 */
export function collectedFields(formId: LegalFormId, fieldNames: LegalFieldNameSets, definitions: FormDefinitions = forms): CollectedField[] {
  const names = fieldNames[formId] as Readonly<Record<string, string | undefined>>;
  return definitions[legalFormTables[formId]].fields.map((field) => ({ field: field.name, name: names[field.label] ?? field.label, optional: !field.required }));
}

/** A fact as the legal text writes it: its value, or its bracketed placeholder label. */
function factText(value: Fact<string>, write: (value: string) => string = (text) => text): string {
  return isPlaceholder(value) ? formatMissingFact(value) : write(value);
}


/** True only when the facts say the processor is established in the EEA (a placeholder is not). */
export function isInEea(processor: ProcessorFacts): boolean {
  return processor.safeguard === 'eea';
}

/**
 * The transfers sentence: `none` when every processor is in the EEA; otherwise `some`, listing each
 * processor outside it (or not known to be inside) with its country and its safeguard.
 */
export function transfersSentence(
  transfers: LegalTransfers,
  recipients: LegalRecipients,
  locale: Locale,
  processors: readonly ProcessorFacts[] = Object.values(siteProcessors),
): string {
  const outside = processors.filter((processor) => !isInEea(processor));
  if (outside.length === 0) return transfers.none;
  const items = outside.map((processor) => {
    const safeguard = isPlaceholder(processor.safeguard) ? formatMissingFact(processor.safeguard) : recipients.safeguards[processor.safeguard];
    return `${factText(processor.name)} (${countryName(processor.countryCode, locale)}) – ${safeguard}`;
  });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  return typeset(transfers.some.replace('{processors}', list), locale);
}

function isTranslatedLocale(locale: Locale): locale is TranslatedLocale {
  return (translatedLocales as readonly string[]).includes(locale);
}

/** The authorities a market's reader finds on the legal page; the pseudo language is built from fr and shows fr's. */
export function authoritiesFor(locale: Locale): readonly AuthorityId[] {
  return (isTranslatedLocale(locale) && marketAuthorities[locale]) || marketAuthorities.fr;
}

/**
 * The UK representative (UK GDPR art. 27) is named where UK readers are addressed: on the pages of
 * the markets whose authorities include the ICO.
 */
export function namesUkRepresentative(locale: Locale): boolean {
  return authoritiesFor(locale).includes('ico');
}
