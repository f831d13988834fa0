/**
 * The contract facts (content/facts.ts `contract`) in a language: counts and durations, currencies
 * and lists by Intl, the words around them from the language's `common.formats.contract`.
 */
import type { ContractTermValue, Integration, PlatformProcessor, PlatformSecurity } from './contract-types';
import { formatCountry, formatMonthOrPeriod } from './format-numbers';
import type { Locale } from './locales';
import type { FormatPatterns, IntegrationKind } from '../schema/site-content';

/** The order integrations are named in: where a shopper buys, then the product data, the media, the e-mails. */
const kindOrder: readonly IntegrationKind[] = ['shop', 'pim', 'dam', 'email'];

/** The en pages write British English, whose lists take no serial comma ("Bynder and Klaviyo"). */
const listLocales: Partial<Record<Locale, string>> = { en: 'en-GB' };

function list(items: readonly string[], locale: Locale, type: 'conjunction' | 'disjunction'): string {
  return new Intl.ListFormat(listLocales[locale] ?? locale, { type }).format(items);
}

/** "12 mois", "30 Tage": a duration as the language writes it with its unit's long name. */
function duration(value: number, unit: 'month' | 'day', locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** "euros", "Euro": a currency's name as it follows a price in the language (the plural where it takes one). */
function currencyName(code: string, locale: Locale): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'name' }).formatToParts(2);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

/** Integrations' names by kind, listed by Intl ("Shopify, WooCommerce et Akeneo"). */
function namesOf(integrations: readonly Integration[], locale: Locale): string {
  const sorted = [...integrations].sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind));
  return list(sorted.map((integration) => integration.name), locale, 'conjunction');
}

function integrationsText(integrations: readonly Integration[], locale: Locale, formats: FormatPatterns): string {
  const available = namesOf(integrations.filter((integration) => integration.status === 'available'), locale);
  const roadmap = integrations.filter((integration) => integration.status === 'roadmap');
  if (roadmap.length === 0) return available;
  return formats.contract.integrationsWithRoadmap.replace('{available}', available).replace('{roadmap}', namesOf(roadmap, locale));
}

/** "Nuage Exemple SAS (hébergement, France)": each sub-processor with its role and country, listed by Intl. */
function platformProcessorsText(processors: readonly PlatformProcessor[], locale: Locale, formats: FormatPatterns): string {
  const words = formats.contract;
  const items = processors.map((processor) =>
    words.platformProcessor
      .replace('{name}', processor.name)
      .replace('{role}', words.platformProcessorRoles[processor.role])
      .replace('{country}', formatCountry(processor.countryCode, locale)),
  );
  return list(items, locale, 'conjunction');
}

function securityText(security: PlatformSecurity, locale: Locale, formats: FormatPatterns): string {
  const words = formats.contract;
  const measures = list(security.measures.map((measure) => words.securityMeasures[measure]), locale, 'conjunction');
  if (security.certifications.length === 0) return measures;
  const certifications = security.certifications.map((certification) =>
    words.certification
      // A standard's name holds together ("ISO/IEC 27001").
      .replace('{standard}', certification.standard.replace(/ /g, '\u00a0'))
      .replace('{certifiedBy}', certification.certifiedBy)
      .replace('{validUntil}', formatMonthOrPeriod(certification.validUntil, locale)),
  );
  return words.securityWithCertifications.replace('{measures}', measures).replace('{certifications}', list(certifications, locale, 'conjunction'));
}

/** One contract fact, written for the language (before typesetting, like every placeholder's value). */
export function formatContractTerm(fact: ContractTermValue, locale: Locale, formats: FormatPatterns): string {
  const words = formats.contract;
  switch (fact.term) {
    case 'minimumTermMonths':
      return duration(fact.value, 'month', locale);
    case 'noticeDays':
      return duration(fact.value, 'day', locale);
    case 'billingPeriods':
      return list(fact.value.map((period) => words.billingPeriods[period]), locale, 'disjunction');
    case 'prices':
      return words.priceBasis[fact.value.excludesVat ? 'excludingVat' : 'includingVat'].replace('{currency}', currencyName(fact.value.currency, locale));
    case 'quotaCounting':
      return words.quotaCounting[fact.value];
    case 'atQuota':
      return words.atQuota[fact.value];
    case 'integrations':
      return integrationsText(fact.value, locale, formats);
    case 'contentSourcing':
      return words.contentSourcing[fact.value];
    case 'permissionRequest':
      return words.permissionRequest[fact.value];
    case 'dataProcessingAgreement':
      return words.dataProcessingAgreement[fact.value];
    case 'platformProcessors':
      return platformProcessorsText(fact.value, locale, formats);
    case 'security':
      return securityText(fact.value, locale, formats);
    case 'enterpriseUptime':
      return words.enterpriseUptime.replace('{uptime}', new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(fact.value));
    case 'creatorData':
      return words.creatorData[fact.value];
    case 'creatorLicence':
      return words.creatorLicence[fact.value.basis].replace('{withdrawalDays}', duration(fact.value.withdrawalDays, 'day', locale));
  }
}
