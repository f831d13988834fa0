/**
 * A build for a public SITE_URL refuses company facts that are placeholders, naming every one;
 * ALLOW_PLACEHOLDERS=1 lets a preview through (the pages show them marked); with real facts it
 * builds and every legal, contact and support page has the phone as a tel: link. Real builds of
 * a project copy.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { placeholderPaths } from '../../content/facts';
import { locales, routeFor } from '../../content/locales';
import { builtPage, copyProject, type ProjectCopy } from '../../tooling/project-copy';

const publicSite = { SITE_URL: 'https://www.example.net' };
let copy: ProjectCopy;

beforeAll(() => {
  copy = copyProject('site-facts-');
});

afterAll(() => copy.remove());

function output(result: { stdout: string; stderr: string }): string {
  return `${result.stdout}\n${result.stderr}`;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}

function builtHtml(route: string): string {
  const file = builtPage(copy.file('dist/client'), route);
  expect(file, route).not.toBeNull();
  return readFileSync(file!, 'utf8');
}

it('fails for a public SITE_URL, naming every placeholder fact', () => {
  const result = copy.build(publicSite);
  expect(result.status, output(result)).not.toBe(0);
  expect(placeholderPaths().length).toBeGreaterThan(0);
  for (const fact of placeholderPaths()) expect(output(result)).toContain(`  ${fact}\n`);
  expect(output(result)).toContain('ALLOW_PLACEHOLDERS=1');
});

it('builds with ALLOW_PLACEHOLDERS=1, the placeholders marked on the pages', () => {
  const result = copy.build({ ...publicSite, ALLOW_PLACEHOLDERS: '1' });
  expect(result.status, output(result)).toBe(0);
  const legal = builtHtml(routeFor('legal', 'de'));
  expect(legal).toMatch(/<mark class="[^"]+">\[settings\.vatNumber\]<\/mark>/);
  expect(legal).not.toContain('tel:');
}, 300_000);

it('builds with real facts: no placeholder left, the phone a tel: link on the legal, contact and support pages, the sources listed', () => {
  const facts = copy.file('content/facts.ts');
  const original = readFileSync(facts, 'utf8');
  const marker = 'const publicFacts';
  expect(original).toContain(marker);
  const address = (street: string, city: string) => ({ streetAddress: street, postalCode: '75011', city, countryCode: 'FR' });
  const real = {
    legalName: 'Studio Test SAS',
    legalForm: 'SAS',
    shareCapital: { amount: 10_000, currency: 'EUR' },
    headOffice: { ...address('12 rue Réelle', 'Pantin'), postalCode: '93500' },
    rcsCity: 'Bobigny',
    rcsNumber: '912 345 678',
    siren: '912 345 678',
    vatNumber: 'FR12912345678',
    phone: { e164: '+33123456789' },
    email: 'hello@studio.test',
    publicationDirector: 'Jeanne Martin',
    privacyEmail: 'privacy@studio.test',
    siteHost: { name: 'Site Host SAS', address: address('1 avenue Haute', 'Paris'), phone: { e164: '+33199000001' } },
    databaseHost: { name: 'Data Host SAS', address: address('2 avenue Basse', 'Paris'), phone: { e164: '+33199000002' } },
    bookingUrl: 'https://cal.studio.test/demo',
    instagramUrl: 'https://www.instagram.com/studio.test',
    linkedinUrl: 'https://www.linkedin.com/company/studio-test',
  };
  // Every statistic gets a real-looking source, as its owner would fill it in.
  const statSource = { kind: 'study', who: 'Institut Test', when: '2025-06', url: 'https://research.studio.test/ugc-2025' };
  const sourceEach = `for (const statistic of Object.values(statistics)) statistic.source = ${JSON.stringify(statSource)};`;
  writeFileSync(facts, original.replace(marker, `Object.assign(settings, ${JSON.stringify(real)});\n${sourceEach}\n\n${marker}`));

  const result = copy.build(publicSite);
  expect(result.status, output(result)).toBe(0);
  for (const file of htmlFiles(copy.file('dist/client'))) expect(readFileSync(file, 'utf8'), file).not.toMatch(/\[settings\.|<mark/);
  for (const locale of locales) {
    const phone = locale === 'fr' ? '01 23 45 67 89' : '+33 1 23 45 67 89';
    for (const page of ['legal', 'contact', 'support'] as const) {
      const html = builtHtml(routeFor(page, locale));
      expect(html, `${locale} ${page}`).toContain('href="tel:+33123456789"');
      expect(html, `${locale} ${page}`).toContain(phone);
    }
    const about = builtHtml(routeFor('about', locale));
    expect(about, `${locale} about`).toMatch(/<section id="sources"[^>]*>[\s\S]*Institut Test[\s\S]*href="https:\/\/research\.studio\.test\/ugc-2025"/);
    const legal = builtHtml(routeFor('legal', locale));
    for (const value of ['Studio Test SAS', 'FR12912345678', 'Jeanne Martin', 'Data Host SAS', 'href="tel:+33199000002"', 'href="mailto:privacy@studio.test"'])
      expect(legal, `${locale} legal`).toContain(value);
  }
}, 300_000);
