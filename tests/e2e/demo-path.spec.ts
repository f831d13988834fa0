/** One demo path: every "request a demo" leads to the demo page, whose form comes first on a phone, with the booking link only when it is a real fact. */
import { isPlaceholder, settings } from '../../content/facts';
import { contentFor } from '../../content/index';
import { locales, routeFor } from '../../content/locales';
import { topOf } from '../fixtures/e2e-geometry';
import { touchForm } from '../fixtures/e2e-forms';
import { expect, test } from '../fixtures/e2e-health';

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
      // The footer's support column leads to the help centre, not to sales (buyer reviews 2026-11-28).
      const supportHeading = page.getByRole('heading', { name: content.common.footer.supportHeading, exact: true });
      const supportColumn = page.locator('footer div').filter({ has: supportHeading }).last();
      await expect(supportColumn.getByRole('link')).toHaveAttribute('href', routeFor('support', locale));
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
      // One booking prompt per screen: the line above the form on a phone, the card beside it on a laptop.
      const bookingPrompt = page.locator('main').getByText(contentFor(locale).demo.booking.title);
      const real = !isPlaceholder(settings.bookingUrl);
      await expect(bookingPrompt.filter({ visible: true }), locale).toHaveCount(real ? 1 : 0);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.locator('main li', { hasText: highlights[1]! }).first()).toBeHidden();
      await expect(bookingPrompt.filter({ visible: true }), locale).toHaveCount(real ? 1 : 0);
      if (real) await expect(page.locator('#demo-booking')).toBeVisible();
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
    await touchForm(island);
    await island.getByLabel(form.fields.firstName.label, { exact: true }).fill('Jonas');
    await island.getByLabel(form.fields.lastName.label, { exact: true }).fill('Weber');
    await island.getByLabel(form.fields.company.label, { exact: true }).fill('Weber Mode');
    await island.getByLabel(form.fields.email.label, { exact: true }).fill(`demo-booking-${Date.now()}@example.org`);
    await island.getByLabel(form.fields.role.label, { exact: true }).selectOption('cdo');
    await island.getByRole('button', { name: form.submit }).click();
    const notice = page.getByRole('alertdialog');
    await expect(notice).toContainText(form.success.title);
    // The next step is the receipt's, in the form's place; the notice only says it was sent.
    await expect(notice.getByRole('link')).toHaveCount(0);
    const booking = island.getByRole('link', { name: content.demo.bookingAfterSuccess });
    // The booking page is a company fact: while it is a placeholder the notice offers no link.
    if (isPlaceholder(settings.bookingUrl)) await expect(booking).toHaveCount(0);
    else await expect(booking).toHaveAttribute('href', settings.bookingUrl);
    // Reset: the role is asked again.
    await expect(island.getByLabel(form.fields.role.label, { exact: true })).toHaveValue('');
  });
});
