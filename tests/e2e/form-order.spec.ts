/** The two forms' field order (on screen and under Tab), and a plan's button choosing the contact form's reason and starting its message. */
import { contentFor } from '../../content/index';
import { locales, routeFor } from '../../content/locales';
import { honeypotName } from '../../shared/form-fields';
import { expect, test } from '../fixtures/e2e-health';
import { contactForm, demoForm, emailLabel, fieldOf, islandOf, openForm, touchForm } from '../fixtures/e2e-forms';
import { storedLeads, uniqueEmail } from '../fixtures/e2e-leads';
import { pressLikeAPerson } from '../fixtures/e2e-press';

/**
 * One field order for the two forms: the fields both ask for (name, e-mail, company, role, phone,
 * message) come in the same order on screen and under the Tab key, in every language, on a phone
 * and on a laptop. The contact form's reason sits just before its message.
 */
test.describe('one field order', () => {
  /** The form's fields as a reader meets them: top to bottom, then left to right. */
  const onScreen = (island: ReturnType<typeof islandOf>) =>
    island.locator('input:not([type="hidden"]), select, textarea').evaluateAll((controls, honeypot) =>
      controls
        .filter((control) => control.getAttribute('name') !== honeypot && control.getClientRects().length > 0)
        .map((control) => ({ name: control.getAttribute('name')!, box: control.getBoundingClientRect() }))
        .sort((a, b) => Math.round(a.box.top) - Math.round(b.box.top) || a.box.left - b.box.left)
        .map((control) => control.name),
    honeypotName);
  const shared = (list: string[], other: string[]) => list.filter((name) => other.includes(name));

  for (const width of [375, 1280]) {
    test(`at ${width} px: the demo request and the contact form ask the fields they share in one order, in every language`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const locale of locales) {
        const orders: Record<string, { screen: string[]; tab: string[] }> = {};
        for (const form of [demoForm, contactForm]) {
          const island = await openForm(page, form, locale);
          const screen = await onScreen(island);
          // The keyboard's order: from the first field, Tab through the form.
          await island.locator(`[name="${screen[0]}"]`).focus();
          const tab = [screen[0]!];
          for (let step = 1; step < screen.length; step++) {
            await page.keyboard.press('Tab');
            tab.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? ''));
          }
          orders[form.island] = { screen, tab };
        }
        const demo = orders[demoForm.island]!;
        const contact = orders[contactForm.island]!;
        expect(demo.tab, `${locale}: the demo form's Tab order is its reading order`).toEqual(demo.screen);
        expect(contact.tab, `${locale}: the contact form's Tab order is its reading order`).toEqual(contact.screen);
        expect(shared(demo.screen, contact.screen)).toEqual(['first_name', 'last_name', 'email', 'company', 'role', 'phone', 'message']);
        expect(shared(contact.screen, demo.screen), `${locale}: the shared fields in one order`).toEqual(shared(demo.screen, contact.screen));
        expect(contact.screen.slice(-2)).toEqual(['reason', 'message']);
      }
    });
  }
});

test.describe('a plan opens the contact form with its reason chosen and a message naming the plan', () => {
  test('at 375 px, pressing a plan button on the pricing page leads to the contact form with "a quote" chosen and the plan named, in every language', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    for (const locale of locales) {
      const content = contentFor(locale);
      await page.goto(routeFor('pricing', locale));
      const button = page.getByRole('link', { name: content.pricing.plans[0]!.cta }).first();
      await pressLikeAPerson(button);
      await expect(page).toHaveURL(new RegExp(`${routeFor('contact', locale)}\\?reason=quote&plan=starter#contact-form$`));
      await expect(islandOf(page, contactForm)).toHaveAttribute('data-island-state', 'hydrated');
      // Arrived at the form itself, not the page's heading.
      await expect(page.locator('#contact-form-title'), locale).toBeInViewport();
      // The message names the plan, for the buyer to keep or change.
      const message = islandOf(page, contactForm).getByLabel(content.contact.form.fields.message.label, { exact: true });
      await expect(message, locale).toHaveValue(content.contact.form.planRequest.replace('{plan}', content.pricing.plans[0]!.name));
      const reason = islandOf(page, contactForm).getByLabel(content.contact.form.fields.reason.label, { exact: true });
      await expect(reason, locale).toHaveValue('quote');
      const quote = content.contact.form.reasons.find((choice) => choice.id === 'quote')!.label;
      expect(await reason.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]!.textContent)).toBe(quote);
    }
    await context.close();
  });

  test('an unknown reason or plan in the address chooses nothing and starts no message; without one the form opens empty', async ({ page }) => {
    const { reason, message } = contentFor('en').contact.form.fields;
    for (const query of ['?reason=free-money&plan=free', '?plan=constructor', '']) {
      await page.goto(`${routeFor('contact', 'en')}${query}`);
      await touchForm(islandOf(page, contactForm));
      await expect(islandOf(page, contactForm).getByLabel(reason.label, { exact: true }), query).toHaveValue('');
      await expect(islandOf(page, contactForm).getByLabel(message.label, { exact: true }), query).toHaveValue('');
    }
  });

  test('the plan’s message is stored as the buyer completes it; a message typed and a reason chosen before the form was ready stay the buyer’s', async ({ page }) => {
    const locale = 'de';
    const content = contentFor(locale);
    const text = content.contact.form;
    const professional = content.pricing.plans[1]!;
    const island = islandOf(page, contactForm);
    const message = island.getByLabel(text.fields.message.label, { exact: true });

    // A laptop's first screen shows the choice on arrival: the reason chosen and the plan's message.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${routeFor('contact', locale)}?reason=quote&plan=${professional.id}#contact-form`);
    await expect(island).toHaveAttribute('data-island-state', 'hydrated');
    const planMessage = text.planRequest.replace('{plan}', professional.name);
    await expect(message).toHaveValue(planMessage);
    await expect(island.getByLabel(text.fields.reason.label, { exact: true })).toBeInViewport({ ratio: 1 });
    // The message's first lines, where the plan is named.
    await expect(message).toBeInViewport({ ratio: 0.5 });
    const email = uniqueEmail('contact-plan');
    for (const field of contactForm.fields.filter((field) => !field.select && field.column !== 'message')) await fieldOf(page, contactForm, locale, field).fill(field.value as string);
    await island.getByLabel(emailLabel(contactForm, locale), { exact: true }).fill(email);
    await message.press('End');
    await message.pressSequentially(' Etwa 3.000 Beiträge im Monat.');
    await island.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('alertdialog')).toContainText(text.success.title);
    const row = (await storedLeads()).contact_messages.find((lead) => lead.email === email);
    expect(row).toMatchObject({ reason: 'quote', message: `${planMessage} Etwa 3.000 Beiträge im Monat.` });

    // Typed while the island's code is held (a slow phone): hydration keeps it, the plan's message does not replace it.
    let releaseIsland: () => void = () => {};
    const islandHeld = new Promise<void>((resolve) => (releaseIsland = resolve));
    await page.route('**/assets/chunks/**', async (route) => {
      if ((await page.locator(`[data-island="${contactForm.island}"][data-island-state]`).count()) > 0) await islandHeld;
      await route.continue();
    });
    await page.goto(`${routeFor('contact', locale)}?reason=quote&plan=${professional.id}`);
    await expect(island).toHaveAttribute('data-island-state', /waiting|loading/);
    await message.fill('Mein eigener Text.');
    const reason = island.getByLabel(text.fields.reason.label, { exact: true });
    await reason.selectOption('support');
    releaseIsland();
    await expect(island).toHaveAttribute('data-island-state', 'hydrated');
    await expect(message).toHaveValue('Mein eigener Text.');
    await expect(reason).toHaveValue('support');
  });
});
