/**
 * Customer proof follows the facts: no section without a customer; with them, every logo and the
 * quote, in the page language where one is approved (the example company's, and a project copy
 * given two fixture customers in the company's facts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { customers, type Customer } from '../../content/facts';
import { countryName } from '../../content/format';
import { contentFor } from '../../content/index';
import { defaultLocale, locales, routeFor, translatedLocales, type TranslatedLocale } from '../../content/locales';
import { customerLogoDir } from '../../scripts/customers-check';
import { quotedInOrder } from '../../components/CustomerProof/quoteOrder';
import { copyProject } from '../../tooling/project-copy';
import { copyBuildTimeout, serveBuiltCopy, type ServedCopy } from '../fixtures/e2e-built-copy';
import { expect, test } from '../fixtures/e2e-health';

const proofPages = ['home', 'useCases', 'pricing'] as const;
/** Every section that shows customers, in the order they take the quotes (fact-types.ts, `quote`). */
const proofSections = [
  ['home', 'customers'],
  ['useCases', 'customers'],
  ['pricing', 'customers'],
  ['demo', 'demo-proof'],
] as const;

test('customer proof follows the facts: no section without a customer; with them, every logo and a quote, each page another customer’s, a customer of the page’s language first, in the page language where one is approved', { tag: ['@facts'] }, async ({ page }) => {
  test.setTimeout(120_000);
  const shown = new Set<string>();
  for (const locale of locales)
    for (const [place, [pageKey, id]] of proofSections.entries()) {
      await page.goto(routeFor(pageKey, locale));
      const proof = page.locator(`main section#${id}`);
      if (customers.length === 0) {
        await expect(page.locator(`#${id}`), `${locale} ${pageKey}`).toHaveCount(0);
        await expect(page.getByText(contentFor(locale).common.customers.title, { exact: true })).toHaveCount(0);
        continue;
      }
      const logos = proof.getByRole('list', { name: contentFor(locale).common.customers.logosLabel }).getByRole('img');
      await expect(logos, `${locale} ${pageKey}`).toHaveCount(customers.length);
      for (const [index, customer] of customers.entries()) await expect(logos.nth(index)).toHaveAttribute('alt', customer.logo.alt[locale as keyof Customer['logo']['alt']] ?? customer.logo.alt.fr);
      // The pseudo language reads French, as its alt texts do.
      const language = (translatedLocales as readonly string[]).includes(locale) ? (locale as TranslatedLocale) : defaultLocale;
      const quoted = quotedInOrder(customers, language);
      const customer = quoted[place % quoted.length];
      if (!customer) continue;
      const quote = customer.quote;
      // Home quotes a customer who said it in the page's language, where there is one.
      if (place === 0 && quoted.some((other) => other.quote.lang === language)) expect(quote.lang, `${locale} home`).toBe(language);
      const translation = quote.lang === language ? undefined : quote.translations?.[language];
      await expect(proof.locator('figure'), `${locale} ${pageKey}`).toHaveAttribute('lang', translation ? language : quote.lang);
      await expect(proof.locator('blockquote'), `${locale} ${pageKey}`).toHaveText(translation?.text ?? quote.text);
      await expect(proof.locator('figcaption'), `${locale} ${pageKey}`).toContainText(`${customer.name} · ${countryName(customer.countryCode, locale)}`);
      // A translation says it is one; a quote as it was said says nothing.
      await expect(proof.locator('figcaption', { hasText: ` · ${contentFor(locale).common.customers.translated}` }), `${locale} ${pageKey}: translated`).toHaveCount(translation ? 1 : 0);
      shown.add(quote.text);
    }
  // With a quote for each section, no two pages quote the same customer.
  expect(shown.size).toBe(Math.min(customers.filter((customer) => customer.quote).length, proofSections.length));
});

test('a logo keeps its place while it loads: the row and the quote do not move when the (lazy) files arrive', { tag: ['@facts'] }, async ({ page }) => {
  test.skip(customers.length === 0, 'no customer in these facts: nothing is shown (the test above); the example state runs this');
  test.setTimeout(120_000);
  for (const width of [375, 1280])
    for (const [pageKey, id] of proofSections) {
      await page.setViewportSize({ width, height: 800 });
      // The logos held back until the page is measured: the state a slow network shows, made explicit.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/customers/*.svg', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(routeFor(pageKey, 'fr'));
      // Pricing shows its proof beside the title from desktop width, under the plans narrower (buyer.spec.ts).
      const proof = page.locator(`section:is(#${id}, #${id}-after-plans):visible`);
      await proof.scrollIntoViewIfNeeded();
      const boxes = () => proof.locator('li, figure').evaluateAll((elements) => elements.map((element) => JSON.stringify(element.getBoundingClientRect())));
      const before = await boxes();
      const logos = proof.getByRole('img');
      for (const logo of await logos.all()) expect(await logo.evaluate((image) => image.getBoundingClientRect().width), `${pageKey} at ${width} px: a logo's width is known before its file`).toBeGreaterThan(0);
      release();
      await expect.poll(() => logos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
      expect(await boxes(), `${pageKey} at ${width} px`).toEqual(before);
      await page.unrouteAll({ behavior: 'wait' });
    }
});

test.describe('with customers in the facts', () => {
  const logo = (colour: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><rect width="160" height="40" rx="8" fill="${colour}"/></svg>`;
  const alt = (name: string) => ({ fr: `Logo ${name}`, en: `${name} logo`, de: `Logo von ${name}`, it: `Logo di ${name}`, es: `Logotipo de ${name}` });
  const fixtures: Customer[] = [
    { id: 'maison-fixture', name: 'Maison Fixture', countryCode: 'FR', logo: { file: 'maison-fixture.svg', alt: alt('Maison Fixture') }, permissionDate: '2026-01-15' },
    {
      id: 'atelier-fixture',
      name: 'Atelier Fixture',
      countryCode: 'BE',
      logo: { file: 'atelier-fixture.svg', alt: alt('Atelier Fixture') },
      permissionDate: '2026-02-01',
      quote: {
        text: 'Chaque contenu que nous publions a l’accord de son créateur.',
        lang: 'fr',
        person: 'Camille Fixture',
        role: 'Directrice e-commerce',
        translations: { en: { text: 'Every piece of content we publish has its creator’s consent.', role: 'E-commerce director' } },
      },
    },
  ];

  let served: ServedCopy | undefined;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(copyBuildTimeout);
    const copy = copyProject('site-customers-');
    mkdirSync(copy.file(customerLogoDir), { recursive: true });
    writeFileSync(copy.file(`${customerLogoDir}/maison-fixture.svg`), logo('#0f766e'));
    writeFileSync(copy.file(`${customerLogoDir}/atelier-fixture.svg`), logo('#9d174d'));
    const facts = copy.file('content/facts.ts');
    const empty = 'const companyCustomers: Customer[] = [];';
    const source = readFileSync(facts, 'utf8');
    expect(source).toContain(empty);
    writeFileSync(facts, source.replace(empty, `const companyCustomers: Customer[] = ${JSON.stringify(fixtures)};`));
    served = await serveBuiltCopy(copy);
    origin = served.origin;
  });

  test.afterAll(async () => {
    await served?.close();
  });

  test('the home, use-cases and pricing pages show the logos and the quote, its lang the language it is shown in', async ({ page }) => {
    test.setTimeout(120_000);
    // Shown in French (its own language), in English (an approved translation), and in German as said (no translation approved).
    const expected = { fr: { lang: 'fr', text: fixtures[1]!.quote!.text }, en: { lang: 'en', text: fixtures[1]!.quote!.translations!.en!.text }, de: { lang: 'fr', text: fixtures[1]!.quote!.text } } as const;
    for (const [locale, quote] of Object.entries(expected) as [keyof typeof expected, (typeof expected)[keyof typeof expected]][]) {
      const customersContent = contentFor(locale).common.customers;
      for (const pageKey of proofPages) {
        await page.goto(`${origin}${routeFor(pageKey, locale)}`);
        const proof = page.locator('main section#customers');
        await expect(proof.getByRole('heading', { level: 2 })).toHaveText(customersContent.title);
        const logos = proof.getByRole('list', { name: customersContent.logosLabel }).getByRole('img');
        await expect(logos).toHaveCount(2);
        for (const [index, customer] of fixtures.entries()) {
          await expect(logos.nth(index)).toHaveAttribute('alt', customer.logo.alt[locale]!);
          await logos.nth(index).scrollIntoViewIfNeeded();
          await expect.poll(() => logos.nth(index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        }
        const figure = proof.locator('figure');
        await expect(figure).toHaveAttribute('lang', quote.lang);
        await expect(figure.locator('blockquote')).toHaveText(quote.text);
        await expect(figure.locator('figcaption')).toContainText('Camille Fixture');
        // The company's country, named in the page's language.
        await expect(figure.locator('figcaption')).toContainText(countryName('BE', locale));
      }
    }
  });
});
