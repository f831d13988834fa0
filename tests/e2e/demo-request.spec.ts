/**
 * The spec's demo request (§3, §5, §7, §8) where it is placed: the demo page and the end of every
 * home page. The flows every form shares (stored, failures, guards) run in forms.spec.ts, its notices in form-notices.spec.ts, its field order in form-order.spec.ts.
 */
import type { Page } from '@playwright/test';
import { contentFor } from '../../content/index';
import { isPlaceholder, settings } from '../../content/facts';
import { locales, routeFor, type Locale } from '../../content/locales';
import { contactForm, demoForm, emailLabel, fieldOf, homeDemoForm, islandOf, openForm, otherClientOrigin, type FormUnderTest } from '../fixtures/e2e-forms';
import { storedLeads, uniqueEmail } from '../fixtures/e2e-leads';
import { pressLikeAPerson } from '../fixtures/e2e-press';
import { expect, test } from '../fixtures/e2e-health';

const screens = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const roleSelect = (page: Page, form: FormUnderTest, locale: Locale) =>
  islandOf(page, form).getByLabel(contentFor(locale).home.demo.fields.role.label, { exact: true });

test.describe('the demo request', () => {
  for (const locale of locales) {
    test(`${locale}: the role list holds exactly the spec's six roles in the page language, on the demo page and the home page`, async ({ page }) => {
      const { roles } = contentFor(locale).home.demo;
      for (const form of [demoForm, homeDemoForm]) {
        await page.goto(`${routeFor(form.page, locale)}#${form.anchor}`);
        const options = await roleSelect(page, form, locale).locator('option:not([value=""])').evaluateAll((items) =>
          items.map((item) => [(item as HTMLOptionElement).value, item.textContent]),
        );
        expect(options).toEqual(roles.map((role) => [role.id, role.label]));
      }
    });
  }

  test('a missing role is refused at the field, in the page language; nothing is sent', async ({ page }) => {
    const locale = 'es';
    await openForm(page, demoForm, locale);
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/')) requests++;
    });
    for (const field of demoForm.fields.filter((field) => !field.select)) await fieldOf(page, demoForm, locale, field).fill(String(field.value));
    await islandOf(page, demoForm).getByLabel(emailLabel(demoForm, locale), { exact: true }).fill(uniqueEmail('no-role'));
    await islandOf(page, demoForm).getByRole('button', { name: demoForm.text(locale).submit }).click();
    const role = roleSelect(page, demoForm, locale);
    await expect(role).toHaveAccessibleDescription(contentFor(locale).forms.common.errors.choose);
    await expect(role).toBeFocused();
    await page.waitForTimeout(300);
    expect(requests).toBe(0);
  });

  test('the e-mail input has the e-mail type and the browser never shows its own message', async ({ page }) => {
    const locale = 'it';
    await openForm(page, demoForm, locale);
    const email = islandOf(page, demoForm).getByLabel(emailLabel(demoForm, locale), { exact: true });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    // Accepted by the database, refused by the browser's own e-mail rule: the site's message, in Italian.
    await email.fill('jöhn@example.com');
    await islandOf(page, demoForm).getByRole('button', { name: demoForm.text(locale).submit }).click();
    await expect(email).toHaveAccessibleDescription(contentFor(locale).forms.common.errors.email);
    await expect(email).toHaveAttribute('title', '');
  });

  for (const screen of screens) {
    test(`${screen.name}: the demo page's first field is on the first screen; no booking card while the booking link is a placeholder`, { tag: ['@facts', '@layout'] }, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, isMobile: screen.name === 'phone' });
      const page = await context.newPage();
      for (const locale of locales) {
        const content = contentFor(locale);
        await page.goto(routeFor('demo', locale));
        const first = islandOf(page, demoForm).getByLabel(content.home.demo.fields.firstName.label, { exact: true });
        const box = (await first.boundingBox())!;
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expect(box.y + box.height, locale).toBeLessThanOrEqual(screen.height);
        if (isPlaceholder(settings.bookingUrl)) await expect(page.locator('#demo-booking')).toHaveCount(0);
        // One booking link on screen: the line above the form on a phone, the card beside it on a laptop.
        else await expect(page.locator('main').getByRole('link', { name: content.demo.booking.button })).toHaveAttribute('href', settings.bookingUrl);
        // No second path that leads back to a form.
        expect(await page.locator('main a[href*="#contact-form"]').count()).toBe(0);
      }
      await context.close();
    });
  }

  // The same steps on the demo page (beside its h1) and in every home page's demo section (inside its h2).
  const nextStepsPlaces = [
    { where: 'the demo page', page: 'demo', level: 2, scope: 'main' },
    { where: "the home page's demo section", page: 'home', level: 3, scope: '#demo' },
  ] as const;
  for (const screen of screens) {
    for (const place of nextStepsPlaces) {
      test(`${screen.name}: ${place.where} says what happens next, three numbered steps, beside the form (under it on a phone), in every language`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, isMobile: screen.name === 'phone' });
        const page = await context.newPage();
        for (const locale of locales) {
          const { nextSteps } = contentFor(locale).demo;
          await page.goto(routeFor(place.page, locale));
          const scope = page.locator(place.scope);
          const heading = scope.getByRole('heading', { level: place.level, name: nextSteps.title, exact: true });
          await expect(heading).toBeVisible();
          const list = scope.getByRole('list', { name: nextSteps.title, exact: true });
          expect(await list.evaluate((element) => element.tagName), `${locale}: an ordered list`).toBe('OL');
          // Each step numbered for the eye (the figure is hidden from assistive technology, which counts the items itself).
          await expect(list.getByRole('listitem')).toHaveText(nextSteps.steps.map((step, index) => `${index + 1}${step}`));
          await expect(list.locator('li > [aria-hidden="true"]')).toHaveText(['1', '2', '3']);
          await expect(scope.getByText(nextSteps.note, { exact: true })).toBeVisible();
          const form = (await scope.locator('form').boundingBox())!;
          const steps = (await list.boundingBox())!;
          if (screen.name === 'phone') expect(steps.y, `${locale}: under the form`).toBeGreaterThanOrEqual(form.y + form.height);
          else expect(steps.x + steps.width, `${locale}: beside the form`).toBeLessThanOrEqual(form.x);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale}: no sideways scroll`).toBeLessThanOrEqual(screen.width);
        }
        await context.close();
      });
    }
  }

  test('every home page ends with the demo request, after the bottom call to action (only the sources follow it)', async ({ page }) => {
    for (const locale of locales) {
      await page.goto(routeFor('home', locale));
      // Sections by id, or by their heading's id for the call-to-action band.
      const names = await page.locator('main > section').evaluateAll((els) => els.map((el) => el.id || el.getAttribute('aria-labelledby')));
      const body = names.filter((name) => name !== 'sources'); // components/Sources' anchor (its module needs vanilla-extract)
      expect(body.slice(-2), locale).toEqual(['cta-title', 'demo']);
      const demo = page.locator('#demo');
      await expect(demo.getByRole('heading', { level: 2 })).toHaveText(contentFor(locale).home.demo.title);
      await expect(demo.locator(`[data-island="${homeDemoForm.island}"]`)).toHaveCount(1);
    }
  });
});

/**
 * Submit empty, fill every required field as a person does, press Send and release it 120 ms later:
 * the field messages that go away as the fields are left must not move the button from under the
 * pointer. One press sends.
 */
test.describe('no click is lost after a refused submit', { tag: ['@facts'] }, () => {
  const cases = [
    { form: demoForm, locale: 'fr' as Locale },
    { form: contactForm, locale: 'it' as Locale },
  ];
  for (const { form, locale } of cases) {
    for (const screen of screens) {
      test(`${form.island} (${locale}) at ${screen.width} px: one press after the refusal sends`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height } });
        const page = await context.newPage();
        await openForm(page, form, locale, otherClientOrigin);
        const island = islandOf(page, form);
        const send = island.getByRole('button', { name: form.text(locale).submit });
        await pressLikeAPerson(send);
        await expect(island.locator('[aria-invalid="true"]').first()).toBeVisible();
        const email = uniqueEmail(`one-press-${form.island}-${screen.width}`);
        for (const field of form.fields.filter((field) => !field.optional)) {
          const input = fieldOf(page, form, locale, field);
          if (field.select) await input.selectOption(String(field.value));
          else await input.pressSequentially(String(field.value));
          // The e-mail comes right after the name in both forms: typed where a person meets it.
          if (field.column === 'last_name') await island.getByLabel(emailLabel(form, locale), { exact: true }).pressSequentially(email);
        }
        const { pressedAt, releasedAt } = await pressLikeAPerson(send);
        expect(releasedAt.y).toBe(pressedAt.y);
        await expect(page.getByRole('alertdialog')).toContainText(form.text(locale).success.title);
        await expect.poll(async () => (await storedLeads())[form.table].filter((lead) => lead.email === email).length).toBe(1);
        await context.close();
      });
    }
  }
});

