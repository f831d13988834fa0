/**
 * One header on every page: logo, navigation, language switcher and demo button, the same bar on
 * the home page (its in-page anchors) as on the others. The switcher leads to the page's own
 * alternates, marks the current language, and works without JavaScript on every width: a
 * compact button in the bar on wide screens, a list inside the menu on phones.
 */
import type { Locator, Page } from '@playwright/test';
import { contentFor } from '../../content/index';
import { locales, notFoundPathFor, routeFor, routes, type Locale } from '../../content/locales';
import { expect, readHead, test } from '../fixtures/e2e-health';

/** The header's language list, found whether it is shown or not (closed, it is out of the accessibility tree). */
function languageList(page: Page, locale: Locale): Locator {
  return page.locator(`header nav[aria-label="${contentFor(locale).common.header.languageLabel}"]`);
}

/** The language button of the bar, named by the switcher's label and showing the current language's code. */
function languageButton(page: Page, locale: Locale): Locator {
  return page.locator('header').getByRole('button', { name: contentFor(locale).common.header.languageLabel });
}

/** What the switcher must say on a page: each language's link, named in itself, marked when it is the page's own. */
async function expectSwitcherFor(list: Locator, current: Locale, hrefOf: (locale: Locale) => string): Promise<void> {
  // Read at once (forty pages on a shared machine), compared in one assertion.
  const found = await list.locator('a').evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href'),
      hreflang: link.getAttribute('hreflang'),
      lang: link.getAttribute('lang'),
      text: link.textContent,
      current: link.getAttribute('aria-current'),
    })),
  );
  const expected = locales.map((locale) => ({
    href: hrefOf(locale),
    hreflang: locale,
    lang: locale,
    text: contentFor(locale).common.languageName,
    current: locale === current ? 'true' : null,
  }));
  expect(found, `the switcher of ${current}`).toEqual(expected);
}

test('on every page of every language, the header switcher links to the page’s alternates and marks its language', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const route of routes) {
    await page.goto(route.path);
    const { alternates } = await readHead(page);
    // The head's hreflang links are absolute; the switcher's are root-relative paths to the same pages.
    await expectSwitcherFor(languageList(page, route.locale), route.locale, (locale) => new URL(alternates[locale]!).pathname);
  }
  // A not-found page has no twin: its switcher offers each language's home page.
  for (const locale of locales) {
    await page.goto(notFoundPathFor(locale));
    await expectSwitcherFor(languageList(page, locale), locale, (other) => routeFor('home', other));
  }
});

test('the home page’s header is the same bar as the other pages’: logo, navigation, language switcher, demo button, menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  /** The header's outline: its landmarks and controls in order, each by tag and styling (the links of the navigation itself may differ). */
  const outline = (navLabel: string) =>
    page.locator('header').evaluate(
      (header, label) =>
        [...header.querySelectorAll('a, button, nav, [popover]')]
          .filter((element) => !element.closest(`nav[aria-label="${label}"] li`))
          .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class')}`),
      navLabel,
    );
  for (const locale of locales) {
    const header = contentFor(locale).common.header;
    const outlines: string[][] = [];
    for (const pageKey of ['home', 'pricing'] as const) {
      await page.goto(routeFor(pageKey, locale));
      const bar = page.locator('header');
      await expect(bar.locator(`a[href="${routeFor('home', locale)}"]`).first()).toBeVisible();
      await expect(bar.getByRole('navigation', { name: header.navLabel })).toBeVisible();
      await expect(languageButton(page, locale)).toBeVisible();
      await expect(languageButton(page, locale)).toContainText(locale.toUpperCase());
      await expect(bar.getByRole('link', { name: header.demoButton })).toBeVisible();
      outlines.push(await outline(header.navLabel));
    }
    expect(outlines[0], `${locale}: home and pricing headers`).toEqual(outlines[1]);
  }
});

test('at 1280 px without JavaScript, the language button opens the list, Escape closes it, a language leads to the same page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(routeFor('pricing', 'de'));
  const list = page.locator('header').getByRole('navigation', { name: contentFor('de').common.header.languageLabel });
  await expect(list).toBeHidden();
  await languageButton(page, 'de').click();
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await languageButton(page, 'de').click();
  await list.getByRole('link', { name: contentFor('it').common.languageName }).click();
  await expect(page).toHaveURL(new RegExp(`${routeFor('pricing', 'it')}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await context.close();
});

test('at 1024 px, the language button and the demo button sit inside the screen on the home and about pages', { tag: ['@facts', '@layout'] }, async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  for (const locale of locales) {
    for (const pageKey of ['home', 'about'] as const) {
      await page.goto(routeFor(pageKey, locale));
      for (const control of [languageButton(page, locale), page.locator('header').getByRole('link', { name: contentFor(locale).common.header.demoButton })]) {
        const box = (await control.boundingBox())!;
        expect(box, `${locale} ${pageKey}`).not.toBeNull();
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${locale} ${pageKey}`).toBeLessThanOrEqual(1024);
      }
    }
  }
});

test('at 375 px without JavaScript, the switcher is in the menu: every language one tap away, 44 px high, the current one marked', { tag: ['@facts', '@layout'] }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  for (const locale of locales) {
    const header = contentFor(locale).common.header;
    await page.goto(routeFor('home', locale));
    const list = page.locator('header').getByRole('navigation', { name: header.languageLabel });
    await expect(list).toBeHidden();
    // On phones the bar holds no language button: the menu does.
    await expect(languageButton(page, locale)).toBeHidden();
    await page.getByRole('button', { name: header.menuOpen }).click();
    await expect(list).toBeVisible();
    await expectSwitcherFor(list, locale, (other) => routeFor('home', other));
    for (const link of await list.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
  }
  // A tap on a language leads to the same page in it.
  await page.goto(routeFor('support', 'fr'));
  await page.getByRole('button', { name: contentFor('fr').common.header.menuOpen }).click();
  await page.locator('header').getByRole('link', { name: contentFor('es').common.languageName }).click();
  await expect(page).toHaveURL(new RegExp(`${routeFor('support', 'es')}$`));
  await context.close();
});

test.describe('phone header and menu, without JavaScript', () => {
  for (const width of [320, 375]) {
    test(`at ${width} px: the demo button is in the bar, nothing scrolls sideways, no plan name is cut`, { tag: ['@facts', '@layout'] }, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 700 } });
      const page = await context.newPage();
      for (const locale of locales) {
        const header = contentFor(locale).common.header;
        await page.goto(routeFor('pricing', locale));
        const demo = page.locator('header').getByRole('link', { name: header.demoButtonShort, exact: true });
        await expect(demo).toBeVisible();
        await expect(demo).toHaveAttribute('href', routeFor('demo', locale));
        const box = (await demo.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const names = await page.locator('#plans h2').evaluateAll((cells) =>
          cells.map((cell) => {
            const rect = cell.getBoundingClientRect();
            return { fits: cell.scrollWidth <= cell.clientWidth, inside: rect.left >= 0 && rect.right <= document.documentElement.clientWidth };
          }),
        );
        expect(names).toHaveLength(3);
        for (const name of names) expect(name).toEqual({ fits: true, inside: true });
        // The about page too: its collage and cards stay inside the screen.
        await page.goto(routeFor('about', locale));
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale} about`).toBeLessThanOrEqual(width);
        const picture = (await page.locator('#team picture img').boundingBox())!;
        expect(picture.x).toBeGreaterThanOrEqual(0);
        expect(picture.x + picture.width).toBeLessThanOrEqual(width);
      }
      await context.close();
    });
  }

  test('at 1024 px (the narrowest laptop bar) every header link of the home and about pages is shown inside the screen', { tag: ['@layout'] }, async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    for (const locale of locales) {
      const header = contentFor(locale).common.header;
      for (const pageKey of ['home', 'about'] as const) {
        await page.goto(routeFor(pageKey, locale));
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale} ${pageKey}`).toBeLessThanOrEqual(1024);
        const boxes = await page.getByRole('navigation', { name: header.navLabel }).getByRole('link').evaluateAll((links) =>
          links.map((link) => {
            const rect = link.getBoundingClientRect();
            return { text: link.textContent, shown: rect.width > 0 && rect.left >= 0 && rect.right <= document.documentElement.clientWidth };
          }),
        );
        expect(boxes.length).toBeGreaterThanOrEqual(5);
        expect(boxes.filter((box) => !box.shown), `${locale} ${pageKey}`).toEqual([]);
      }
    }
  });

  test('at 375 px every link of the header, the open menu and the footer is a 44 px tap target', { tag: ['@facts', '@layout'] }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    for (const locale of locales) {
      await page.goto(routeFor('home', locale));
      await page.getByRole('button', { name: contentFor(locale).common.header.menuOpen }).click();
      const heights = await page.locator('header a:visible, header button:visible, footer a:visible').evaluateAll((els) =>
        els.map((el) => ({ text: el.textContent?.trim(), height: Math.round(el.getBoundingClientRect().height) })),
      );
      expect(heights.length).toBeGreaterThan(15);
      expect(heights.filter((item) => item.height < 44)).toEqual([]);
    }
    await context.close();
  });

  test('the menu closes after an in-page link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 }, hasTouch: true });
    const page = await context.newPage();
    const header = contentFor('en').common.header;
    await page.goto(routeFor('home', 'en'));
    const nav = page.getByRole('navigation', { name: header.navLabel });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: header.menuOpen }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: header.links.howItWorks }).click();
    await expect(page).toHaveURL(/#how-it-works$/);
    await expect(nav).toBeHidden();
    // And by touch.
    await page.getByRole('button', { name: header.menuOpen }).tap();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: header.links.features }).tap();
    await expect(page).toHaveURL(/#features$/);
    await expect(nav).toBeHidden();
    await context.close();
  });
});
