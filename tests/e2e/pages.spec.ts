/** What a visitor sees: every page in every language, accessible, complete, and usable at 320 px. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { contentFor } from '../../content/index';
import { defaultLocale, locales, matchRoute, notFoundPathFor, pageKeys, routeFor, routes } from '../../content/locales';
import { touchForm } from '../fixtures/e2e-forms';
import { expect, test } from '../fixtures/e2e-health';

/**
 * Parts that differ by market on purpose: each legal page lists its market's supervisory
 * authorities (tests/e2e/legal.spec.ts checks them against content/facts.ts).
 */
const perMarket = '#privacy-complaint ul';

/** Each section of the main content: its id, heading, and how many cards, items and questions it holds. */
async function structureOf(page: Page) {
  return page.locator('main section, main aside').evaluateAll(
    (sections, perMarket) =>
      sections.map((section) => {
        const count = (selector: string) => [...section.querySelectorAll(selector)].filter((element) => !element.closest(perMarket)).length;
        return {
          id: section.id,
          heading: !!section.querySelector('h1, h2')?.textContent?.trim(),
          items: count('li'),
          headings: count('h3'),
          questions: count('details'),
          rows: count('tr'),
          links: count('a'),
        };
      }),
    perMarket,
  );
}

test.describe('structure is the same in every language', () => {
  for (const pageKey of pageKeys) {
    test(`${pageKey}: same sections, ids, headings and counts as ${defaultLocale}`, async ({ page }) => {
      await page.goto(routeFor(pageKey, defaultLocale));
      const source = await structureOf(page);
      // The demo page is its form alone; every other page has several sections.
      expect(source.length).toBeGreaterThan(pageKey === 'demo' ? 0 : 1);
      for (const section of source) expect(section.heading, `section #${section.id} has a heading`).toBe(true);
      for (const locale of locales.filter((l) => l !== defaultLocale)) {
        await page.goto(routeFor(pageKey, locale));
        expect(await structureOf(page), `${locale} ${pageKey}`).toEqual(source);
      }
    });
  }

  test('home tells one story: problem and solution first, six benefits, four shown steps with their details, thirteen grouped features, one form: the demo request at the end', async ({ page }) => {
    for (const locale of locales) {
      const home = contentFor(locale).home;
      await page.goto(routeFor('home', locale));
      const sections = await page.locator('main section[id]').evaluateAll((els) => els.map((el) => el.id));
      expect(sections.slice(0, 3)).toEqual(['benefits', 'how-it-works', 'features']);
      await expect(page.locator('#benefits')).toContainText(home.benefits.problem.title);
      await expect(page.locator('#benefits')).toContainText(home.benefits.solution.title);
      await expect(page.locator('#features li:has(h4)')).toHaveCount(13);
      await expect(page.locator('#features h3')).toHaveCount(home.features.groups.length);
      await expect(page.locator('#how-it-works ol > li ul > li')).toHaveCount(4 * 3);
      await expect(page.locator('#benefits li:has(h3)')).toHaveCount(6);
      await expect(page.locator('#how-it-works ol > li')).toHaveCount(4);
      await expect(page.locator('#how-it-works ol > li [data-preview^="step-"]')).toHaveCount(4);
      await expect(page.locator('#how-it-works ol > li', { hasText: home.howItWorks.keyDifferenceBadge })).toHaveCount(1);
      await expect(page.locator('main form')).toHaveCount(1);
      await expect(page.locator('#demo form')).toHaveCount(1);
      for (const id of ['features', 'benefits', 'how-it-works']) await expect(page.locator(`#${id} h2`)).toHaveCount(1);
    }
  });
});

test.describe('accessibility (axe-core)', () => {
  const paths = [...routes.map((route) => route.path), ...locales.map((locale) => notFoundPathFor(locale) + '-missing')];
  for (const path of paths) {
    test(`${path} has no axe violations`, { tag: ['@facts'] }, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('the demo page form has no axe violations once interactive', async ({ page }) => {
    await page.goto(`${routeFor('demo', 'de')}#demo-form`);
    await touchForm(page.locator('[data-island="demo-form"]'));
    const results = await new AxeBuilder({ page }).include('#demo-form').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

// Reflow at 320, 375 and 1280 px, every page in both font states and both fact sets: tests/e2e/layout.spec.ts.

test.describe('navigation', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the phone menu opens and closes by keyboard, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const header = contentFor('de').common.header;
    await page.goto(routeFor('pricing', 'de'));
    const nav = page.getByRole('navigation', { name: header.navLabel });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: header.menuOpen }).focus();
    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: header.links.pricing })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    // The one menu button toggles: once open, it is the close button.
    await page.getByRole('button', { name: header.menuOpen }).click();
    await expect(page.getByRole('button', { name: header.menuOpen })).toHaveCount(0);
    await page.getByRole('button', { name: header.menuClose }).click();
    await expect(nav).toBeHidden();
    await context.close();
  });

  test('the language switcher leads to the same page in each language and marks the current one', async ({ page }) => {
    await page.goto(routeFor('support', 'it'));
    // On a phone the languages are in the menu (every page type and language: header.spec.ts).
    await page.getByRole('button', { name: contentFor('it').common.header.menuOpen }).click();
    const switcher = page.getByRole('navigation', { name: contentFor('it').common.header.languageLabel });
    for (const locale of locales) {
      const link = switcher.getByRole('link', { name: contentFor(locale).common.languageName });
      await expect(link).toHaveAttribute('href', routeFor('support', locale));
      await expect(link).toHaveAttribute('lang', locale);
      if (locale === 'it') await expect(link).toHaveAttribute('aria-current', 'true');
      else await expect(link).not.toHaveAttribute('aria-current');
    }
  });

  test('a section reached by its anchor sits below the sticky header', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(routeFor('home', 'fr'));
    await page.getByRole('link', { name: contentFor('fr').home.hero.secondaryButton }).click();
    await expect(page).toHaveURL(/#how-it-works$/);
    const headerBottom = await page.locator('header').evaluate((el) => el.getBoundingClientRect().bottom);
    const sectionTop = await page.locator('#how-it-works').evaluate((el) => el.getBoundingClientRect().top);
    expect(sectionTop).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(sectionTop).toBeLessThan(headerBottom + 40);
  });

  test('scrolling is smooth, unless the visitor prefers reduced motion', async ({ page }) => {
    await page.goto(routeFor('home', 'en'));
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });

  test('the support FAQ keeps only one answer open', async ({ page }) => {
    await page.goto(routeFor('support', 'es'));
    const items = page.locator('#faq details');
    await expect(items).toHaveCount(6);
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await items.nth(3).locator('summary').click();
    await expect(items.nth(3)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
  });
});

test('every internal link leads to a page and an anchor that exist', { tag: ['@facts'] }, async ({ page, request }) => {
  test.setTimeout(120_000);
  const idsByPath = new Map<string, Set<string>>();
  const links = new Map<string, string>();
  for (const route of routes) {
    await page.goto(route.path);
    idsByPath.set(route.path, new Set(await page.locator('[id]').evaluateAll((els) => els.map((el) => el.id))));
    for (const href of await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      if (!/^(https?:|mailto:|tel:)/.test(href)) links.set(href, route.path);
    }
  }
  for (const [href, from] of links) {
    const url = new URL(href, `http://site${from}`);
    const target = matchRoute(url.pathname);
    expect(target, `${href} on ${from}`).not.toBeNull();
    if (url.hash) expect(idsByPath.get(target!.path)?.has(url.hash.slice(1)), `${href} on ${from}`).toBe(true);
  }
  expect((await request.get('/og/fr.png')).status()).toBe(200);
});
