/**
 * Every page in every language reads at a small phone's width (320 px, WCAG 1.4.10 reflow), a
 * common phone's (375 px) and a laptop's (1280 px): nothing scrolls sideways and no word is broken
 * between two letters. Tagged @layout, so it runs in both font states (the brand face, and the web
 * font refused: tests/fixtures/e2e-fonts.ts), and @facts, so it runs on both fact sets (a long
 * fact, an e-mail address, a customer's name, can push a column wider).
 */
import type { Page } from '@playwright/test';
import { factsChoice, isPlaceholder, settings } from '../../content/facts';
import { notFoundPathFor, locales, routeFor, routes } from '../../content/locales';
import { expect, test } from '../fixtures/e2e-health';
import { textLines } from '../fixtures/e2e-geometry';

const widths = [320, 375, 1280];

/**
 * The words the page draws across two lines between letters. A line may end after a hyphen, a
 * dash (a range, "Januar–Juni"), a slash, a soft hyphen, or inside an address after its `@` or a
 * dot, where the markup offers the break: each word is cut there first, and a piece drawn on two
 * lines is a broken word.
 */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A fact still a placeholder is a marked key (`[settings.siren]`) that breaks anywhere on purpose: no visitor sees one.
      if (!parent || parent.closest('script, style, [hidden], [aria-hidden="true"], mark')) continue;
      // Text only for screen readers sits in a clipped 1 px box: it is not drawn.
      const box = parent.getBoundingClientRect();
      if (box.width <= 3 || box.height <= 3 || getComputedStyle(parent).clip !== 'auto') continue;
      const text = node.textContent ?? '';
      // A piece is broken when its first and last letters sit on different lines. A letter's own box
      // is its last: after a soft hyphen, Chromium also gives it the drawn hyphen's, on the line before.
      const lineOf = (offset: number) => {
        range.setStart(node!, offset);
        range.setEnd(node!, offset + 1);
        const rect = [...range.getClientRects()].filter((box) => box.width > 0).at(-1);
        return rect ? Math.round(rect.top + rect.height / 2) : null;
      };
      for (const match of text.matchAll(/[^\s\-‐–—/@.\u00ad]+[\-‐–—/@.\u00ad]?/gu)) {
        // A placeholder's key written into a sentence ("[processors.leadWebhook.countryCode]") is no word either.
        if (match[0].length < 2 || /[[\]]/.test(match[0])) continue;
        const first = lineOf(match.index);
        const last = lineOf(match.index + match[0].length - 1);
        if (first !== null && last !== null && Math.abs(first - last) > 2) broken.push(`${match[0]} (in “${text.trim().slice(0, 60)}”)`);
      }
    }
    return broken;
  });
}

const paths = [...routes.map((route) => route.path), ...locales.map((locale) => `${notFoundPathFor(locale)}.html`)];

for (const path of paths) {
  test(`${path}: at 320, 375 and 1280 px nothing scrolls sideways and no word is broken`, { tag: ['@layout', '@facts'] }, async ({ page }) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width} px scrolls sideways by`).toBe(0);
      expect(await brokenWords(page), `${path} at ${width} px`).toEqual([]);
    }
  });
}

test('at 375 px an e-mail address wraps only after its @: its domain stays on one line, in the footer and the contact card', { tag: ['@layout', '@facts'] }, async ({ page }) => {
  test.skip(isPlaceholder(settings.email), 'no address stated in these facts (the footer shows its key: the test below); the example state runs this');
  await page.setViewportSize({ width: 375, height: 812 });
  for (const locale of locales) {
    await page.goto(routeFor('contact', locale));
    const domains = page.locator(`a[href="mailto:${settings.email}"] span span`);
    await expect(domains, `${locale}: the card's and the footer's address`).toHaveCount(2);
    for (const domain of await domains.all()) {
      expect(await textLines(domain), `${locale}: "${settings.email}" not broken inside its domain`).toBe(1);
      // Underlined as its link is (an inline-block does not take its link's underline by itself).
      const underlines = await domain.evaluate((element) => [getComputedStyle(element.closest('a')!).textDecorationLine, getComputedStyle(element).textDecorationLine]);
      expect(underlines[1], `${locale}: the domain's underline`).toBe(underlines[0]);
    }
  }
});

test('at 1280 px the footer writes its e-mail address on one line, in every language', { tag: ['@layout', '@facts'] }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const locale of locales) {
    await page.goto(routeFor('home', locale));
    if (isPlaceholder(settings.email)) {
      // Not stated yet: the footer shows the fact's key, never a made-up address.
      await expect(page.locator('footer address mark', { hasText: 'settings.email' })).toHaveCount(1);
      continue;
    }
    const link = page.locator('footer address a[href^="mailto:"]');
    expect(await textLines(link), `${locale}: the address on one line`).toBe(1);
  }
});

test('a date range under a figure never ends a line at its dash ("mars –" above "août 2025"), at 320, 375 and 1280 px, in every language', { tag: ['@layout', '@facts'] }, async ({ page }) => {
  let ranges = 0;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const locale of locales) {
      await page.goto(routeFor('useCases', locale));
      // Each range ("mars – août 2025", "März–August 2025"): the word before its dash and the word after, drawn on one line.
      const split = await page.locator('main').evaluate((main) => {
        const found: { text: string; lines: number }[] = [];
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of node.textContent!.matchAll(/[^\s\u202f]+\u202f?–[\u2060\u202f]*[^\s\u202f]+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index!);
            range.setEnd(node, match.index! + match[0].length);
            const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
            found.push({ text: match[0], lines: tops.size });
          }
        }
        return found;
      });
      ranges += split.length;
      expect(split.filter((range) => range.lines > 1), `${locale} at ${width} px`).toEqual([]);
    }
  }
  // The example company's figures carry periods; the company's sources are not stated yet.
  if (factsChoice === 'example') expect(ranges).toBeGreaterThan(0);
});
