/**
 * The site sells: the product shown in every language, drawn and pictured, and no request that
 * blocks the first paint. One demo path: demo-path.spec.ts; the phone header: header.spec.ts.
 */
import { communitySize, communityTiles } from '../../renderer/art/community';
import { contentFor } from '../../content/index';
import { locales, routeFor, routes } from '../../content/locales';
import { topOf } from '../fixtures/e2e-geometry';
import { expect, test } from '../fixtures/e2e-health';

test.describe('product previews', () => {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px, every home page shows the rights flow in or right below the first screen, in its language`, { tag: ['@layout'] }, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const locale of locales) {
        const words = contentFor(locale).previews;
        await page.goto(routeFor('home', locale));
        const preview = page.locator('[data-preview="rights-flow"]');
        await expect(preview).toBeVisible();
        // Desktop: inside the first screen; phone: starting within it, right under the hero's buttons.
        expect(await topOf(page, '[data-preview="rights-flow"]')).toBeLessThan(viewport.height);
        // One image with this language's text alternative; the words drawn inside are this language's too.
        await expect(page.getByRole('img', { name: words.heroAlt })).toHaveCount(1);
        // The request as a licence: its terms drawn under it, the creator's yes to them, the credit it promised under the published photos.
        for (const text of [words.search, words.request, words.terms, words.reply, words.cleared, words.widget, words.credit, words.addToCart]) {
          await expect(preview).toContainText(text);
        }
        // Art drawn by the site, no raster picture of anyone.
        await expect(preview.locator('img')).toHaveCount(0);
        // Each of the four steps has its visual, hidden from assistive technology (the step's text says it).
        await expect(page.locator('#how-it-works [data-preview^="step-"][aria-hidden="true"]')).toHaveCount(4);
      }
    });
  }

  test('on a 1280 × 800 laptop, every home page shows its three hero figures in the first screen, under the buttons and beside the rights flow', { tag: ['@layout'] }, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const locale of locales) {
      await page.goto(routeFor('home', locale));
      const hero = page.locator('section:has(#page-title)');
      const figures = hero.locator('[data-figure-length] li > :first-child');
      await expect(figures).toHaveCount(3);
      const buttons = await hero.locator(`a[href="${routeFor('demo', locale)}"]`).boundingBox();
      const preview = await page.locator('[data-preview="rights-flow"]').boundingBox();
      for (const box of await Promise.all((await figures.all()).map((figure) => figure.boundingBox()))) {
        expect(box!.y + box!.height, `${locale}: a figure's bottom`).toBeLessThanOrEqual(800);
        expect(box!.y, `${locale}: a figure under the buttons`).toBeGreaterThan(buttons!.y + buttons!.height);
        expect(box!.x + box!.width, `${locale}: a figure beside the rights flow`).toBeLessThan(preview!.x);
      }
    }
  });

  test('every label drawn in a product view (a status, a button, a window title) stays on one line, at 375, 1024 and 1280 px, in every language', { tag: ['@layout'] }, async ({ page }) => {
    // Forty-five page loads on a machine shared with other work.
    test.setTimeout(120_000);
    const wrapped: string[] = [];
    for (const width of [375, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const locale of locales) {
        const words = contentFor(locale).previews;
        // The request is a message: prose that wraps like any message does.
        const labels = Object.entries(words).filter(([key, text]) => typeof text === 'string' && key !== 'request' && !key.endsWith('Alt'));
        for (const path of [routeFor('home', locale), routeFor('useCases', locale), routeFor('demo', locale)]) {
          await page.goto(path);
          const lines = await page.evaluate((texts) => {
            const found: [string, string, number][] = [];
            for (const view of document.querySelectorAll('[data-preview]')) {
              const walker = document.createTreeWalker(view, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const text = node.textContent?.trim() ?? '';
                if (!texts.includes(text)) continue;
                const range = document.createRange();
                range.selectNodeContents(node);
                const tops: number[] = [];
                for (const rect of range.getClientRects()) if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 3)) tops.push(rect.top);
                found.push([view.getAttribute('data-preview') ?? '', text, tops.length]);
              }
            }
            return found;
          }, labels.map(([, text]) => text as string));
          expect(lines.length, `${path} draws its labels`).toBeGreaterThan(0);
          for (const [view, text, count] of lines) if (count > 1) wrapped.push(`${width} px ${path} ${view}: "${text}" on ${count} lines`);
        }
      }
    }
    expect(wrapped).toEqual([]);
  });

  test('the use-cases page shows a product page with a widget, described in its language, and each use case its own drawn scene, at the top of its card', async ({ page }) => {
    for (const locale of locales) {
      await page.goto(routeFor('useCases', locale));
      await expect(page.getByRole('img', { name: contentFor(locale).previews.productPageAlt })).toBeVisible();
      const cards = page.locator('#use-cases li[id]');
      await expect(cards).toHaveCount(contentFor(locale).useCases.items.length);
      for (const card of await cards.all()) {
        const id = await card.getAttribute('id');
        // Decorative: the card's heading and text say what the scene shows.
        const scene = card.locator(':scope > [data-preview^="use-case-"][aria-hidden="true"]');
        await expect(scene, `${locale} #${id}`).toBeVisible();
        expect((await scene.boundingBox())!.y, `${locale} #${id}: the scene above the heading`).toBeLessThan((await card.locator('h2').boundingBox())!.y);
      }
      // Six different scenes, not one drawing six times.
      const scenes = await page.locator('[data-preview^="use-case-"]').evaluateAll((views) => views.map((view) => view.getAttribute('data-preview')));
      expect(new Set(scenes).size).toBe(scenes.length);
    }
  });
});

test.describe('image pipeline', () => {
  test('the about picture: AVIF and WebP at several widths, explicit size, lazy, each file under 60 KB, alt text per language', async ({ page, request }) => {
    for (const locale of locales) {
      const slot = contentFor(locale).previews.collage;
      await page.goto(routeFor('about', locale));
      const picture = page.locator('picture').filter({ has: page.getByRole('img', { name: slot.alt }) });
      await expect(picture).toHaveCount(1);
      const img = picture.locator('img');
      await expect(img).toHaveAttribute('width', String(slot.width));
      await expect(img).toHaveAttribute('height', String(slot.height));
      await expect(img).toHaveAttribute('loading', 'lazy');
      for (const type of ['image/avif', 'image/webp']) {
        const srcset = (await picture.locator(`source[type="${type}"]`).getAttribute('srcset')) ?? '';
        const candidates = srcset.split(',').map((candidate) => candidate.trim().split(/\s+/));
        expect(candidates.length, type).toBeGreaterThanOrEqual(3);
        await expect(picture.locator(`source[type="${type}"]`)).toHaveAttribute('sizes', /\S/);
        if (locale !== 'fr') continue;
        for (const [url] of candidates) {
          const response = await request.get(url!);
          expect(response.headers()['content-type']).toBe(type);
          expect((await response.body()).length, url).toBeLessThanOrEqual(60 * 1024);
        }
      }
    }
  });

  test('no first screen holds a raster image over 60 KB', async ({ page }) => {
    for (const route of routes.filter((r) => r.locale === 'en')) {
      const sizes: number[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'image') sizes.push((await response.body().catch(() => Buffer.alloc(0))).length);
      });
      await page.goto(route.path, { waitUntil: 'load' });
      for (const size of sizes) expect(size, route.path).toBeLessThanOrEqual(60 * 1024);
      page.removeAllListeners('response');
    }
  });
});

test.describe('about collage', () => {
  /** The tiles of the collage's drawing (renderer/art/community.ts), in its own coordinates. */
  const { width: drawingWidth, height: drawingHeight } = communitySize;
  const tiles = communityTiles;
  /** A gap between tiles must show the background: points at least this far from every tile. */
  const clearance = 8;
  const gaps: [number, number][] = [];
  for (let x = 0; x < drawingWidth; x += 10) {
    for (let y = 0; y < drawingHeight; y += 10) {
      const nearTile = tiles.some(([left, top, w, h]) => x > left! - clearance && x < left! + w! + clearance && y > top! - clearance && y < top! + h! + clearance);
      if (!nearTile) gaps.push([x, y]);
    }
  }

  for (const width of [375, 768, 1280]) {
    test(`at ${width} px, nothing drawn on a tile spills into the gaps between tiles`, { tag: ['@layout'] }, async ({ page }) => {
      expect(tiles.length).toBeGreaterThanOrEqual(10);
      expect(gaps.length).toBeGreaterThan(100);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(routeFor('about', 'fr'));
      const img = page.locator('#team picture img');
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      // The picture the browser chose for this width, read back pixel by pixel.
      const spilled = await img.evaluate(
        (el: HTMLImageElement, { gaps, drawingWidth }) => {
          const canvas = document.createElement('canvas');
          canvas.width = el.naturalWidth;
          canvas.height = el.naturalHeight;
          const context = canvas.getContext('2d')!;
          context.drawImage(el, 0, 0);
          const scale = el.naturalWidth / drawingWidth;
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          return gaps.filter(([x, y]) => {
            const offset = (Math.floor(y * scale) * canvas.width + Math.floor(x * scale)) * 4;
            // The background is a pale tint of the brand; a shape from a tile is darker or saturated.
            return Math.min(data[offset]!, data[offset + 1]!, data[offset + 2]!) < 215;
          });
        },
        { gaps, drawingWidth },
      );
      expect(spilled.slice(0, 10), `${spilled.length} gap points covered`).toEqual([]);
    });
  }
});

test.describe('first paint', () => {
  test('no page has a render-blocking stylesheet or script in its head', async ({ request }) => {
    for (const route of routes) {
      const html = await (await request.get(route.path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, route.path).not.toMatch(/<link[^>]+rel="stylesheet"/);
      for (const script of head.match(/<script\b[^>]*>/g) ?? []) {
        const blocking = /\ssrc=/.test(script) && !/\s(async|defer)\b|type="module"/.test(script);
        expect(blocking, `${route.path}: ${script}`).toBe(false);
      }
      expect(head.match(/<style>/g), route.path).toHaveLength(1);
    }
  });

  test('an injected inline style is refused: only the site stylesheet is allowed by its hash', async ({ page, pageHealth }) => {
    await page.goto(routeFor('pricing', 'it'));
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { background: red; }';
      document.head.append(style);
    });
    await expect.poll(async () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 0, 0)');
    await pageHealth.settle();
    expect(pageHealth.takeViolations().map((v) => v.effectiveDirective)).toEqual(['style-src-elem']);
  });
});
