/** The contract facts (content/facts.ts `contract`) written per language: Intl for durations, currencies and lists, the words from `common.formats.contract`. */
import { describe, expect, it } from 'vitest';
import { contract, isPlaceholder, placeholderLabels, type ContractTermValue, type Integration } from '../../content/facts';
import { fillPlaceholders } from '../../content/format';
import { formatContractTerm } from '../../content/format-contract';
import { contentFor } from '../../content/index';
import type { TranslatedLocale } from '../../content/locales';

const formatsOf = (locale: TranslatedLocale) => contentFor(locale).common.formats;
// Intl and the typography put no-break spaces where a line must not break; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');
const write = (fact: ContractTermValue, locale: TranslatedLocale) => plain(formatContractTerm(fact, locale, formatsOf(locale)));

describe('the contract facts, per language', () => {
  it('write the minimum term and the notice as durations by Intl', () => {
    const term: ContractTermValue = { term: 'minimumTermMonths', value: 12 };
    const notice: ContractTermValue = { term: 'noticeDays', value: 30 };
    expect([write(term, 'fr'), write(term, 'en'), write(term, 'de'), write(term, 'it'), write(term, 'es')]).toEqual(['12 mois', '12 months', '12 Monate', '12 mesi', '12 meses']);
    expect([write(notice, 'fr'), write(notice, 'en'), write(notice, 'de'), write(notice, 'it'), write(notice, 'es')]).toEqual(['30 jours', '30 days', '30 Tage', '30 giorni', '30 días']);
    expect(write({ term: 'minimumTermMonths', value: 1 }, 'de')).toBe('1 Monat');
  });

  it('list the billing periods with "or", in the language’s words', () => {
    const periods: ContractTermValue = { term: 'billingPeriods', value: ['monthly', 'annual'] };
    expect(write(periods, 'fr')).toBe('mensuelle ou annuelle');
    expect(write(periods, 'en')).toBe('monthly or annually');
    expect(write(periods, 'de')).toBe('monatlich oder jährlich');
    expect(write(periods, 'it')).toBe('mensile o annuale');
    expect(write(periods, 'es')).toBe('mensual o anual');
    expect(write({ term: 'billingPeriods', value: ['quarterly'] }, 'en')).toBe('quarterly');
  });

  it('name the currency by Intl, as it follows a price, and say whether VAT is excluded', () => {
    const excluded: ContractTermValue = { term: 'prices', value: { currency: 'EUR', excludesVat: true } };
    expect(write(excluded, 'fr')).toBe('prix en euros hors taxes');
    expect(write(excluded, 'en')).toBe('prices in euros, excluding VAT');
    expect(write(excluded, 'de')).toBe('Preise in Euro zzgl. MwSt.');
    expect(write(excluded, 'it')).toBe('prezzi in euro IVA esclusa');
    expect(write(excluded, 'es')).toBe('precios en euros, IVA no incluido');
    expect(write({ term: 'prices', value: { currency: 'GBP', excludesVat: false } }, 'en')).toBe('prices in British pounds, including VAT');
  });

  it('word each closed choice (what counts, what happens at the limit, how content is collected) from the language’s formats', () => {
    for (const locale of ['fr', 'en', 'de', 'it', 'es'] as const) {
      const words = formatsOf(locale).contract;
      expect(write({ term: 'quotaCounting', value: 'rightsRequestSent' }, locale)).toBe(plain(words.quotaCounting.rightsRequestSent));
      expect(write({ term: 'quotaCounting', value: 'rightsGranted' }, locale)).toBe(plain(words.quotaCounting.rightsGranted));
      expect(write({ term: 'atQuota', value: 'requestsPause' }, locale)).toBe(plain(words.atQuota.requestsPause));
      expect(write({ term: 'atQuota', value: 'overageInvoiced' }, locale)).toBe(plain(words.atQuota.overageInvoiced));
      expect(write({ term: 'contentSourcing', value: 'officialApis' }, locale)).toBe(plain(words.contentSourcing.officialApis));
      expect(write({ term: 'permissionRequest', value: 'creatorReply' }, locale)).toBe(plain(words.permissionRequest.creatorReply));
    }
    expect(write({ term: 'atQuota', value: 'requestsPause' }, 'en')).toMatch(/nothing is billed automatically/);
  });

  it('name the integrations by kind (shop, PIM, DAM, e-mail), the roadmap apart only when there is one', () => {
    const integrations: Integration[] = [
      { name: 'Klaviyo', kind: 'email', status: 'available' },
      { name: 'Salsify', kind: 'pim', status: 'roadmap' },
      { name: 'Bynder', kind: 'dam', status: 'available' },
      { name: 'Shopify', kind: 'shop', status: 'available' },
    ];
    expect(write({ term: 'integrations', value: integrations }, 'fr')).toBe('Shopify, Bynder et Klaviyo ; bientôt : Salsify');
    expect(write({ term: 'integrations', value: integrations }, 'de')).toBe('Shopify, Bynder und Klaviyo; demnächst: Salsify');
    expect(write({ term: 'integrations', value: integrations }, 'en')).toBe('Shopify, Bynder and Klaviyo; coming soon: Salsify');
    expect(write({ term: 'integrations', value: integrations }, 'es')).toBe('Shopify, Bynder y Klaviyo; pronto: Salsify');
    const available = integrations.filter((integration) => integration.status === 'available');
    expect(write({ term: 'integrations', value: available }, 'it')).toBe('Shopify, Bynder e Klaviyo');
  });

  it('name the platform’s sub-processors with their role and country by Intl, its measures and certifications (who certified, until when), its guaranteed uptime, the creator licence’s withdrawal as a duration', () => {
    const processors: ContractTermValue = {
      term: 'platformProcessors',
      value: [
        { name: 'Hébergeur SAS', role: 'hosting', countryCode: 'FR' },
        { name: 'Chat Ltd', role: 'support', countryCode: 'IE' },
      ],
    };
    expect(write(processors, 'fr')).toBe('Hébergeur SAS (hébergement, France) et Chat Ltd (messagerie d’assistance, Irlande)');
    expect(write(processors, 'de')).toBe('Hébergeur SAS (Hosting, Frankreich) und Chat Ltd (Support-Chat, Irland)');
    const measures = ['encryptionInTransit', 'encryptionAtRest'] as const;
    expect(write({ term: 'security', value: { measures, certifications: [] } }, 'en')).toBe('encryption in transit (TLS) and encryption at rest');
    const iso = { standard: 'ISO/IEC 27001', certifiedBy: 'Certifier SAS', validUntil: '2027-06' };
    expect(write({ term: 'security', value: { measures, certifications: [iso] } }, 'en')).toBe('encryption in transit (TLS) and encryption at rest; ISO/IEC 27001 certification (Certifier SAS, valid until June 2027)');
    expect(write({ term: 'security', value: { measures, certifications: [iso] } }, 'fr')).toBe('échanges chiffrés (TLS) et données chiffrées au repos ; certification ISO/IEC 27001 (Certifier SAS, valable jusqu’en juin 2027)');
    expect(write({ term: 'enterpriseUptime', value: 0.999 }, 'fr')).toMatch(/^disponibilité garantie de 99,9 % par mois/);
    expect(write({ term: 'enterpriseUptime', value: 0.9995 }, 'de')).toMatch(/99,95 %/);
    const licence: ContractTermValue = { term: 'creatorLicence', value: { basis: 'freeNonExclusive', withdrawalDays: 7 } };
    expect(write(licence, 'fr')).toMatch(/^gratuite et non exclusive, .* sous 7 jours$/);
    expect(write(licence, 'de')).toMatch(/spätestens 7 Tage danach/);
    expect(write(licence, 'es')).toMatch(/en un plazo de 7 días$/);
  });

  it('fill a content string: the value while the fact is real, its bracketed path while it is a placeholder', () => {
    const text = fillPlaceholders('{minimumTerm} minimum, puis {noticePeriod}', 'fr', 2026, formatsOf('fr'));
    if (isPlaceholder(contract.minimumTermMonths)) {
      expect(placeholderLabels.get(contract.minimumTermMonths)).toBe('contract.minimumTermMonths');
      expect(text).toBe('[contract.minimumTermMonths] minimum, puis [contract.noticeDays]');
    } else {
      expect(plain(text)).toBe(`${contract.minimumTermMonths} mois minimum, puis ${isPlaceholder(contract.noticeDays) ? '' : contract.noticeDays} jours`);
    }
  });
});
