/**
 * The pseudo language (PSEUDO_LOCALE=1, `en-XA`, generated from fr by content/pseudo.ts) finds
 * words hard-coded in templates and layouts too tight for translations: every page of it must show
 * only pseudo-localized text, and none may scroll sideways at 320 px.
 *
 * The test builds its own copy of the project with PSEUDO_LOCALE=1 (the main e2e server and
 * dist/ are left alone) and serves it with server/static-site.ts. That server, in this process,
 * knows only the translated languages' routes (it may warn that the copy's _headers lists more
 * pages), so pages are requested by their file (`/en-XA/pricing.html`), served as any static file.
 * One test walks every page, so that the build runs once even when a page fails.
 */
import path from 'node:path';
import { authorities, customers, isPlaceholder, legalLastUpdated, placeholderPaths, placeholders, processors, settings, statistics } from '../../content/facts';
import { countryName, fillPlaceholders, formatDate, formatDateTime, formatMonthOrPeriod, formatStat } from '../../content/format';
import { permissionRecord } from '../../components/ProductPreview/permissionRecord';
import { contentFor, contentModules, pseudoContentOf } from '../../content/index';
import { typeset } from '../../content/typography';
import type { SiteContent } from '../../schema/site-content';
import { notFoundPathFor, pageKeys, pseudoLocale, routeFor, translatedLocales } from '../../content/locales';
import { builtPage, copyProject, type ProjectCopy } from '../../tooling/project-copy';
import { copyBuildTimeout, serveBuiltCopy, type ServedCopy } from '../fixtures/e2e-built-copy';
import { expect, test } from '../fixtures/e2e-health';

const viewportWidth = 320;
const known = (value: unknown): value is string => typeof value === 'string';
/** Each part of an e-mail address, once stated (it is drawn with a line-break opportunity after `@` and before each dot). */
const emailParts = (email: unknown) => (known(email) ? email.split(/(?<=@)|(?=\.)/) : []);

/**
 * Text that is the same in the pseudo language as anywhere, built from the data, longest first:
 * what fills a placeholder (filled after pseudo-localization: brand name, e-mail, address, hours,
 * numbers), the statistics as Intl writes them, and the head office's country as Intl names it
 * (the footer's address line).
 */
const year = new Date().getFullYear();
const pseudoFormats = pseudoContentOf(contentModules.fr as SiteContent).common.formats;
const sharedValues = [
  ...Object.keys(placeholders).map((name) => typeset(fillPlaceholders(`{${name}}`, pseudoLocale, year, pseudoFormats), pseudoLocale)),
  String(year),
  ...Object.values(statistics).map(({ figure }) => formatStat(figure, pseudoLocale, pseudoFormats)),
  settings.brandName,
  // The site's e-mail addresses, in parts.
  ...[settings.email, settings.privacyEmail].flatMap(emailParts),
  // Who receives the data, as the legal page names them (facts, once stated): hosts and their addresses, the DPO, the
  // UK representative, every processor and its country as Intl names it.
  ...legalParties(),
  // Customers as they write themselves: names, logos' alt text, a quote as it was said or in an approved translation
  // (the pseudo language reads French's: no pseudo translation is approved), and their country as Intl names it.
  ...customers.flatMap(({ name, countryCode, logo, quote }) => [
    name,
    countryName(countryCode, pseudoLocale),
    ...Object.values(logo.alt),
    ...(quote ? [quote.person, ...[quote, ...Object.values(quote.translations ?? {})].flatMap(({ text, role }) => [text, `${role}, ${name}`])] : []),
  ]),
  // Sources as their facts give them: who, and when as Intl writes it.
  ...Object.values(statistics).flatMap(({ source }) => (isPlaceholder(source) ? [] : [source.who, formatMonthOrPeriod(source.when, pseudoLocale), ...(source.baseline ? [formatMonthOrPeriod(source.baseline, pseudoLocale)] : [])])),
  // Company facts still placeholders read as their bracketed path ([settings.siren]) in every language.
  ...placeholderPaths().map((path) => `[${path}]`),
  formatDate(legalLastUpdated, pseudoLocale),
  formatDateTime(permissionRecord.recordedAt, pseudoLocale),
  countryName('FR', pseudoLocale),
  // Supervisory authorities as they publish themselves: official name, postal address, website.
  ...Object.values(authorities).flatMap((authority) => [authority.name, ...(authority.address?.lines ?? []), new URL(authority.website).hostname]),
  // The words Intl joins a list with (the processors outside the EEA), spaced so that no word loses its middle.
  ...[['a', 'b'], ['a', 'b', 'c']]
    .flatMap((items) => new Intl.ListFormat(pseudoLocale, { type: 'conjunction' }).formatToParts(items))
    .filter((part) => part.type === 'literal' && /[A-Za-z]/.test(part.value))
    .map((part) => part.value),
].sort((a, b) => b.length - a.length);

function legalParties(): string[] {
  const addressLines = (address: { streetAddress: unknown; postalCode: unknown; city: unknown } | undefined) =>
    address ? [address.streetAddress, known(address.postalCode) && known(address.city) ? `${address.postalCode} ${address.city}` : null].filter(known) : [];
  const dpo = isPlaceholder(settings.dataProtectionOfficer) ? null : settings.dataProtectionOfficer;
  const representative = isPlaceholder(settings.ukRepresentative) ? null : settings.ukRepresentative;
  return [
    ...[settings.siteHost, settings.databaseHost].flatMap((host) => [host.name, ...addressLines(host.address)].filter(known)),
    ...(dpo ? [dpo.name, ...emailParts(dpo.email)] : []),
    ...(representative ? [representative.name, ...addressLines(representative.address), ...emailParts(representative.email)] : []),
    ...Object.values(processors).flatMap((processor) => [processor.name, known(processor.countryCode) ? countryName(processor.countryCode, pseudoLocale) : null].filter(known)),
  ];
}

/** The other languages' names, each written in itself: allowed inside the language switcher's links. */
const languageNames = translatedLocales.map((locale) => contentFor(locale).common.languageName);

/** Pseudo-localized means: no plain ASCII letter left once the shared values are taken out. */
function isPseudo(text: string, inLanguageLink: boolean): boolean {
  let rest = text;
  for (const value of inLanguageLink ? [...sharedValues, ...languageNames] : sharedValues) rest = rest.split(value).join(' ');
  return !/[A-Za-z]/.test(rest);
}

interface Found {
  where: string;
  text: string;
  inLanguageLink: boolean;
}

let copy: ProjectCopy | undefined;
let served: ServedCopy | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(copyBuildTimeout);
  copy = copyProject('site-pseudo-');
  served = await serveBuiltCopy(copy, { PSEUDO_LOCALE: '1' });
  origin = served.origin;
});

test.afterAll(async () => {
  await served?.close();
});

test('every page of the pseudo language is fully pseudo-localized and fits 320 px', { tag: ['@facts', '@layout'] }, async ({ page }) => {
  test.setTimeout(120_000);
  const client = copy!.file('dist/client');
  const targets = [
    ...pageKeys.map((key) => ({ name: key as string, path: routeFor(key, pseudoLocale), file: builtPage(client, routeFor(key, pseudoLocale)) })),
    { name: 'not found', path: notFoundPathFor(pseudoLocale), file: path.join(client, `${notFoundPathFor(pseudoLocale)}.html`) },
  ];
  await page.setViewportSize({ width: viewportWidth, height: 800 });

  for (const target of targets) {
    await test.step(`${target.path} (${target.name})`, async () => {
      expect(target.file, `no page built for ${target.path}`).not.toBeNull();
      const url = `/${path.relative(client, target.file!).split(path.sep).join('/')}`;
      const response = await page.goto(`${origin}${url}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', pseudoLocale);
      await page.waitForLoadState('load');

      const found = await page.evaluate((): Found[] => {
        const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
        const describe = (element: Element) => {
          const className = element.getAttribute('class')?.trim().split(/\s+/)[0];
          return `<${element.tagName.toLowerCase()}${className ? ` class="${className}…"` : ''}>`;
        };
        const items: Found[] = [{ where: '<title>', text: document.title, inLanguageLink: false }];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          const text = node.textContent?.trim() ?? '';
          if (!parent || !text || skipped.has(parent.tagName)) continue;
          if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
          items.push({ where: `text in ${describe(parent)}`, text, inLanguageLink: !!parent.closest('a[hreflang]') });
        }
        for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
          for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
            const value = element.getAttribute(attribute)?.trim();
            if (value) items.push({ where: `${attribute} of ${describe(element)}`, text: value, inLanguageLink: false });
          }
        }
        return items;
      });
      expect(found.length).toBeGreaterThan(5);
      const plain = found.filter((item) => !isPseudo(item.text, item.inLanguageLink)).map((item) => `${item.where}: ${JSON.stringify(item.text)}`);
      expect.soft(plain, `text not pseudo-localized on ${target.path} (a word hard-coded in a template?)`).toEqual([]);

      const overflow = await page.evaluate((width) => {
        const tooWide = (element: Element | null) => !!element && element.getBoundingClientRect().right > width + 0.5;
        // The outermost elements reaching past the viewport, to say where to look.
        const wide = [...document.body.querySelectorAll('*')].filter((element) => tooWide(element) && !tooWide(element.parentElement));
        return {
          scrollWidth: document.documentElement.scrollWidth,
          elements: wide.slice(0, 5).map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> to ${Math.round(element.getBoundingClientRect().right)} px: ${JSON.stringify((element.textContent ?? '').trim().slice(0, 60))}`),
        };
      }, viewportWidth);
      expect.soft(overflow.scrollWidth, `${target.path} scrolls sideways at ${viewportWidth} px; too wide: ${overflow.elements.join('; ')}`).toBeLessThanOrEqual(viewportWidth);
    });
  }
});
