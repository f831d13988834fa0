/**
 * Where the data is hosted and where the team is based are facts (settings.platformDataCountry,
 * settings.headOffice.countryCode), named per language by Intl; the hosts the privacy notice lists
 * agree with the hosting claim, and no page writes the country by hand.
 */
import { describe, expect, it } from 'vitest';
import { placeholder, processors, settings, type ProcessorFacts } from '../../content/facts';
import { fillPlaceholders } from '../../content/format';
import { glossaryProblems } from '../../content/glossary';
import { contentFor, contentModules } from '../../content/index';
import { hostingCountryProblems, legalFactProblems, platformHostingProblems } from '../../content/legal-check';
import { translatedLocales, type TranslatedLocale } from '../../content/locales';
import { textsOf } from '../../content/tree';

const fill = (text: string, locale: TranslatedLocale) => fillPlaceholders(text, locale, 2026, contentFor(locale).common.formats);

describe('the hosting and team countries are written by Intl', () => {
  it.each([
    ['fr', 'Données hébergées en {dataCountry}', 'Données hébergées en France'],
    ['en', 'Data hosted in {dataCountry}', 'Data hosted in France'],
    ['de', 'Hosting in {dataCountry}', 'Hosting in Frankreich'],
    ['it', 'Dati ospitati in {dataCountry}', 'Dati ospitati in Francia'],
    ['es', 'Datos alojados en {dataCountry}', 'Datos alojados en Francia'],
    ['de', 'Unser Team in {teamCountry}', 'Unser Team in Frankreich'],
    ['es', 'Equipo con sede en {teamCountry}', 'Equipo con sede en Francia'],
  ] as const)('%s: %s', (locale, text, expected) => {
    expect(fill(text, locale)).toBe(expected);
  });

  it('the facts are ISO 3166 codes (or placeholders)', () => {
    for (const code of [settings.platformDataCountry, settings.headOffice.countryCode]) {
      if (typeof code === 'string') expect(code).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('every page that says where the data is hosted or where the team is based uses the facts', () => {
    // The country's name in each language must come only from a placeholder: none is typed by hand
    // outside the legal page (which names the law and the courts) and the product previews (a drawn
    // licence request names the territory an example brand asks for, not where anyone is based).
    const typed: string[] = [];
    for (const locale of translatedLocales) {
      const name = new Intl.DisplayNames(locale, { type: 'region' }).of('FR')!;
      for (const [path, text] of textsOf(contentModules[locale])) {
        if (path.startsWith('legal.') || path.startsWith('previews.')) continue;
        if (new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u').test(text)) typed.push(`${locale} ${path}: ${text}`);
      }
    }
    expect(typed).toEqual([]);
  });

  it('the glossary refuses the country typed by hand in a hosting or team claim', () => {
    expect(glossaryProblems('Données hébergées en France', 'fr', 'pricing.inclusions.items[4]')).toHaveLength(1);
    expect(glossaryProblems('Data hosted in France', 'en', 'pricing.inclusions.items[4]')).toHaveLength(1);
    expect(glossaryProblems('Hosting in der EU', 'de', 'pricing.reassurance.chips[1]')).toHaveLength(1);
    expect(glossaryProblems('Dati ospitati in Francia', 'it', 'demo.nextSteps.note')).toHaveLength(1);
    expect(glossaryProblems('Tus datos se alojan en Francia', 'es', 'support.faq.items[0].answer')).toHaveLength(1);
    expect(glossaryProblems('Un equipo con sede en Francia', 'es', 'common.footer.supportText')).toHaveLength(1);
    expect(glossaryProblems('Datos alojados en {dataCountry}', 'es', 'pricing.inclusions.items[4]')).toEqual([]);
  });
});

describe('the hosts of the privacy notice agree with the hosting claim', () => {
  const host = (role: ProcessorFacts['role'], countryCode: ProcessorFacts['countryCode']): ProcessorFacts => ({
    name: 'Host Test',
    role,
    countryCode,
    safeguard: placeholder(),
  });

  it('holds for the current facts', () => {
    expect(hostingCountryProblems()).toEqual([]);
    expect(legalFactProblems()).toEqual([]);
  });

  it('refuses a site or database host established in another country', () => {
    const list = { siteHost: host('siteHosting', 'FR'), databaseHost: host('formDatabase', 'US') };
    expect(hostingCountryProblems('FR', list)).toEqual([
      "content/facts.ts: processors.databaseHost (formDatabase) is established in US, but settings.platformDataCountry says the data is hosted in FR: change one of them (and the pages' hosting claim with it)",
    ]);
    expect(hostingCountryProblems('FR', { siteHost: host('siteHosting', 'DE') })).toHaveLength(1);
  });

  it('leaves the processors that do not host (lead delivery) and facts not known yet', () => {
    expect(hostingCountryProblems('FR', { leadWebhook: host('leadChat', 'US'), leadEmail: host('leadEmail', 'IE') })).toEqual([]);
    expect(hostingCountryProblems('FR', { databaseHost: host('formDatabase', placeholder()) })).toEqual([]);
    expect(hostingCountryProblems(placeholder(), { databaseHost: host('formDatabase', 'US') })).toEqual([]);
  });

  it('holds the platform’s own hosts and backups (the legal page’s platform section) to the same country; other sub-processors may be elsewhere', () => {
    expect(platformHostingProblems()).toEqual([]);
    const list = [
      { name: 'Host SAS', role: 'hosting', countryCode: 'FR' },
      { name: 'Backup GmbH', role: 'backups', countryCode: 'DE' },
      { name: 'Chat Ltd', role: 'support', countryCode: 'IE' },
    ] as const;
    expect(platformHostingProblems('FR', list)).toEqual([expect.stringMatching(/^content\/facts\.ts: contract\.platformProcessors\[1\] \(Backup GmbH, backups\) is in DE/)]);
    expect(platformHostingProblems(placeholder(), list)).toEqual([]);
    expect(platformHostingProblems('FR', placeholder())).toEqual([]);
  });

  it('is part of the content check', () => {
    const saved = processors.databaseHost!;
    try {
      processors.databaseHost = { ...saved, countryCode: 'US', safeguard: 'dpf' };
      expect(legalFactProblems()).toEqual([expect.stringMatching(/^content\/facts\.ts: processors\.databaseHost \(formDatabase\) is established in US/)]);
    } finally {
      processors.databaseHost = saved;
    }
  });
});
