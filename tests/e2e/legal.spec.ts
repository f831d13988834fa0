/**
 * The legal page of every language holds what its market asks (anchored sections, the facts, a
 * dated revision), placeholders read as placeholders, the phone is on the contact, legal and
 * support pages, and the site really stores nothing on the device (as the cookies section says).
 */
import type { Locator } from '@playwright/test';
import { platformTermNames } from '../../content/contract-types';
import { contentFor } from '../../content/index';
import { authorities, factsChoice, isPlaceholder, legalLastUpdated, processors, settings, type Fact, type PhoneNumber } from '../../content/facts';
import { formatDate, formatMissingFact, formatPhone } from '../../content/format';
import { countryName } from '../../content/format';
import { authoritiesFor, collectedFields, legalFormTables, namesUkRepresentative, transfersSentence } from '../../content/legal';
import { forms } from '../../shared/form-fields';
import { locales, routeFor, type Locale, type TranslatedLocale } from '../../content/locales';
import { asRead } from '../../content/typography';
import { asWords, statedTerm } from '../fixtures/contract-terms';
import { contactForm, fillForm, islandOf, openForm } from '../fixtures/e2e-forms';
import { uniqueEmail } from '../fixtures/e2e-leads';
import { expect, test } from '../fixtures/e2e-health';

/** The anchors every legal page has, in reading order, with the title each shows. */
function legalSections(locale: Locale): { id: string; title: string }[] {
  const legal = contentFor(locale).legal;
  const { privacy } = legal;
  return [
    { id: 'publisher', title: legal.publisher.title },
    { id: 'hosting', title: legal.hosting.title },
    { id: 'privacy', title: privacy.title },
    { id: 'privacy-controller', title: privacy.controller.title },
    { id: 'privacy-purposes', title: privacy.purposes.title },
    { id: 'privacy-technical', title: privacy.technical.title },
    { id: 'privacy-audience', title: privacy.audience.title },
    { id: 'privacy-recipients', title: privacy.recipients.title },
    { id: 'privacy-transfers', title: privacy.transfers.title },
    { id: 'privacy-retention', title: privacy.retention.title },
    { id: 'privacy-rights', title: privacy.rights.title },
    { id: 'privacy-complaint', title: privacy.complaint.title },
    { id: 'cookies', title: legal.cookies.title },
    { id: 'terms', title: legal.terms.title },
    { id: 'platform', title: legal.platform.title },
  ];
}

/** What each market's reader must find, as that market names it. */
const marketTerms: Record<TranslatedLocale, RegExp[]> = {
  fr: [/LCEN/, /Directeur de la publication/, /CNIL/, /après votre décès/, /article 6, paragraphe 1, point b du RGPD/],
  en: [/LCEN/, /Legal information/, /your local supervisory authority/, /GDPR Article 6\(1\)\(b\)/, /withdraw/, /Information Commissioner’s Office \(ICO\)/, /UK GDPR/],
  de: [/Angaben gemäß § 5 DDG/, /Anbieter/, /USt-IdNr\./, /Handelsregister/, /Datenschutzerklärung/, /Verantwortlicher/, /Art\. 6 Abs\. 1 lit\. b DSGVO/, /Art\. 6 Abs\. 1 lit\. f DSGVO/, /Datenschutzaufsichtsbehörde Ihres Bundeslandes/, /Datenschutzbehörde/, /Datenschutz- und Öffentlichkeitsbeauftragte[nr]? \(EDÖB\)/],
  it: [/Titolare del sito/, /Titolare del trattamento/, /Garante per la protezione dei dati personali/, /revocarlo/],
  es: [/Aviso legal y política de privacidad/, /Responsable del tratamiento/, /AEPD/, /retirarlo/],
};

/** A phone number where a page shows it: a tel: link, or, while it is a placeholder, its marked label. */
async function expectPhone(scope: Locator, locale: Locale, phone: Fact<PhoneNumber> = settings.phone) {
  if (isPlaceholder(phone)) {
    await expect(scope.locator('mark', { hasText: formatMissingFact(phone) }).first()).toBeVisible();
  } else {
    await expect(scope.locator(`a[href="tel:${phone.e164}"]`, { hasText: formatPhone(phone, locale) }).first()).toBeVisible();
  }
}

for (const locale of locales) {
  test(`${locale}: the legal page has every section, the facts, the phone and its revision date`, { tag: ['@facts'] }, async ({ page }) => {
    const legal = contentFor(locale).legal;
    await page.goto(routeFor('legal', locale));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);

    const sections = legalSections(locale);
    const toc = page.getByRole('navigation', { name: legal.contentsLabel });
    for (const { id, title } of sections) {
      const section = page.locator(`#${id}`);
      await expect(section.locator('h2, h3').first(), `#${id}`).toHaveText(title);
      await expect(toc.locator(`a[href="#${id}"]`), `contents link to #${id}`).toHaveText(title);
    }
    // In reading order (the German page opens with the Impressum).
    const order = await page.locator(sections.map(({ id }) => `#${id}`).join(', ')).evaluateAll((elements) => elements.map((element) => element.id));
    expect(order).toEqual(sections.map(({ id }) => id));

    // Publisher: each fact's label, then its value; a placeholder is marked, never a look-alike.
    const publisher = page.locator('#publisher');
    for (const fact of legal.publisher.facts) await expect(publisher.locator('dt', { hasText: fact.label })).toBeVisible();
    await expectPhone(publisher, locale);
    // Both hosts: name, address, phone.
    await expect(page.locator('#hosting dl')).toHaveCount(2);
    await expectPhone(page.locator('#hosting'), locale, settings.siteHost.phone);
    await expectPhone(page.locator('#hosting'), locale, settings.databaseHost.phone);
    // Each form's data collected (every field of its definition, in order, an optional one marked), purpose, legal basis and retention period.
    const { optional } = contentFor(locale).forms.common;
    for (const form of legal.privacy.purposes.forms) {
      const block = page.locator(`#privacy-${form.id}`);
      for (const text of [form.title, form.purpose, form.legalBasis, form.retention]) await expect(block).toContainText(text);
      const collected = collectedFields(form.id, legal.privacy.purposes.fieldNames).map((field) => (field.optional ? `${field.name} ${optional}` : field.name));
      expect(collected).toHaveLength(forms[legalFormTables[form.id]].fields.length);
      await expect(block.locator('dd li')).toHaveText([...collected, legal.privacy.purposes.visitData]);
    }

    // The DPO on every page, the UK representative where the ICO is named (en): each real or marked, none when the facts say none.
    const { controller } = legal.privacy;
    const dpo = settings.dataProtectionOfficer;
    await expect(page.locator('#privacy-controller #privacy-dpo')).toHaveCount(dpo === null ? 0 : 1);
    if (dpo !== null) await expect(page.locator('#privacy-dpo')).toContainText(isPlaceholder(dpo) ? formatMissingFact(dpo) : dpo.name);
    const representative = settings.ukRepresentative;
    const showsRepresentative = representative !== null && namesUkRepresentative(locale);
    await expect(page.locator('#privacy-controller #privacy-uk-representative')).toHaveCount(showsRepresentative ? 1 : 0);
    if (showsRepresentative) {
      await expect(page.locator('#privacy-uk-representative')).toContainText(controller.ukRepresentativeLabel);
      await expect(page.locator('#privacy-uk-representative')).toContainText(isPlaceholder(representative) ? formatMissingFact(representative) : representative.name);
    }

    // Every processor fact: name, role, country and safeguard, each real or marked as a placeholder.
    const { recipients, transfers, complaint } = legal.privacy;
    for (const [id, processor] of Object.entries(processors)) {
      const entry = page.locator(`#privacy-recipients #processor-${id}`);
      const name = isPlaceholder(processor.name) ? formatMissingFact(processor.name) : processor.name;
      const safeguard = isPlaceholder(processor.safeguard) ? formatMissingFact(processor.safeguard) : recipients.safeguards[processor.safeguard];
      for (const text of [name, recipients.roles[processor.role], countryName(processor.countryCode, locale), safeguard]) await expect(entry, id).toContainText(text);
    }
    // The transfers sentence is the one the facts give; "no transfer" only when every processor is in the EEA.
    await expect(page.locator('#privacy-transfers p')).toHaveText(transfersSentence(transfers, recipients, locale));
    if (Object.values(processors).some((processor) => processor.safeguard !== 'eea')) await expect(page.locator('#privacy-transfers')).not.toContainText(transfers.none);
    // The market's authorities, each with its name, address and website.
    const complaintSection = page.locator('#privacy-complaint');
    const shown = authoritiesFor(locale);
    await expect(complaintSection.locator('li')).toHaveCount(shown.length);
    for (const id of shown) {
      const authority = authorities[id];
      const item = complaintSection.locator('li', { hasText: authority.name });
      await expect(item, id).toBeVisible();
      await expect(item.getByRole('link', { name: new URL(authority.website).hostname })).toHaveAttribute('href', authority.website);
      for (const line of authority.address?.lines ?? []) await expect(item).toContainText(line);
      await expect(item.getByText(complaint.websiteLabel)).toBeVisible();
    }

    // The platform's terms for a buyer's legal team: each row, each fact in words or its bracketed path.
    const platform = page.locator('#platform');
    for (const row of [legal.platform.agreement, legal.platform.hosting, legal.platform.processors, legal.platform.security, legal.platform.licence])
      await expect(platform.locator('dt', { hasText: row.label })).toBeVisible();
    const platformText = asWords(await platform.innerText());
    for (const term of platformTermNames) expect(platformText, `${locale}: contract.${term}`).toContain(statedTerm(term, locale));

    const time = page.locator(`time[datetime="${legalLastUpdated}"]`);
    await expect(time).toHaveText(formatDate(legalLastUpdated, locale));

    // As read: without the zero-width word joiners of short compounds ("USt-⁠IdNr.").
    const text = asRead(await page.locator('main').innerText());
    for (const term of marketTerms[locale as TranslatedLocale] ?? []) expect(text, `${locale} names ${term}`).toMatch(term);
    // No placeholder left unfilled; on the company's facts, no look-alike value either (the example company's are fictional on purpose).
    const html = await page.content();
    expect(html).not.toMatch(/\{[a-zA-Z]+\}/);
    if (factsChoice === 'company') expect(html).not.toMatch(/example\.com|rue de l’Exemple/);
    // The tools a visitor reaches by a link (booking, chat) are recipients exactly while the site links to them.
    const linkedTools = Object.values(processors).some((processor) => processor.reachedThrough !== undefined);
    await expect(page.locator('#privacy-purposes p', { hasText: legal.privacy.purposes.linkedTools })).toHaveCount(linkedTools ? 1 : 0);
  });

  test(`${locale}: the phone is on the contact page and a channel of the support page; the footer names the legal page and its platform section`, { tag: ['@facts'] }, async ({ page }) => {
    const content = contentFor(locale);
    await page.goto(routeFor('support', locale));
    const phoneChannel = content.support.channels.find((channel) => channel.id === 'phone')!;
    const card = page.locator('#channels li', { has: page.getByRole('heading', { name: phoneChannel.title }) });
    await expect(card).toBeVisible();
    await expectPhone(card, locale);

    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: content.common.footer.links.legal })).toHaveAttribute('href', routeFor('legal', locale));
    await expect(footer.getByRole('link', { name: content.common.footer.links.platform })).toHaveAttribute('href', `${routeFor('legal', locale)}#platform`);
    await expectPhone(footer, locale);

    await page.goto(routeFor('contact', locale));
    await expectPhone(page.locator('#contact-phone'), locale);
    // A placeholder filled into a content string is marked too (the office's street).
    const street = settings.headOffice.streetAddress;
    if (isPlaceholder(street)) await expect(page.locator('#contact-office address mark')).toHaveText(formatMissingFact(street));
  });
}

/** Each market's reader finds their own authority, by the name and site the facts give. */
const marketAuthorityNames: Record<TranslatedLocale, RegExp[]> = {
  fr: [/Commission nationale de l’informatique et des libertés \(CNIL\)/],
  en: [/\(CNIL\)/, /Information Commissioner’s Office \(ICO\)/],
  de: [/\(CNIL\)/, /Österreichische Datenschutzbehörde/, /Eidgenössischer Datenschutz- und Öffentlichkeitsbeauftragter \(EDÖB\)/, /datenschutzkonferenz-online\.de/],
  it: [/\(CNIL\)/, /Garante per la protezione dei dati personali/, /garanteprivacy\.it/],
  es: [/\(CNIL\)/, /Agencia Española de Protección de Datos \(AEPD\)/, /aepd\.es/],
};

for (const locale of Object.keys(marketAuthorityNames) as TranslatedLocale[]) {
  test(`${locale}: the complaint section names the market's authorities, and only those`, { tag: ['@facts'] }, async ({ page }) => {
    await page.goto(routeFor('legal', locale));
    const complaint = page.locator('#privacy-complaint');
    const text = asRead(await complaint.innerText());
    for (const name of marketAuthorityNames[locale]) expect(text, `${locale} names ${name}`).toMatch(name);
    // Another market's authority is not on this page.
    const others = (Object.keys(authorities) as (keyof typeof authorities)[]).filter((id) => !authoritiesFor(locale).includes(id));
    for (const id of others) expect(text, `${locale} does not name ${id}`).not.toContain(authorities[id].name);
  });
}

test('every language: the contests use case says the brand runs contests under the local rules; only the Italian page cites Italy’s DPR 430/2001', async ({ page }) => {
  for (const locale of locales) {
    const activations = contentFor(locale).useCases.items.find((item) => item.id === 'activations')!;
    await page.goto(routeFor('useCases', locale));
    const card = page.locator('#use-cases li', { has: page.getByRole('heading', { name: activations.title }) });
    await expect(card.getByText(activations.note!)).toBeVisible();
    if (locale === 'it') await expect(card).toContainText('DPR 430/2001');
    else await expect(card).not.toContainText('DPR 430/2001');
  }
});

test('a placeholder link leads nowhere made up: on the contact page a channel without its fact has no action (it would only jump to the form beside it), social links are left out; on the support page a channel shows its placeholder', { tag: ['@facts'] }, async ({ page }) => {
  const hrefsOf = () => page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  for (const pageKey of ['contact', 'support'] as const) {
    await page.goto(routeFor(pageKey, 'en'));
    const hrefs = await hrefsOf();
    expect(hrefs.filter((href) => /^#$|^$/.test(href))).toEqual([]);
    // The example company's links are fictional on purpose (.example); the company's never are.
    if (factsChoice === 'company') expect(hrefs.filter((href) => href.includes('example'))).toEqual([]);
    if (isPlaceholder(settings.instagramUrl)) expect(hrefs.some((href) => href.includes('instagram'))).toBe(false);
    if (isPlaceholder(settings.email)) expect(hrefs.some((href) => href.startsWith('mailto:'))).toBe(false);
  }
  await page.goto(routeFor('contact', 'en'));
  if (isPlaceholder(settings.bookingUrl)) expect((await hrefsOf()).filter((href) => href.includes('#contact-form'))).toEqual([]);
  // A support channel is the channel or nothing (tests/e2e/spec-items.spec.ts): its placeholder stands in.
  await page.goto(routeFor('support', 'en'));
  if (isPlaceholder(settings.bookingUrl)) await expect(page.locator('#channels mark', { hasText: formatMissingFact(settings.bookingUrl) })).toBeVisible();
});

test('the site stores nothing on the device, even after a form is sent (as the cookies section says)', { tag: ['@facts'] }, async ({ page, context }) => {
  const storage = () =>
    page.evaluate(() => ({ cookie: document.cookie, local: localStorage.length, session: sessionStorage.length }));
  await page.goto(routeFor('legal', 'fr'));
  expect(await storage()).toEqual({ cookie: '', local: 0, session: 0 });

  await openForm(page, contactForm, 'fr');
  await fillForm(page, contactForm, 'fr', uniqueEmail('storage-fr'));
  await islandOf(page, contactForm).getByRole('button', { name: contentFor('fr').contact.form.submit }).click();
  await expect(page.getByRole('alertdialog')).toContainText(contentFor('fr').contact.form.success.title);
  expect(await storage()).toEqual({ cookie: '', local: 0, session: 0 });
  expect(await context.cookies()).toEqual([]);
  const databases = await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
  expect(databases).toEqual([]);
});
