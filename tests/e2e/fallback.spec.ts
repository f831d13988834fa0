/**
 * The brand face's fallback on this machine (tooling/brand-font/fallback.ts): with the brand face's
 * file refused, the page is drawn in a local font through the fallback family, and sized like the
 * brand face: body text's line box and width, and a long heading's width, within a few percent of
 * the same page once the brand face is loaded. Each platform font installed here (fc-list) is tried
 * alone: Chromium is started with a fontconfig that hides the others. On Debian's Chromium that is
 * at least DejaVu Sans (fontconfig's own dependency); Liberation Sans where fonts-liberation is.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { routeFor } from '../../content/locales';
import { brandFace } from '../../renderer/tokens';
import { platformFonts, type PlatformFont } from '../../tooling/brand-font/fallback';
import { chromiumFlags, chromiumPath } from '../../tooling/chromium';
import { baseURL } from '../../playwright.config';
import { expect, test } from '../fixtures/e2e-health';

/** The families of the fonts installed here, as fontconfig (and so Chromium's local()) finds them. */
const installedFamilies = new Set(execFileSync('fc-list', ['--format', '%{family}\n'], { encoding: 'utf8' }).split(/[\n,]/).filter(Boolean));
const installedPlatformFonts = platformFonts.filter((font) => installedFamilies.has(font.name));

/** A fontconfig that hides every platform font but `shown` (the system's configuration, less those families). */
function fontconfigShowing(shown: PlatformFont, file: string): string {
  const hidden = platformFonts.filter((font) => font !== shown).map((font) => `<pattern><patelt name="family"><string>${font.name}</string></patelt></pattern>`);
  writeFileSync(file, `<?xml version="1.0"?>\n<fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><selectfont><rejectfont>${hidden.join('')}</rejectfont></selectfont></fontconfig>\n`);
  return file;
}

interface FallbackRule {
  weight: string;
  /** Its local() names. */
  sources: string[];
  /** What document.fonts says of its face. */
  status: string;
}

/** The page's fallback rules in order, each with its face's status (document.fonts lists a stylesheet's faces in its order). */
async function fallbackRules(page: Page): Promise<FallbackRule[]> {
  return page.evaluate((family) => {
    const named = (value: string) => value.replace(/"/g, '') === family;
    const rules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule && named(rule.style.getPropertyValue('font-family')));
    const faces = [...document.fonts].filter((face) => named(face.family));
    if (faces.length !== rules.length) throw new Error(`${rules.length} rules, ${faces.length} faces`);
    return rules.map((rule, index) => ({
      weight: rule.style.getPropertyValue('font-weight'),
      sources: [...rule.style.getPropertyValue('src').matchAll(/local\("?([^")]+)"?\)/g)].map((match) => match[1]!),
      status: faces[index]!.weight === rule.style.getPropertyValue('font-weight') ? faces[index]!.status : 'not its face',
    }));
  }, brandFace.fallbackFamily);
}

/** The fonts Chromium drew each selector's text in. */
async function drawnIn(page: Page, selectors: string[]): Promise<string[][]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const drawn: string[][] = [];
  for (const selector of selectors) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    drawn.push((await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts.map((font) => (font.isCustomFont ? `${font.familyName} (web font)` : font.postScriptName)));
  }
  await cdp.detach();
  return drawn;
}

/** Marks the page's longest shown paragraph text (its own text, not its children's) and its longest shown heading: the texts measured. */
async function markMeasured(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ownText = (element: Element) => Math.max(0, ...[...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent!.length));
    const longest = (selector: string, length: (element: Element) => number) =>
      [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility()).sort((a, b) => length(b) - length(a))[0]!;
    longest('main p', ownText).setAttribute('data-measured', 'body');
    longest('main h1, main h2', (element) => element.textContent!.length).setAttribute('data-measured', 'heading');
  });
}
const body = '[data-measured="body"]';
const heading = '[data-measured="heading"]';

/** Body text's line pitch and line box (its longest text's lines), and the unbroken widths of that paragraph and of the heading. */
async function measure(page: Page) {
  return page.evaluate(
    ({ paragraphSelector, headingSelector }) => {
      const unbroken = (element: HTMLElement) => {
        Object.assign(element.style, { whiteSpace: 'nowrap', width: 'max-content', maxWidth: 'none' });
        const { width } = element.getBoundingClientRect();
        element.removeAttribute('style');
        return width;
      };
      const paragraph = document.querySelector<HTMLElement>(paragraphSelector)!;
      const texts = [...paragraph.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
      const range = document.createRange();
      range.selectNodeContents(texts.sort((a, b) => (b.textContent ?? '').length - (a.textContent ?? '').length)[0]!);
      const [first, second] = [...range.getClientRects()];
      return {
        linePitch: second!.top - first!.top,
        lineBox: first!.height,
        paragraphWidth: unbroken(paragraph),
        headingWidth: unbroken(document.querySelector<HTMLElement>(headingSelector)!),
      };
    },
    { paragraphSelector: body, headingSelector: heading },
  );
}

test('a platform font of the fallback is installed here', () => {
  expect(installedPlatformFonts.map((font) => font.name), `fc-list knows none of ${platformFonts.map((font) => font.name).join(', ')}`).not.toEqual([]);
});

for (const font of installedPlatformFonts) {
  for (const path of [routeFor('home', 'de'), routeFor('pricing', 'fr')]) {
    test(`${path} in ${font.name} alone, the brand face's file refused: drawn through the fallback, matched to the brand face`, async ({}, testInfo) => {
      const browser = await chromium.launch({
        executablePath: chromiumPath,
        args: chromiumFlags,
        env: { ...process.env, FONTCONFIG_FILE: fontconfigShowing(font, testInfo.outputPath('fonts.conf')) },
      });
      const page = await browser.newPage({ baseURL, viewport: { width: 375, height: 800 } });
      await page.route('**/*.woff2', (route) => route.abort());
      await page.goto(path, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      await markMeasured(page);

      // The brand face failed; the rules naming this font loaded, the others failed.
      const brandStatus = await page.evaluate((family) => [...document.fonts].filter((face) => face.family.replace(/"/g, '') === family).map((face) => face.status), brandFace.family);
      expect(brandStatus).toEqual(['error']);
      const names = [font.metrics.postscriptName, font.bold.postscriptName];
      for (const rule of await fallbackRules(page)) expect(rule.status, rule.sources.join(', ')).toBe(rule.sources.some((name) => names.includes(name)) ? 'loaded' : 'error');
      expect(await drawnIn(page, [body, heading])).toEqual([[font.metrics.postscriptName], [font.bold.postscriptName]]);
      const fallback = await measure(page);

      // The same page in the brand face: its file fetched again and awaited.
      await page.unroute('**/*.woff2');
      const file = await page.locator('head link[rel="preload"][as="font"]').getAttribute('href');
      await page.evaluate(
        async ([family, url]) => {
          const face = new FontFace(family!, `url(${url})`, { weight: '400 750' });
          document.fonts.add(await face.load());
          // Drawn in it only once the page is laid out again: force that, then let a frame paint.
          void document.body.offsetWidth;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        },
        [brandFace.family, file],
      );
      expect(await drawnIn(page, [body, heading])).toEqual([[`${brandFace.family} (web font)`], [`${brandFace.family} (web font)`]]);
      const brand = await measure(page);
      await browser.close();

      const ratios = Object.fromEntries((['linePitch', 'lineBox', 'paragraphWidth', 'headingWidth'] as const).map((key) => [key, fallback[key] / brand[key]]));
      testInfo.annotations.push({ type: `${font.name} / brand face`, description: JSON.stringify(ratios, (_key, value: unknown) => (typeof value === 'number' ? Number(value.toFixed(3)) : value)) });
      for (const [key, ratio] of Object.entries(ratios)) expect(Math.abs(ratio - 1), `${key}: ${fallback[key as keyof typeof fallback].toFixed(1)} px in ${font.name}, ${brand[key as keyof typeof brand].toFixed(1)} px in the brand face`).toBeLessThan(0.03);
    });
  }
}
