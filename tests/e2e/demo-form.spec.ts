import { expect, test, type Locator, type Page } from '@playwright/test';
import { contentFor } from '../../content/index';
import { locales, routeFor, type Locale } from '../../content/locales';
import { storedLeads, uniqueEmail } from './leads';

function demoText(locale: Locale) {
  return contentFor(locale).home.demo;
}

async function openDemoForm(page: Page, locale: Locale) {
  await page.goto(`${routeFor('home', locale)}#demo`);
  const island = page.locator('[data-island="demo-form"]');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  return island;
}

/** The demo form island: every field lookup is scoped to it (the footer has a 'Company' too). */
function demoForm(page: Page): Locator {
  return page.locator('[data-island="demo-form"]');
}

async function fillDemoForm(page: Page, locale: Locale, email: string) {
  const form = demoForm(page);
  const { fields, roles } = demoText(locale);
  await form.getByLabel(fields.firstName.label, { exact: true }).fill('Camille');
  await form.getByLabel(fields.lastName.label, { exact: true }).fill('Durand');
  await form.getByLabel(fields.email.label, { exact: true }).fill(email);
  await form.getByLabel(fields.company.label, { exact: true }).fill('Maison Exemple');
  await form.getByLabel(fields.role.label, { exact: true }).selectOption(roles[2]!.id);
  await form.getByLabel(new RegExp(`^${fields.phone.label}`)).fill('+33 1 23 45 67 89');
  await form.getByLabel(new RegExp(`^${fields.message.label}`)).fill('Bonjour, une démo pour notre équipe.');
}

test.describe('demo form', () => {
  for (const locale of locales) {
    test(`${locale}: a valid request is stored with its language, announced and the form reset`, async ({ page }) => {
      const text = demoText(locale);
      await openDemoForm(page, locale);
      const email = uniqueEmail(`demo-${locale}`);
      await fillDemoForm(page, locale, email);
      const submit = page.getByRole('button', { name: text.submit });
      await submit.click();
      const notice = page.getByRole('alertdialog');
      await expect(notice).toContainText(text.success.title);
      await expect(notice).toContainText(text.success.text);
      await expect(demoForm(page).getByLabel(text.fields.email.label, { exact: true })).toHaveValue('');
      await expect(demoForm(page).getByLabel(text.fields.role.label, { exact: true })).toHaveValue('');
      const row = (await storedLeads()).demo_requests.find((lead) => lead.email === email);
      expect(row).toMatchObject({
        first_name: 'Camille',
        last_name: 'Durand',
        company: 'Maison Exemple',
        role: text.roles[2]!.id,
        phone: '+33 1 23 45 67 89',
        language: locale,
        status: 'new',
      });
    });
  }

  test('shows the submitting label and disables the button while sending', async ({ page }) => {
    const text = demoText('de');
    await openDemoForm(page, 'de');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/demo_requests*', async (route) => {
      await held;
      await route.continue();
    });
    await fillDemoForm(page, 'de', uniqueEmail('demo-busy'));
    await page.getByRole('button', { name: text.submit }).click();
    const busy = page.getByRole('button', { name: text.submitting });
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByRole('alertdialog')).toContainText(text.success.title);
    await expect(page.getByRole('button', { name: text.submit })).toBeEnabled();
  });

  for (const failure of ['answers 500', 'is unreachable'] as const) {
    test(`when the backend ${failure}, the destructive notice shows, the error is logged and every field is kept`, async ({ page }) => {
      const text = demoText('fr');
      await openDemoForm(page, 'fr');
      await page.route('**/rest/v1/demo_requests*', (route) =>
        failure === 'answers 500'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'boom', details: null, hint: null }) })
          : route.abort('connectionrefused'),
      );
      const logged = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('demo_requests'));
      const email = uniqueEmail('demo-fail');
      await fillDemoForm(page, 'fr', email);
      await page.getByRole('button', { name: text.submit }).click();
      const notice = page.getByRole('alertdialog');
      await expect(notice).toContainText(text.failure.title);
      await expect(notice).toContainText(text.failure.text);
      await expect(notice).toHaveAttribute('data-tone', 'failure');
      await logged;
      await expect(demoForm(page).getByLabel(text.fields.firstName.label, { exact: true })).toHaveValue('Camille');
      await expect(demoForm(page).getByLabel(text.fields.email.label, { exact: true })).toHaveValue(email);
      await expect(demoForm(page).getByLabel(text.fields.role.label, { exact: true })).toHaveValue(text.roles[2]!.id);
      await expect(demoForm(page).getByLabel(new RegExp(`^${text.fields.message.label}`))).toHaveValue('Bonjour, une démo pour notre équipe.');
      expect((await storedLeads()).demo_requests.some((lead) => lead.email === email)).toBe(false);
    });
  }

  test('an empty required field: the browser blocks the submit and nothing is sent', async ({ page }) => {
    const text = demoText('en');
    await openDemoForm(page, 'en');
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/')) requests++;
    });
    const email = uniqueEmail('demo-empty');
    await fillDemoForm(page, 'en', email);
    await demoForm(page).getByLabel(text.fields.company.label, { exact: true }).fill('');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(demoForm(page).getByLabel(text.fields.company.label, { exact: true })).toHaveJSProperty('validity.valueMissing', true);
    await page.waitForTimeout(300);
    expect(requests).toBe(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect((await storedLeads()).demo_requests.some((lead) => lead.email === email)).toBe(false);
  });

  test('a filled honeypot gets a success notice and sends nothing', async ({ page }) => {
    const text = demoText('it');
    await openDemoForm(page, 'it');
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/')) requests++;
    });
    await fillDemoForm(page, 'it', uniqueEmail('demo-bot'));
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('alertdialog')).toContainText(text.success.title);
    expect(requests).toBe(0);
  });

  test('the honeypot is out of sight and out of the tab order', async ({ page }) => {
    await openDemoForm(page, 'fr');
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
  });

  test('every label still names its field after hydration', async ({ page }) => {
    const { fields } = demoText('es');
    await openDemoForm(page, 'es');
    for (const field of [fields.firstName, fields.lastName, fields.email, fields.company, fields.role]) {
      await expect(demoForm(page).getByLabel(field.label, { exact: true })).toHaveCount(1);
    }
    for (const field of [fields.phone, fields.message]) {
      await expect(demoForm(page).getByLabel(new RegExp(`^${field.label}`))).toHaveCount(1);
    }
  });

  test('a submit before hydration keeps the data out of the URL and is sent once the form is ready', async ({ page }) => {
    const text = demoText('en');
    let releaseIsland: () => void = () => {};
    const islandHeld = new Promise<void>((resolve) => (releaseIsland = resolve));
    let loaderReady = false;
    // Hold the island's code (requested after the loader ran), not the loader's own.
    await page.route('**/assets/chunks/**', async (route) => {
      if (loaderReady) await islandHeld;
      await route.continue();
    });
    await page.goto(routeFor('home', 'en'));
    await expect(demoForm(page)).toHaveAttribute('data-island-state', 'waiting');
    loaderReady = true;
    await demoForm(page).scrollIntoViewIfNeeded();
    await expect(demoForm(page)).toHaveAttribute('data-island-state', 'loading');
    const email = uniqueEmail('demo-early');
    await fillDemoForm(page, 'en', email);
    await page.getByRole('button', { name: text.submit }).click();
    expect(new URL(page.url()).search).toBe('');
    await expect(demoForm(page).getByLabel(text.fields.email.label, { exact: true })).toHaveValue(email);
    await expect(demoForm(page)).toHaveAttribute('data-island-state', 'loading');
    releaseIsland();
    await expect(page.getByRole('alertdialog')).toContainText(text.success.title);
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(async () => (await storedLeads()).demo_requests.some((lead) => lead.email === email)).toBe(true);
  });

  test('notices: alt+T focuses the notice, the close button dismisses it', async ({ page }) => {
    const text = demoText('fr');
    await openDemoForm(page, 'fr');
    await page.route('**/rest/v1/demo_requests*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await fillDemoForm(page, 'fr', uniqueEmail('demo-notice'));
    await page.getByRole('button', { name: text.submit }).click();
    const notice = page.getByRole('alertdialog');
    await expect(notice).toBeVisible();
    await page.keyboard.press('Alt+KeyT');
    await expect(notice).toBeFocused();
    await notice.getByRole('button', { name: contentFor('fr').common.notices.close }).click();
    await expect(notice).toHaveCount(0);
  });

  test('notices: a sideways swipe dismisses the notice', async ({ page }) => {
    const text = demoText('fr');
    await openDemoForm(page, 'fr');
    await page.route('**/rest/v1/demo_requests*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await fillDemoForm(page, 'fr', uniqueEmail('demo-swipe'));
    await page.getByRole('button', { name: text.submit }).click();
    const notice = page.getByRole('alertdialog');
    const box = (await notice.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(notice).toHaveCount(0);
  });

  test('an island that throws shows the fallback in its place; the rest of the page stays', async ({ page }) => {
    await page.route(routeFor('home', 'en'), async (route) => {
      const response = await route.fetch();
      // Props that make the form throw while rendering: its texts are gone.
      const html = (await response.text()).replace(/data-props="[^"]*"/, `data-props="{&quot;props&quot;:{&quot;locale&quot;:&quot;en&quot;},&quot;errorTitle&quot;:&quot;${contentFor('en').common.appError.title}&quot;}"`);
      await route.fulfill({ response, body: html });
    });
    await page.goto(routeFor('home', 'en'));
    await page.locator('#demo').scrollIntoViewIfNeeded();
    const fallback = page.locator('[data-island="demo-form"]').getByRole('alert');
    await expect(fallback).toContainText(contentFor('en').common.appError.title);
    await expect(fallback.locator('p')).not.toBeEmpty();
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('#features')).toBeVisible();
  });
});
