/**
 * What a visitor reads is typeset: the visible text and the read-out attributes (alt, aria-label,
 * title, meta and Open Graph text) of every route in every language pass the typography rules
 * that content/typography.ts applies, and the numbers that content/format.ts writes.
 */
import { routes } from '../../content/locales';
import { expect, test } from '../fixtures/e2e-health';

/** Visible text, then every attribute a browser shows or reads out, then the head's text. */
async function readableTextOf(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    for (const meta of document.querySelectorAll('meta[name="description"], meta[property^="og:"][content]')) {
      const property = meta.getAttribute('property') ?? '';
      if (['og:url', 'og:image', 'og:type', 'og:locale', 'og:locale:alternate'].includes(property) || property.startsWith('og:image:')) continue;
      texts.push(meta.getAttribute('content') ?? '');
    }
    return texts;
  });
}

/** Numbers in each table's cells: a bare four-digit count beside grouped ones reads as a typo. */
async function tableCountsOf(page: import('@playwright/test').Page): Promise<string[][]> {
  return page.locator('table').evaluateAll((tables) =>
    tables.map((table) =>
      [...table.querySelectorAll('td, th')].map((cell) => (cell as HTMLElement).innerText.trim()).filter((text) => /^\d[\d\s.,\u00a0\u202f]*$/.test(text)),
    ),
  );
}

for (const route of routes) {
  test(`${route.path}: typeset for ${route.locale}`, { tag: ['@facts'] }, async ({ page }) => {
    await page.goto(route.path);
    const texts = await readableTextOf(page);
    const lines = texts.flatMap((text) => text.split('\n')).filter((line) => line.trim());
    const offending = (pattern: RegExp) => lines.filter((line) => pattern.test(line));

    expect(offending(/\.\.\./), 'three dots instead of …').toEqual([]);
    expect(offending(/(?:^|[\s(])-\d/), 'a hyphen before a figure instead of −').toEqual([]);
    expect(offending(/\bCET\b/), 'a bare CET (wrong half the year)').toEqual([]);
    expect(offending(/\d {1,}(?:h|min|%)(?![\p{L}\d])/u), 'an ordinary space between a number and its unit').toEqual([]);
    if (route.locale === 'fr') {
      expect(offending(/ [;!?:»]|« /), 'an ordinary space at French high punctuation').toEqual([]);
      expect(offending(/\p{L}[;!?](?=\s|$)/u), 'French high punctuation glued to a word').toEqual([]);
    }

    for (const counts of await tableCountsOf(page)) {
      const grouped = counts.filter((text) => /\d[\s.,\u00a0\u202f]\d{3}/.test(text));
      if (grouped.length) expect(counts.filter((text) => /^\d{4}$/.test(text)), 'an ungrouped count beside grouped ones').toEqual([]);
    }
  });
}
