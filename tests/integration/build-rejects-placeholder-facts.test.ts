/**
 * A build for a public SITE_URL refuses company facts that are placeholders (the support page's
 * channels and resources among them), naming every one; ALLOW_PLACEHOLDERS=1 lets a preview through
 * (the pages show them marked, a channel's placeholder in its button's place); with real facts it
 * builds, every legal, contact and support page has the phone as a tel: link and each support
 * button leads to its own channel. Real builds of a project copy.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { placeholderPaths, processors } from '../../content/facts';
import { contentFor } from '../../content/index';
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

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
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
  // The processors the privacy notice lists are facts like any other: each one still unknown is named.
  for (const id of Object.keys(processors)) expect(output(result)).toContain(`  processors.${id}.safeguard\n`);
  // The support page's channels and resources are facts like the company's: named one by one.
  for (const fact of ['channels.chatUrl', 'resources.apiDocs', 'resources.tutorials', 'resources.knowledgeBase']) expect(output(result)).toContain(`  ${fact}\n`);
  expect(output(result)).toContain('ALLOW_PLACEHOLDERS=1');
});

it('builds with ALLOW_PLACEHOLDERS=1, the placeholders marked on the pages', () => {
  const result = copy.build({ ...publicSite, ALLOW_PLACEHOLDERS: '1' });
  expect(result.status, output(result)).toBe(0);
  const legal = builtHtml(routeFor('legal', 'de'));
  expect(legal).toMatch(/<mark class="[^"]+">\[settings\.vatNumber\]<\/mark>/);
  expect(legal).not.toContain('tel:');
  const support = builtHtml(routeFor('support', 'it'));
  for (const fact of ['channels.chatUrl', 'resources.apiDocs', 'resources.tutorials', 'resources.knowledgeBase'])
    expect(support).toMatch(new RegExp(`<mark class="[^"]+">\\[${fact.replace('.', '\\.')}\\]</mark>`));
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
    dataProtectionOfficer: { name: 'Claire DPO Conseil', email: 'dpo@studio.test' },
    ukRepresentative: { name: 'UK Rep Test Ltd', address: { streetAddress: '1 Test Street', postalCode: 'EC1A 1AA', city: 'London', countryCode: 'GB' }, email: 'ukrep@studio.test' },
    hostLogRetentionDays: 30,
    siteHost: { name: 'Site Host SAS', address: address('1 avenue Haute', 'Paris'), phone: { e164: '+33199000001' } },
    databaseHost: { name: 'Data Host SAS', address: address('2 avenue Basse', 'Paris'), phone: { e164: '+33199000002' } },
    bookingUrl: 'https://cal.studio.test/demo',
    instagramUrl: 'https://www.instagram.com/studio.test',
    linkedinUrl: 'https://www.linkedin.com/company/studio-test',
  };
  // Every statistic gets a real-looking source, as its owner would fill it in.
  const statSource = { kind: 'study', who: 'Institut Test', when: '2025-06', url: 'https://research.studio.test/ugc-2025' };
  const sourceEach = `for (const statistic of Object.values(statistics)) statistic.source = ${JSON.stringify(statSource)};`;
  // The hosts' processor entries share their name and country; the lead channels are one US provider under the DPF and one in the EEA.
  const realProcessors = {
    siteHost: { name: real.siteHost.name, role: 'siteHosting', countryCode: 'FR', safeguard: 'eea' },
    databaseHost: { name: real.databaseHost.name, role: 'formDatabase', countryCode: 'FR', safeguard: 'eea' },
    leadWebhook: { name: 'Chat Test Inc.', role: 'leadChat', countryCode: 'US', safeguard: 'dpf' },
    leadEmail: { name: 'Mail Test SAS', role: 'leadEmail', countryCode: 'FR', safeguard: 'eea' },
  };
  const realChannels = { chatUrl: 'https://chat.studio.test/' };
  const realResources = {
    apiDocs: 'https://docs.studio.test/api',
    tutorials: 'https://www.youtube.com/@studio-test/videos',
    knowledgeBase: 'https://help.studio.test/',
  };
  // The contract facts of the pricing and legal pages, as the company states them.
  const realContract = {
    minimumTermMonths: 6,
    billingPeriods: ['monthly'],
    noticeDays: 45,
    prices: { currency: 'EUR', excludesVat: true },
    quotaCounting: 'rightsGranted',
    atQuota: 'overageInvoiced',
    integrations: [{ name: 'Shopify', kind: 'shop', status: 'available' }],
    contentSourcing: 'officialApis',
    permissionRequest: 'creatorReply',
    dataProcessingAgreement: 'annexedToContract',
    platformProcessors: [{ name: 'Host Test SAS', role: 'hosting', countryCode: 'FR' }],
    security: { measures: ['encryptionAtRest'], certifications: [] },
    enterpriseUptime: 0.995,
    creatorData: 'brandControls',
    creatorLicence: { basis: 'freeNonExclusive', withdrawalDays: 10 },
  };
  writeFileSync(
    facts,
    original.replace(
      marker,
      `Object.assign(settings, ${JSON.stringify(real)});\nObject.assign(processors, ${JSON.stringify(realProcessors)});\nObject.assign(channels, ${JSON.stringify(realChannels)});\nObject.assign(resources, ${JSON.stringify(realResources)});\nObject.assign(contract, ${JSON.stringify(realContract)});\n${sourceEach}\n\n${marker}`,
    ),
  );

  const result = copy.build(publicSite);
  expect(result.status, output(result)).toBe(0);
  for (const file of htmlFiles(copy.file('dist/client'))) expect(readFileSync(file, 'utf8'), file).not.toMatch(/\[(settings|processors|channels|resources|contract)\.|<mark/);
  // The contract facts, written in the page's words: the term by Intl, the integration by name.
  const pricing = builtHtml(routeFor('pricing', 'fr'));
  expect(pricing).toMatch(/6[\s\u00a0\u202f]mois minimum/);
  expect(pricing).toContain('Shopify');
  expect(builtHtml(routeFor('legal', 'fr'))).toMatch(/Host Test SAS \(hébergement, France\)[\s\S]*sous 10[\s\u00a0\u202f]jours/);
  for (const locale of locales) {
    const phone = locale === 'fr' ? '01 23 45 67 89' : '+33 1 23 45 67 89';
    for (const page of ['legal', 'contact', 'support'] as const) {
      const html = builtHtml(routeFor(page, locale));
      expect(html, `${locale} ${page}`).toContain('href="tel:+33123456789"');
      expect(html, `${locale} ${page}`).toContain(phone);
    }
    // Each support button leads to its own channel: the chat, the docs, the videos, the knowledge base.
    const support = builtHtml(routeFor('support', locale));
    for (const url of [realChannels.chatUrl, ...Object.values(realResources), real.bookingUrl, `mailto:${real.email}`]) expect(support, `${locale} support`).toContain(`href="${url}"`);
    const about = builtHtml(routeFor('about', locale));
    expect(about, `${locale} about`).toMatch(/<section id="sources"[^>]*>[\s\S]*Institut Test[\s\S]*href="https:\/\/research\.studio\.test\/ugc-2025"/);
    const legal = builtHtml(routeFor('legal', locale));
    for (const value of ['Studio Test SAS', 'FR12912345678', 'Jeanne Martin', 'Data Host SAS', 'href="tel:+33199000002"', 'href="mailto:privacy@studio.test"', 'href="mailto:dpo@studio.test"'])
      expect(legal, `${locale} legal`).toContain(value);
    // The UK representative is named where the ICO is (the en page), and only there.
    if (locale === 'en') expect(legal, `${locale} legal`).toContain('href="mailto:ukrep@studio.test"');
    else expect(legal, `${locale} legal`).not.toContain('UK Rep Test Ltd');
    // The US provider is named as a transfer under the DPF; the EEA ones are not transfers.
    const { transfers, recipients } = contentFor(locale).legal.privacy;
    const transfersHtml = legal.slice(legal.indexOf('id="privacy-transfers"'), legal.indexOf('id="privacy-retention"'));
    expect(transfersHtml, `${locale} transfers`).toContain('Chat Test Inc.');
    expect(transfersHtml, `${locale} transfers`).toContain(escapeHtml(recipients.safeguards.dpf));
    expect(transfersHtml, `${locale} transfers`).not.toContain('Mail Test SAS');
    expect(transfersHtml, `${locale} transfers`).not.toContain(escapeHtml(transfers.none));
  }
}, 300_000);
