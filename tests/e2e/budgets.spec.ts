/**
 * Performance budgets, in bytes and counts (never time), measured on what a real browser fetches
 * from the built site: gzip sizes are computed from the bodies it received.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Page, Request, Response } from '@playwright/test';
import { locales, notFoundPathFor, routeFor, routes } from '../../content/locales';
import { stylesheetClasses } from '../../renderer/pageStylesheet';
import { brandFace } from '../../renderer/tokens';
import { builtSiteStylesheet } from '../../server/headers';
import { projectRoot } from '../../tooling/project';
import { contactForm, demoForm, fillForm, homeDemoForm, islandOf, openForm, touchForm } from '../fixtures/e2e-forms';
import { firstScreenHtml } from '../fixtures/first-screen';
import { uniqueEmail } from '../fixtures/e2e-leads';
import { expect, test } from '../fixtures/e2e-health';

const KB = 1024;
const budget = {
  /** The islands' loader (pages/islands/+client.ts), brought in after the first paint. */
  loaderGzip: 2 * KB,
  /**
   * What a visitor waits for, in one round trip of a new connection (10 TCP segments of 1,460 bytes):
   * a page's headers with the Brotli bytes of its head, inline stylesheet and first screen's markup;
   * the font file with its headers. Below the first screen a page may spend bytes, within `pageBrotli`.
   */
  firstRoundTrip: 10 * 1460,
  /** A whole page as it travels (Brotli, as hosts send it to browsers). */
  pageBrotli: 20 * KB,
  /** Everything an island pulls in once it hydrates (supabase-js excluded: it loads at submit). */
  islandGzip: 100 * KB,
  /** A page, its stylesheet inline. */
  htmlGzip: 20 * KB,
  /** The part of the site stylesheet a page carries inline (the whole stylesheet is about 8 KB). */
  cssGzip: 7 * KB,
  /** The one font file, the brand face's subset (woff2 is compressed already: raw bytes). */
  fontRaw: 20 * KB,
  /** The not-found page's script that logs the path. */
  notFoundScriptRaw: 1 * KB,
};

/** Pages whose form is their purpose: the islands' loader right after the first paint (the home page's form waits for the viewport: no script before load). */
const islandPages = new Set(['contact', 'demo']);

interface Fetched {
  url: string;
  type: string;
  raw: number;
  gzip: number;
  body: string;
  /** Requested before the page's load event fired. */
  beforeLoad: boolean;
  sizes: () => ReturnType<Request['sizes']>;
}

/** Records every response of the page from now on, with its size and whether it was asked for before load. */
function recordResponses(page: Page): { all: () => Promise<Fetched[]> } {
  const pending: Promise<Fetched | null>[] = [];
  const requestedBeforeLoad = new WeakSet<Request>();
  let loaded = false;
  page.on('request', (request) => {
    if (!loaded) requestedBeforeLoad.add(request);
  });
  page.on('load', () => (loaded = true));
  page.on('response', (response: Response) => {
    const request = response.request();
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          type: request.resourceType(),
          raw: body.length,
          gzip: gzipSync(body).length,
          body: body.toString('utf8'),
          beforeLoad: requestedBeforeLoad.has(request),
          sizes: () => request.sizes(),
        }))
        .catch(() => null),
    );
  });
  return { all: async () => (await Promise.all(pending)).filter((item): item is Fetched => item !== null) };
}

/** Every class on the page that the site stylesheet styles has its rules in the page's inline stylesheet. */
async function expectStyled(page: Page, css: string, siteClasses: ReadonlySet<string>, where: string): Promise<void> {
  const onPage = await page.evaluate(() => [...new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]))]);
  const styled = stylesheetClasses(css);
  expect(onPage.filter((name) => siteClasses.has(name) && !styled.has(name)), where).toEqual([]);
}

/** Bytes as the server sends them to a browser (server/static-site.ts: Brotli at its best quality). */
const brotli = (text: string) => brotliCompressSync(Buffer.from(text), { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }).length;

const sum = (items: Fetched[]) => items.reduce((total, item) => total + item.gzip, 0);
const scripts = (items: Fetched[]) => items.filter((item) => item.type === 'script');
const isSupabase = (item: Fetched) => /PostgrestClient|supabase/i.test(item.body) && /postgrest/i.test(item.body);

test.describe('budgets before the load event', { tag: ['@facts'] }, () => {
  for (const route of routes) {
    test(`${route.path}: HTML, CSS and up-front JavaScript within budget`, async ({ page, browser }) => {
      const fetched = recordResponses(page);
      await page.goto(route.path, { waitUntil: 'load' });
      const before = (await fetched.all()).filter((item) => item.beforeLoad);
      const html = before.find((item) => item.type === 'document')!;
      expect(html.gzip).toBeLessThanOrEqual(budget.htmlGzip);
      // The stylesheet is inline: no request for it at all.
      expect(before.filter((item) => item.type === 'stylesheet')).toEqual([]);
      const inline = html.body.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
      expect(gzipSync(inline).length).toBeGreaterThan(0);
      expect(gzipSync(inline).length).toBeLessThanOrEqual(budget.cssGzip);
      // The head, the stylesheet and the first screen arrive in the first round trip of a new
      // connection; the whole page within its own budget.
      const sizes = await html.sizes();
      expect(sizes.responseBodySize, 'the whole page, Brotli on the wire').toBeLessThanOrEqual(budget.pageBrotli);
      const firstScreen = brotli(await firstScreenHtml(browser, page.url(), html.body)) + sizes.responseHeadersSize;
      console.log(`${route.path}: first screen ${firstScreen} B of ${budget.firstRoundTrip} (${budget.firstRoundTrip - firstScreen} to spare); page ${sizes.responseBodySize} B of ${budget.pageBrotli} Brotli`);
      expect(firstScreen, 'headers and the first screen, Brotli').toBeLessThanOrEqual(budget.firstRoundTrip);
      // No page links a script; a page with a form island brings its script in after the first paint.
      expect(await page.locator('script[src]').count()).toBe(0);
      // An island's words are not in the page twice: its props come as a file when it hydrates.
      expect(html.body).not.toContain('data-props=');
      if (islandPages.has(route.page)) {
        await touchForm(page.locator('[data-island]'));
        const timing = await page.evaluate(() => ({
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
          scripts: performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime),
        }));
        expect(timing.scripts.length).toBeGreaterThan(0);
        for (const start of timing.scripts) expect(start).toBeGreaterThan(timing.firstPaint);
      } else {
        expect(scripts(before).map((item) => item.url)).toEqual([]);
      }
    });
  }

  test('every page inlines one stylesheet, the rules of the site stylesheet its elements use, the same for a page type in every language, and links none', async ({ page }) => {
    // Fifty pages, one after another, on a machine shared with the server and the other worker.
    test.setTimeout(180_000);
    const site = builtSiteStylesheet(process.env.DIST_DIR)!;
    const siteClasses = stylesheetClasses(site);
    const byPageType = new Map<string, Set<string>>();
    const pages = [...routes.map((route) => ({ path: route.path, type: route.page as string })), ...locales.map((locale) => ({ path: `${notFoundPathFor(locale)}.html`, type: 'notFound' }))];
    for (const { path, type } of pages) {
      await page.goto(path);
      expect(await page.locator('link[rel="stylesheet"]').count(), path).toBe(0);
      const inline = await page.locator('head style:not([id])').evaluateAll((els) => els.map((el) => el.textContent ?? ''));
      expect(inline, path).toHaveLength(1);
      const css = inline[0]!;
      expect(css.length, path).toBeLessThan(site.length);
      await expectStyled(page, css, siteClasses, path);
      byPageType.set(type, (byPageType.get(type) ?? new Set()).add(css));
    }
    for (const [type, sheets] of byPageType) expect(sheets.size, type).toBe(1);
    // The site stylesheet must not repeat itself (vike warns that a single CSS file can).
    const rules = site.split('}').map((rule) => rule.trim()).filter((rule) => rule.includes('{') && !rule.startsWith('@'));
    expect(rules.filter((rule, index) => rules.indexOf(rule) !== index)).toEqual([]);
  });

  for (const form of [demoForm, homeDemoForm, contactForm]) {
    test(`${form.island} on the ${form.page} page: the states the island renders later (errors, sent) are styled by the page's stylesheet`, async ({ page }) => {
      const siteClasses = stylesheetClasses(builtSiteStylesheet(process.env.DIST_DIR)!);
      const island = await openForm(page, form, 'en');
      const css = (await page.locator('head style:not([id])').textContent()) ?? '';
      await island.getByRole('button', { name: form.text('en').submit }).click();
      await expect(island.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectStyled(page, css, siteClasses, 'with errors');
      await fillForm(page, form, 'en', uniqueEmail(`styles-${form.page}`));
      await island.getByRole('button', { name: form.text('en').submit }).click();
      await expect(page.getByRole('alertdialog')).toContainText(form.text('en').success.title);
      await expectStyled(page, css, siteClasses, 'sent');
    });
  }

  test('dist/client ships one font file, the brand face, within budget', () => {
    const client = path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist/client');
    const fonts = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(woff2?|ttf|otf|eot)$/i.test(file));
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/\.woff2$/);
    expect(statSync(path.join(client, fonts[0]!)).size).toBeLessThanOrEqual(budget.fontRaw);
  });

  for (const locale of locales) {
    test(`${locale}: fonts: one file, preloaded once, the brand face optional, its fallback metric-matched, on every page type`, async ({ browser }) => {
      const files = new Set<string>();
      for (const path of [routeFor('home', locale), routeFor('pricing', locale), routeFor('legal', locale), routeFor('demo', locale)]) {
        // A fresh context each time: an empty cache, as a first visit.
        const context = await browser.newContext();
        const page = await context.newPage();
        const fetched = recordResponses(page);
        await page.goto(path, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        const fonts = (await fetched.all()).filter((item) => item.type === 'font' || item.url.endsWith('.woff2'));
        expect(fonts.length, path).toBe(1);
        expect(fonts[0]!.raw, path).toBeLessThanOrEqual(budget.fontRaw);
        // Like the page, the font arrives in one round trip of its connection, headers included.
        const fontSizes = await fonts[0]!.sizes();
        expect(fontSizes.responseBodySize + fontSizes.responseHeadersSize, `${path}: font bytes on the wire`).toBeLessThanOrEqual(budget.firstRoundTrip);
        files.add(new URL(fonts[0]!.url).pathname);
        // One preload, of that file, fetched as the font request is (crossorigin), so that optional
        // display waits for it at the first paint and no second request is made.
        const preloads = page.locator('head link[rel="preload"][as="font"], head link[rel="preload"][href$=".woff2"]');
        expect(await preloads.count(), path).toBe(1);
        expect(await preloads.first().getAttribute('href'), path).toBe(new URL(fonts[0]!.url).pathname);
        expect(await preloads.first().getAttribute('crossorigin'), path).not.toBeNull();
        const faces = await page.locator('head style:not([id])').evaluate((style) =>
          [...(style as HTMLStyleElement).sheet!.cssRules]
            .filter((rule) => rule instanceof CSSFontFaceRule)
            .map((rule) => {
              const { style: face } = rule as CSSFontFaceRule;
              const value = (name: string) => face.getPropertyValue(name);
              return { family: value('font-family').replace(/"/g, ''), display: value('font-display'), src: value('src'), overrides: ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override'].map(value) };
            }),
        );
        const brand = faces.filter((face) => face.family === brandFace.family);
        expect(brand.map((face) => face.display)).toEqual(['optional']);
        const fallback = faces.filter((face) => face.family === brandFace.fallbackFamily);
        expect(fallback.length).toBeGreaterThan(0);
        for (const face of fallback) {
          expect(face.src).toMatch(/^local\(/);
          for (const override of face.overrides) expect(override).toMatch(/^\d+(\.\d+)?%$/);
        }
        expect(faces).toHaveLength(brand.length + fallback.length);
        await context.close();
      }
      expect(files.size).toBe(1);
    });
  }

  test('a not-found page only loads its tiny logging script, after its first paint', async ({ page }) => {
    const fetched = recordResponses(page);
    const logged = page.waitForEvent('console', (message) => message.type() === 'warning' && message.text().includes('/de/nothing-here'));
    await page.goto('/de/nothing-here', { waitUntil: 'load' });
    await logged;
    const js = scripts(await fetched.all());
    expect(js.map((item) => new URL(item.url).pathname)).toEqual(['/not-found.js']);
    expect(js[0]!.raw).toBeLessThanOrEqual(budget.notFoundScriptRaw);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      script: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/not-found.js'))!.startTime,
    }));
    expect(timing.script).toBeGreaterThan(timing.firstPaint);
  });
});

test.describe('the demo form at the end of the home page', () => {
  for (const screen of [{ width: 1280, height: 800 }, { width: 375, height: 812 }]) {
    test(`at ${screen.width} px: no script before load; the loader as it nears the viewport, which caches the island's code and runs it at the first touch`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: screen });
      const page = await context.newPage();
      const fetched = recordResponses(page);
      await page.goto(routeFor('home', 'en'), { waitUntil: 'load' });
      const island = islandOf(page, homeDemoForm);
      await page.waitForTimeout(500);
      expect(scripts(await fetched.all()).map((item) => item.url)).toEqual([]);
      await expect(island).not.toHaveAttribute('data-island-state', /./);
      // Scrolled down to it: the loader, which brings the island's code into the cache once the page is
      // idle (the chunks its props file lists) and runs none of it before the visitor touches the form.
      await island.scrollIntoViewIfNeeded();
      await expect(island).toHaveAttribute('data-island-state', 'waiting');
      const code = await island.evaluate(async (element) => ((await (await fetch(element.dataset.propsSrc!)).json()) as { code: string[] }).code);
      expect(code.length).toBeGreaterThan(1);
      const chunksOf = (initiator: string) =>
        page.evaluate((type) => performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === type && entry.name.includes('/assets/chunks/')).map((entry) => ({ path: new URL(entry.name).pathname, transferSize: (entry as PerformanceResourceTiming).transferSize })), initiator);
      await expect.poll(async () => (await chunksOf('fetch')).map((entry) => entry.path).sort(), 'the island’s code, cached').toEqual(expect.arrayContaining(code));
      await expect(island).toHaveAttribute('data-island-state', 'waiting');
      const loaded = (await chunksOf('script')).length;
      await touchForm(island);
      // Run at the touch from the cache: nothing crossed the network for it.
      const run = (await chunksOf('script')).slice(loaded);
      expect(run.length).toBeGreaterThan(1);
      for (const entry of run) expect(entry, 'from the cache').toMatchObject({ transferSize: 0 });
      const after = scripts(await fetched.all());
      expect(after.some((item) => item.beforeLoad)).toBe(false);
      expect(after.some((item) => new URL(item.url).pathname.startsWith('/assets/entries/pages_islands_client.'))).toBe(true);
      expect(after.some(isSupabase)).toBe(false);
      expect(sum(after)).toBeLessThanOrEqual(budget.islandGzip);
      await context.close();
    });
  }
});

test.describe('island JavaScript', () => {
  for (const form of [demoForm, homeDemoForm, contactForm]) {
    test(`${form.island} on the ${form.page} page: the island code stays within budget and supabase-js waits for the first submit`, async ({ page }) => {
      const fetched = recordResponses(page);
      await openForm(page, form, 'en');
      const island = scripts(await fetched.all());
      expect(island.some(isSupabase)).toBe(false);
      expect(sum(island)).toBeLessThanOrEqual(budget.islandGzip);
      expect(sum(island)).toBeGreaterThan(budget.loaderGzip);

      await fillForm(page, form, 'en', uniqueEmail(`budget-${form.island}`));
      await islandOf(page, form).getByRole('button', { name: form.text('en').submit }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expect.poll(async () => scripts(await fetched.all()).some(isSupabase)).toBe(true);
    });
  }
});
