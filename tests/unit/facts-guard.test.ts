/** Company facts are real or explicit placeholders, and a public build refuses placeholders (scripts/facts-guard.ts). */
import { describe, expect, it } from 'vitest';
import { contract, factsChoiceOf, isPlaceholder, placeholderLabels, placeholderPaths, settings, statistics } from '../../content/facts';
import { contentFor } from '../../content/index';
import { fillPlaceholders, formatDate, formatDateTime, formatPhone } from '../../content/format';
import { factsGuardProblem, isPublicOrigin } from '../../scripts/facts-guard';

describe('the placeholder guard', () => {
  const missing = ['settings.siren', 'settings.siteHost.phone', 'settings.bookingUrl'];

  it('refuses a public origin while facts are placeholders, naming every one', () => {
    const problem = factsGuardProblem({ siteUrl: 'https://www.example.net', allowPlaceholders: undefined, placeholders: missing });
    expect(problem).toContain('https://www.example.net');
    for (const path of missing) expect(problem).toContain(`  ${path}\n`);
    expect(problem).toContain('ALLOW_PLACEHOLDERS=1');
  });

  it('names every placeholder of content/facts.ts by default', () => {
    const problem = factsGuardProblem({ siteUrl: 'https://www.example.net', allowPlaceholders: '' })!;
    expect(placeholderPaths().length).toBeGreaterThan(0);
    for (const path of placeholderPaths()) expect(problem.split('\n')).toContain(`  ${path}`);
  });

  it('refuses every statistic whose source is a placeholder, naming it', () => {
    const unsourced = Object.entries(statistics).filter(([, statistic]) => isPlaceholder(statistic.source));
    expect(unsourced.length).toBeGreaterThan(0);
    const problem = factsGuardProblem({ siteUrl: 'https://www.example.net', allowPlaceholders: undefined })!;
    for (const [key, statistic] of unsourced) {
      expect(placeholderLabels.get(statistic.source as never)).toBe(`statistics.${key}.source`);
      expect(problem.split('\n')).toContain(`  statistics.${key}.source`);
    }
  });

  it('refuses the contract basics the company has not stated yet (term, billing, notice, prices, quota, limit, integrations, sourcing), naming each', () => {
    const unstated = Object.entries(contract).filter(([, value]) => isPlaceholder(value));
    // The company's facts state none of them yet; the example company's state them all.
    if (isPlaceholder(settings.siren)) expect(unstated.map(([key]) => key)).toEqual(Object.keys(contract));
    const problem = factsGuardProblem({ siteUrl: 'https://www.example.net', allowPlaceholders: undefined, factsChoice: 'company' });
    for (const [key, value] of unstated) {
      expect(placeholderLabels.get(value as never)).toBe(`contract.${key}`);
      expect(problem!.split('\n')).toContain(`  contract.${key}`);
    }
  });

  it('passes with real values, with ALLOW_PLACEHOLDERS=1, and on local origins', () => {
    expect(factsGuardProblem({ siteUrl: 'https://www.example.net', allowPlaceholders: undefined, placeholders: [] })).toBeNull();
    expect(factsGuardProblem({ siteUrl: 'https://www.example.net', allowPlaceholders: '1', placeholders: missing })).toBeNull();
    for (const siteUrl of [undefined, '', 'http://localhost:3000', 'http://127.0.0.1:4173', 'http://app.localhost', 'http://[::1]:3000'])
      expect(factsGuardProblem({ siteUrl, allowPlaceholders: undefined, placeholders: missing }), String(siteUrl)).toBeNull();
  });

  it('refuses the example facts for a public origin, naming the switch, whatever ALLOW_PLACEHOLDERS says; allows them locally', () => {
    for (const allowPlaceholders of [undefined, '1']) {
      const problem = factsGuardProblem({ siteUrl: 'https://www.example.net', allowPlaceholders, placeholders: [], factsChoice: 'example' });
      expect(problem).toContain('FACTS=example');
      expect(problem).toContain('content/facts.example.ts');
    }
    expect(factsGuardProblem({ siteUrl: 'http://localhost:3000', allowPlaceholders: undefined, placeholders: [], factsChoice: 'example' })).toBeNull();
  });

  it('reads the FACTS switch: unset or empty is the company, "example" the example company, anything else a mistake', () => {
    expect(factsChoiceOf(undefined)).toBe('company');
    expect(factsChoiceOf('')).toBe('company');
    expect(factsChoiceOf('example')).toBe('example');
    expect(() => factsChoiceOf('examples')).toThrow(/FACTS is "examples"/);
  });

  it('only "1" allows placeholders', () => {
    expect(factsGuardProblem({ siteUrl: 'https://www.example.net', allowPlaceholders: 'true', placeholders: missing })).not.toBeNull();
  });

  it('tells public origins from local ones', () => {
    expect(isPublicOrigin('https://www.example.net')).toBe(true);
    expect(isPublicOrigin('http://192.168.1.10:3000')).toBe(true);
    expect(isPublicOrigin('http://localhost:3000')).toBe(false);
    expect(isPublicOrigin('http://127.0.0.2')).toBe(false);
  });
});

describe('statistics', () => {
  it('each carry a source that is a fact of the right shape, or a placeholder', () => {
    for (const [key, { source }] of Object.entries(statistics)) {
      if (isPlaceholder(source)) continue;
      expect(['customerSurvey', 'study', 'platformData'], key).toContain(source.kind);
      expect(source.who.trim(), key).not.toBe('');
      expect(source.when, key).toMatch(/^\d{4}(-(0[1-9]|1[0-2]))?(\/\d{4}(-(0[1-9]|1[0-2]))?)?$/);
      if (source.url) expect(new URL(source.url).protocol, key).toBe('https:');
    }
  });
});

describe('company facts', () => {
  it('are each a real value of the right shape or an explicit placeholder, never a look-alike', () => {
    for (const url of [settings.bookingUrl, settings.instagramUrl, settings.linkedinUrl])
      if (!isPlaceholder(url)) expect(new URL(url).protocol).toBe('https:');
    for (const email of [settings.email, settings.privacyEmail]) if (!isPlaceholder(email)) expect(email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i);
    for (const phone of [settings.phone, settings.siteHost.phone, settings.databaseHost.phone])
      if (!isPlaceholder(phone)) expect(phone.e164).toMatch(/^\+[1-9]\d{6,14}$/);
    if (!isPlaceholder(settings.headOffice.countryCode)) expect(settings.headOffice.countryCode).toMatch(/^[A-Z]{2}$/);
    const text = JSON.stringify(settings);
    expect(text).not.toMatch(/example|exemple/i);
  });

  it('a placeholder reads as its bracketed path once filled into a string', () => {
    expect(placeholderLabels.size).toBe(placeholderPaths().length);
    if (isPlaceholder(settings.siren)) expect(fillPlaceholders('SIREN {siren}', 'fr', 2026, contentFor('fr').common.formats)).toBe('SIREN [settings.siren]');
  });

  it('formats a phone per market and a date per language with Intl', () => {
    expect(formatPhone({ e164: '+33123456789' }, 'fr')).toBe('01 23 45 67 89');
    expect(formatPhone({ e164: '+33123456789' }, 'de')).toBe('+33 1 23 45 67 89');
    expect(formatPhone({ e164: '+4930123456' }, 'en')).toBe('+4930123456');
    expect(formatDate('2026-11-23', 'fr')).toBe('23 novembre 2026');
    expect(formatDate('2026-11-23', 'de')).toBe('23. November 2026');
    expect(formatDate('2026-11-23', 'en')).toBe('23 November 2026');
    // A moment, as the permission record drawn on the home page shows it: British day-month order in English.
    expect(formatDateTime('2026-11-12T14:32', 'en')).toBe('12 Nov 2026, 14:32');
    expect(formatDateTime('2026-11-12T14:32', 'de')).toBe('12.11.2026, 14:32');
    expect(formatDateTime('2026-11-12T14:32', 'fr')).toBe('12 nov. 2026, 14\u00a0h\u00a032');
  });
});
