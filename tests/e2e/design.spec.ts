/**
 * The site sells: the product shown in every language, one demo path, a phone header with the
 * demo one tap away, a menu that closes after any link, and no request that blocks the first paint.
 */
import { communitySize, communityTiles } from '../../renderer/art/community';
import type { Page } from '@playwright/test';
import { isPlaceholder, settings } from '../../content/facts';
import { contentFor } from '../../content/index';
import { locales, routeFor, routes } from '../../content/locales';
import { expect, test } from '../fixtures/e2e-health';

/** Pixels of the page from its top to the top of an element. */
async function topOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}

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

test.describe('one demo path', () => {
  for (const locale of locales) {
    test(`${locale}: every "request a demo" leads to the demo page and its demo-request form, in the HTML itself`, async ({ browser }) => {
      // Without JavaScript: what the server-rendered page says, before any island runs.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const content = contentFor(locale);
      const demo = routeFor('demo', locale);
      await page.goto(routeFor('home', locale));
      await expect(page.locator('header').getByRole('link', { name: content.common.header.demoButton, exact: true })).toHaveAttribute('href', demo);
      await expect(page.locator('main').getByRole('link', { name: content.home.hero.primaryButton, exact: true })).toHaveAttribute('href', demo);
      await expect(page.locator('main').getByRole('link', { name: content.home.cta.button, exact: true })).toHaveAttribute('href', demo);
      await expect(page.locator('footer').getByRole('link', { name: content.common.footer.links.booking })).toHaveAttribute('href', demo);
      await page.locator('header').getByRole('link', { name: content.common.header.demoButton, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${demo}$`));
      await expect(page.locator('h1')).toHaveText(content.demo.hero.title);
      // The demo page does not offer a button to itself.
      await expect(page.locator('header').getByRole('link', { name: content.common.header.demoButtonShort, exact: true })).toHaveCount(0);
      await expect(page.locator('[data-island="demo-form"]').getByLabel(content.home.demo.fields.role.label, { exact: true })).toHaveValue('');
      // The booking card sits beside the form only when the booking page is a real fact.
      await expect(page.locator('#demo-booking')).toHaveCount(isPlaceholder(settings.bookingUrl) ? 0 : 1);
      // The contact page keeps its own form and its reasons.
      await page.goto(routeFor('contact', locale));
      await expect(page.getByLabel(content.contact.form.fields.reason.label, { exact: true })).toHaveValue('');
      await context.close();
    });
  }

  test('on a phone the demo page shows the form right after its heading; the contact page the booking card right after its form', { tag: ['@facts', '@layout'] }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(routeFor('demo', 'fr'));
    expect(await topOf(page, 'h1')).toBeLessThan(await topOf(page, '#demo-form'));
    await page.goto(routeFor('contact', 'fr'));
    const formBottom = await page.locator('#contact-form').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    expect(await topOf(page, '#contact-demo')).toBeLessThan(formBottom + 100);
    expect(await topOf(page, '#contact-demo')).toBeLessThan(await topOf(page, '#contact-channels'));
  });

  test('on a phone the demo page says the next steps in three one-line highlights between its heading and the form, with the first field still on the first screen; from desktop width the steps beside the form say it', { tag: ['@facts', '@layout'] }, async ({ page }) => {
    for (const locale of locales) {
      const { highlights } = contentFor(locale).demo;
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(routeFor('demo', locale));
      const lines: number[] = [];
      for (const text of highlights) {
        const item = page.locator('main li', { hasText: text }).first();
        await expect(item, `${locale}: "${text}"`).toBeVisible();
        const box = (await item.boundingBox())!;
        lines.push(Math.round(box.height / parseFloat(await item.evaluate((el) => getComputedStyle(el).lineHeight))));
        expect(box.y, `${locale}: "${text}" above the form`).toBeLessThan(await topOf(page, '#demo-form'));
      }
      expect(lines, `${locale}: one line each`).toEqual([1, 1, 1]);
      expect(await topOf(page, '#demo-form input')).toBeLessThan(740);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.locator('main li', { hasText: highlights[1]! }).first()).toBeHidden();
    }
  });

  test('the contact page\'s demo card books a slot only with a real booking page; until then it asks, in its own words, on the demo form', { tag: ['@facts'] }, async ({ page }) => {
    for (const locale of locales) {
      const { demoCard, demoRequestCard } = contentFor(locale).contact;
      await page.goto(routeFor('contact', locale));
      const card = page.locator('#contact-demo');
      const real = !isPlaceholder(settings.bookingUrl);
      const words = real ? demoCard : demoRequestCard;
      await expect(card.getByRole('heading')).toHaveText(words.title);
      await expect(card).toContainText(words.text);
      const target = isPlaceholder(settings.bookingUrl) ? routeFor('demo', locale) : settings.bookingUrl;
      await expect(card.getByRole('link', { name: words.button })).toHaveAttribute('href', target);
      // A form is not a booking page: no word of booking a slot directly while the link leads to one.
      if (!real) await expect(card).not.toContainText(demoCard.text);
    }
  });

  test('on a wide screen the contact page shows the booking card beside the form and leaves no empty column: the form and questions end about level with the channels', { tag: ['@facts', '@layout'] }, async ({ page }) => {
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const locale of locales) {
        await page.goto(routeFor('contact', locale));
        const [form, booking, leftBottom, rightBottom] = await page.evaluate(() => {
          const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().toJSON() as DOMRect;
          return [box('#contact-form'), box('#contact-demo'), box('#contact-faq').bottom, box('#contact-channels').bottom] as const;
        });
        const where = `${locale} at ${width} px`;
        // The other way to see the platform is in the first screen, level with the form's top.
        expect(booking.left, where).toBeGreaterThan(form.right);
        expect(Math.abs(booking.top - form.top), where).toBeLessThan(2);
        // Beside the form alone, the channels ran about 370 px past it: a quarter of the block is the limit.
        expect(Math.abs(leftBottom - rightBottom), where).toBeLessThan(0.25 * (Math.max(leftBottom, rightBottom) - form.top));
      }
    }
  });

  test('after a demo request, the success notice offers the booking link only when it is a real fact', { tag: ['@facts'] }, async ({ page }) => {
    const content = contentFor('de');
    const form = content.home.demo;
    await page.goto(`${routeFor('demo', 'de')}#demo-form`);
    const island = page.locator('[data-island="demo-form"]');
    await expect(island).toHaveAttribute('data-island-state', 'hydrated');
    await island.getByLabel(form.fields.firstName.label, { exact: true }).fill('Jonas');
    await island.getByLabel(form.fields.lastName.label, { exact: true }).fill('Weber');
    await island.getByLabel(form.fields.company.label, { exact: true }).fill('Weber Mode');
    await island.getByLabel(form.fields.email.label, { exact: true }).fill(`demo-booking-${Date.now()}@example.org`);
    await island.getByLabel(form.fields.role.label, { exact: true }).selectOption('cdo');
    await island.getByRole('button', { name: form.submit }).click();
    const notice = page.getByRole('alertdialog');
    await expect(notice).toContainText(form.success.title);
    const booking = notice.getByRole('link', { name: content.demo.bookingAfterSuccess });
    // The booking page is a company fact: while it is a placeholder the notice offers no link.
    if (isPlaceholder(settings.bookingUrl)) await expect(booking).toHaveCount(0);
    else await expect(booking).toHaveAttribute('href', settings.bookingUrl);
    // Reset: the role is asked again.
    await expect(island.getByLabel(form.fields.role.label, { exact: true })).toHaveValue('');
  });
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
