/** An island's notices (focus by alt+T, close, swipe, timeout) and its fallback when it throws. */
import { contentFor } from '../../content/index';
import { routeFor } from '../../content/locales';
import { expect, test } from '../fixtures/e2e-health';
import { contactForm, demoForm, fillForm, islandOf, openForm } from '../fixtures/e2e-forms';
import { uniqueEmail } from '../fixtures/e2e-leads';

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

  test('an island that throws shows the fallback in its place; the rest of the page stays', async ({ page, pageHealth }) => {
    pageHealth.allowConsoleError(/./);
    const title = contentFor('en').common.appError.title;
    // Props that make the form throw while rendering: its texts are gone (the island fetches its props file).
    await page.route('**/assets/islands/demo-form.*.json', (route) => route.fulfill({ json: { props: { locale: 'en' }, errorTitle: title } }));
    await page.goto(routeFor('demo', 'en'));
    await islandOf(page, demoForm).scrollIntoViewIfNeeded();
    const fallback = islandOf(page, demoForm).getByRole('alert');
    await expect(fallback).toContainText(title);
    await expect(fallback.locator('p')).not.toBeEmpty();
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });
});
