/**
 * The parts of the privacy notice written from the facts rather than stated by the content:
 * which processors are outside the EEA, and under which safeguard. A sentence the facts do not
 * back ("no transfer outside the EEA") cannot be shown, whatever the content module says.
 */
import { isPlaceholder, marketAuthorities, processors as siteProcessors, type Fact, type ProcessorFacts } from './facts';
import { formatMissingFact } from './format';
import { translatedLocales, type Locale, type TranslatedLocale } from './locales';
import type { AuthorityId, LegalRecipients, LegalTransfers } from '../schema/site-content';
import { typeset } from './typography';

/** A fact as the legal text writes it: its value, or its bracketed placeholder label. */
function factText(value: Fact<string>, write: (value: string) => string = (text) => text): string {
  return isPlaceholder(value) ? formatMissingFact(value) : write(value);
}

/** "États-Unis", "United States": the processor's country, named by Intl in the page language. */
export function countryName(countryCode: Fact<string>, locale: Locale): string {
  return factText(countryCode, (code) => new Intl.DisplayNames(locale, { type: 'region' }).of(code) ?? code);
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
