/** An island's notices (focus by alt+T, close, swipe, timeout), the receipt that takes a sent form's place, and its fallback when it throws. */
import { isPlaceholder, settings } from '../../content/facts';
import { formatTimeOfDay } from '../../content/format-numbers';
import { contentFor } from '../../content/index';
import { routeFor } from '../../content/locales';
import { expect, test } from '../fixtures/e2e-health';
import { contactForm, demoForm, emailLabel, fieldOf, fillForm, islandOf, openForm } from '../fixtures/e2e-forms';
import { textLines } from '../fixtures/e2e-geometry';
import { uniqueEmail } from '../fixtures/e2e-leads';
import { pressLikeAPerson } from '../fixtures/e2e-press';

test.describe('notices and failures of an island', () => {
  test('alt+T focuses the notice; the close button dismisses it', async ({ page, pageHealth }) => {
    pageHealth.allowConsoleError(new RegExp(`${demoForm.table}|Failed to load resource`));
    const text = demoForm.text('fr');
    await openForm(page, demoForm, 'fr');
    await page.route(`**/rest/v1/${demoForm.table}*`, (route) => route.fulfill({ status: 500, body: '{}' }));
    await fillForm(page, demoForm, 'fr', uniqueEmail('notice'));
    await islandOf(page, demoForm).getByRole('button', { name: text.submit }).click();
    const notice = page.getByRole('alertdialog');
    await expect(notice).toBeVisible();
    await page.keyboard.press('Alt+KeyT');
    await expect(notice).toBeFocused();
    await notice.getByRole('button', { name: contentFor('fr').common.notices.close }).click();
    await expect(notice).toHaveCount(0);
  });

  test('a sideways swipe dismisses the notice', async ({ page, pageHealth }) => {
    pageHealth.allowConsoleError(new RegExp(`${demoForm.table}|Failed to load resource`));
    const text = demoForm.text('fr');
    await openForm(page, demoForm, 'fr');
    await page.route(`**/rest/v1/${demoForm.table}*`, (route) => route.fulfill({ status: 500, body: '{}' }));
    await fillForm(page, demoForm, 'fr', uniqueEmail('swipe'));
    await islandOf(page, demoForm).getByRole('button', { name: text.submit }).click();
    const notice = page.getByRole('alertdialog');
    const box = (await notice.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(notice).toHaveCount(0);
  });

  test('a success notice goes away by itself', async ({ page }) => {
    const text = contactForm.text('en');
    await openForm(page, contactForm, 'en');
    await fillForm(page, contactForm, 'en', uniqueEmail('timeout'));
    await islandOf(page, contactForm).getByRole('button', { name: text.submit }).click();
    const notice = page.getByRole('alertdialog');
    await expect(notice).toContainText(text.success.title);
    await page.mouse.move(0, 0);
    await expect(notice).toHaveCount(0, { timeout: 15_000 });
  });

  test('a sent quote request leaves a receipt in the form’s place once the notice is gone: when, the reply’s address, the booking link', { tag: ['@facts'] }, async ({ page }) => {
    const locale = 'de';
    const content = contentFor(locale);
    const text = content.contact.form;
    const island = islandOf(page, contactForm);
    // The clock is held, so the receipt's time is known; timers still run.
    const sentAt = new Date(2026, 10, 12, 14, 32);
    await page.clock.setFixedTime(sentAt);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${routeFor('contact', locale)}?reason=quote&plan=professional`);
    await expect(island).toHaveAttribute('data-island-state', 'hydrated');
    const email = uniqueEmail('receipt-with-a-long-company-domain');
    for (const field of contactForm.fields.filter((field) => !field.select && field.column !== 'message')) await fieldOf(page, contactForm, locale, field).fill(field.value as string);
    await island.getByLabel(emailLabel(contactForm, locale), { exact: true }).fill(email);
    await pressLikeAPerson(island.getByRole('button', { name: text.submit }));
    const notice = page.getByRole('alertdialog');
    await expect(notice).toContainText(text.success.title);
    // The address the reply goes to is read while the notice shows: wholly on screen, above the notice.
    const address = island.getByText(email);
    await expect(address).toBeInViewport({ ratio: 1 });
    await expect
      .poll(async () => {
        const [line, over] = await Promise.all([address.boundingBox(), notice.boundingBox()]);
        return line!.y + line!.height <= over!.y;
      })
      .toBe(true);
    await notice.getByRole('button', { name: content.common.notices.close }).click();
    await expect(notice).toHaveCount(0);

    await expect(island.getByLabel(text.fields.message.label, { exact: true })).toHaveValue('');
    await expect(island).toContainText(text.success.title);
    await expect(island).toContainText(content.forms.common.receipt.replace('{time}', formatTimeOfDay(sentAt, locale)).replace('{address}', email));
    // The address wraps only after its @, its domain and the closing stop kept on one line.
    expect(await textLines(island.getByText(`${email.split('@')[1]}.`, { exact: true }))).toBe(1);
    // Within a phone's width however long the address.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // A quote's next step is an expert's time slot, offered only when the booking page is a real fact.
    const booking = island.getByRole('link', { name: content.demo.bookingAfterSuccess });
    if (isPlaceholder(settings.bookingUrl)) await expect(booking).toHaveCount(0);
    else await expect(booking).toHaveAttribute('href', settings.bookingUrl);
  });

  test('an island that throws shows the fallback in its place; the rest of the page stays', async ({ page, pageHealth }) => {
    pageHealth.allowConsoleError(/./);
    const title = contentFor('en').common.appError.title;
    // Props that make the form throw while rendering: its texts are gone (the island fetches its props file).
    await page.route('**/assets/islands/demo-form.*.json', (route) => route.fulfill({ json: { props: { locale: 'en' }, errorTitle: title } }));
    await page.goto(routeFor('demo', 'en'));
    const island = islandOf(page, demoForm);
    await island.scrollIntoViewIfNeeded();
    // The visitor touches the form: its code runs (components/Island/loader).
    await expect(island).toHaveAttribute('data-island-state', 'waiting');
    await island.dispatchEvent('pointerdown');
    const fallback = islandOf(page, demoForm).getByRole('alert');
    await expect(fallback).toContainText(title);
    await expect(fallback.locator('p')).not.toBeEmpty();
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });
});
