/**
 * The brand face on the built site: it loads and draws the text once its file is there, and it
 * holds every character any page shows (tooling/brand-font builds it from the content). Its size,
 * the single file and its one preload are budgets (budgets.spec.ts).
 */
import type { Page } from '@playwright/test';
import { locales, notFoundPathFor, routeFor, routes } from '../../content/locales';
import { brandFace } from '../../renderer/tokens';
import { absentFromBrandFace } from '../../tooling/brand-font/build';
import { fontCodePoints, missingCharacters } from '../fixtures/font-characters';
import { expect, test } from '../fixtures/e2e-health';

/** The URL of the one font file the page fetched. */
async function fontFileOf(page: Page): Promise<string> {
  const files = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.woff2')));
  expect(files).toHaveLength(1);
  return files[0]!;
}

/** The family names Chromium drew a node's text with. */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

// Each font state (tests/fixtures/e2e-fonts.ts) is drawn as stated: no test depends on when the file arrives.
test('the page is drawn in the face of the visit: the brand face when it arrived, the metric-matched fallback when it did not', { tag: ['@layout'] }, async ({ page, fontState }) => {
  await page.goto(routeFor('home', 'en'), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const faces = await page.evaluate(
    (families) => [...document.fonts].filter((face) => families.includes(face.family.replace(/"/g, ''))).map((face) => ({ family: face.family.replace(/"/g, ''), status: face.status })),
    [brandFace.family, brandFace.fallbackFamily] as string[],
  );
  for (const selector of ['h1', 'main p']) {
    const drawn = await drawnWith(page, selector);
    if (fontState === 'brand') expect(drawn, selector).toEqual([brandFace.family]);
    else expect(drawn, selector).not.toContain(brandFace.family);
  }
  if (fontState === 'fallback') {
    // The brand face's file was refused, and the fallback face found a local font to size.
    expect(faces.filter((face) => face.family === brandFace.family).map((face) => face.status)).toEqual(['error']);
    expect(faces.some((face) => face.family === brandFace.fallbackFamily && face.status === 'loaded')).toBe(true);
  }
});

test('every character of every page is in the brand face (but those the typeface lacks)', async ({ page }) => {
  test.setTimeout(180_000);
  const paths = [...routes.map((route) => route.path), ...locales.map((locale) => `${notFoundPathFor(locale)}.html`)];
  let codePoints: Set<number> | undefined;
  const absent = missingCharacters(new Set(), absentFromBrandFace);
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'load' });
    if (!codePoints) {
      await page.evaluate(() => document.fonts.ready);
      const response = await page.request.get(await fontFileOf(page));
      codePoints = fontCodePoints(await response.body());
    }
    // The text of the body (hidden parts too: the menu, the form's messages, what shows without scripts) and what fields show.
    const text = await page.evaluate(() => {
      const shown = [...document.querySelectorAll('[placeholder]')].map((field) => field.getAttribute('placeholder') ?? '');
      const body = document.body.cloneNode(true) as HTMLElement;
      for (const element of body.querySelectorAll('script, style')) element.remove();
      // With scripts on, a <noscript> holds its markup as text: what a browser without them draws is that markup's text.
      for (const element of body.querySelectorAll('noscript')) {
        const shownWithoutScript = document.createElement('div');
        shownWithoutScript.innerHTML = element.textContent ?? '';
        element.replaceWith(shownWithoutScript);
      }
      return [document.title, body.textContent ?? '', ...shown].join('\n');
    });
    const missing = missingCharacters(codePoints, text.replace(/\p{Cc}/gu, '')).filter((character) => !absent.includes(character));
    expect(missing, path).toEqual([]);
  }
});

test('every page draws its text with the brand face first, then its metric-matched fallback', async ({ page }) => {
  await page.goto(routeFor('pricing', 'de'));
  const fonts = await page.evaluate(() => ['body', 'h1', 'main a'].map((selector) => getComputedStyle(document.querySelector(selector)!).fontFamily));
  for (const family of fonts) expect(family).toBe(`"${brandFace.family}", "${brandFace.fallbackFamily}", sans-serif`);
});
