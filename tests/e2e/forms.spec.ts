import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/e2e-health';
import type { Locale } from '../../content/locales';
import { contentFor } from '../../content/index';
import { isPlaceholder, settings } from '../../content/facts';
import { mailtoHref } from '../../renderer/links';
import { locales, routeFor } from '../../content/locales';
import { contactForm, demoForm, emailLabel, expectedRow, fieldOf, fillForm, homeDemoForm, islandOf, openForm, otherClientOrigin, type FormUnderTest } from '../fixtures/e2e-forms';
import { floodGuard } from '../../shared/form-rules';
import { honeypotName } from '../../shared/form-fields';
import { asRead } from '../../content/typography';
import { storedLeads, uniqueEmail } from '../fixtures/e2e-leads';
import { pressLikeAPerson } from '../fixtures/e2e-press';

for (const form of [demoForm, homeDemoForm, contactForm]) {
  test.describe(`${form.island} on the ${form.page} page`, () => {
    for (const locale of locales) {
      test(`${locale}: a valid submission is stored with its language and page, announced, and the form reset`, async ({ page }) => {
        const text = form.text(locale);
        await openForm(page, form, locale);
        const email = uniqueEmail(`${form.island}-${locale}`);
        await fillForm(page, form, locale, email);
        await islandOf(page, form).getByRole('button', { name: text.submit }).click();
        const notice = page.getByRole('alertdialog');
        await expect(notice).toContainText(text.success.title);
        await expect(notice).toContainText(text.success.text);
        // Announced: the notice's text sits in a live alert inside a labelled landmark region.
        await expect(notice.getByRole('alert')).toContainText(text.success.title);
        await expect(page.getByRole('region', { name: contentFor(locale).common.notices.regionLabel })).toContainText(text.success.text);
        // The form gives way to a receipt naming the address the reply goes to (form-notices.spec.ts):
        // no live send button invites a second send.
        const island = islandOf(page, form);
        await expect(island).toContainText(email);
        await expect(island.getByRole('button', { name: text.submit })).toHaveCount(0);
        // Asked for, the form is back, empty, from its first field.
        await pressLikeAPerson(island.getByRole('button', { name: contentFor(locale).forms.common.sendAnother }));
        await expect(fieldOf(page, form, locale, form.fields[0]!)).toBeFocused();
        for (const field of form.fields) await expect(fieldOf(page, form, locale, field)).toHaveValue('');
        await expect(island).not.toContainText(email);
        const row = (await storedLeads())[form.table].find((lead) => lead.email === email);
        // Where it was sent from (the campaign is tested in measurement.spec.ts): none here.
        expect(row).toMatchObject({ ...expectedRow(form, locale), language: locale, status: 'new', page_path: routeFor(form.page, locale), utm_campaign: null });
      });
    }

    for (const failure of ['answers 500', 'is unreachable'] as const) {
      test(`when the backend ${failure}: destructive notice with another way to write (an e-mail holding what was typed), error logged, every field kept, the focus back on Send`, { tag: ['@facts'] }, async ({ page, pageHealth }) => {
        pageHealth.allowConsoleError(new RegExp(`${form.table}|Failed to load resource`));
        const locale = form.table === 'demo_requests' ? 'fr' : 'de';
        const text = form.text(locale);
        await openForm(page, form, locale);
        const send = islandOf(page, form).getByRole('button', { name: text.submit });
        await page.route(`**/rest/v1/${form.table}*`, async (route) => {
          // Answered once the button is disabled (it has dropped the focus): not before, whatever the machine's speed.
          await expect(islandOf(page, form).getByRole('button', { name: text.submitting })).toBeDisabled();
          return failure === 'answers 500'
            ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'boom', details: null, hint: null }) })
            : route.abort('connectionrefused');
        });
        const logged = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes(form.table));
        const email = uniqueEmail(`${form.island}-fail`);
        await fillForm(page, form, locale, email);
        await send.click();
        const notice = page.getByRole('alertdialog');
        await expect(notice).toContainText(text.failure.title);
        await expect(notice).toContainText(text.failure.text);
        await expect(notice).toHaveAttribute('data-tone', 'failure');
        // Another way out than sending again: the company's address, once the facts state one.
        const writeInstead = notice.getByRole('link', { name: contentFor(locale).forms.common.failureAction });
        const row = expectedRow(form, locale);
        if (isPlaceholder(settings.email)) await expect(writeInstead).toHaveCount(0);
        else {
          // What was typed goes with it into the visitor's mail app: nothing is typed twice.
          const href = (await writeInstead.getAttribute('href'))!;
          expect(href.startsWith(`${mailtoHref(settings.email)!}?`), href).toBe(true);
          const mail = new URL(href).searchParams;
          // Its subject, the form's title (the fixture types only the words these tests press).
          expect(mail.get('subject')).toBe(asRead((text as unknown as { title: string }).title));
          const body = mail.get('body')!;
          expect(body).toContain(email);
          // Each typed field under its label ("Prénom: Claire"; the message after its label's line).
          for (const field of form.fields.filter((field) => !field.select)) expect(body, field.column).toContain(`${asRead(field.label(locale))}:${field.column === 'message' ? '\n' : ' '}${row[field.column]}`);
        }
        await logged;
        for (const field of form.fields) await expect(fieldOf(page, form, locale, field)).toHaveValue(row[field.column]!);
        await expect(islandOf(page, form).getByLabel(emailLabel(form, locale), { exact: true })).toHaveValue(email);
        expect((await storedLeads())[form.table].some((lead) => lead.email === email)).toBe(false);
        // Sending again is one press away, not a walk from the top of the page, and clear of the
        // notice at the screen's foot: the press lands on the button, not on the notice.
        await expect(send).toBeFocused();
        await expect
          .poll(async () => {
            const [button, over] = await Promise.all([send.boundingBox(), notice.boundingBox()]);
            return button!.y + button!.height <= over!.y;
          })
          .toBe(true);
      });
    }

    test('an optional field left empty is not sent; a column the database lacks (its migration not pushed) gets the failure notice, names the migration in the console, and keeps every field', async ({ page, pageHealth }) => {
      pageHealth.allowConsoleError(new RegExp(`${form.table}|Failed to load resource`));
      const locale = 'en';
      const text = form.text(locale);
      await openForm(page, form, locale);
      const sent: Record<string, unknown>[] = [];
      // What hosted Supabase answers for a column its table does not have yet (PostgREST's PGRST204).
      await page.route(`**/rest/v1/${form.table}*`, (route) => {
        sent.push(route.request().postDataJSON() as Record<string, unknown>);
        const body = { code: 'PGRST204', message: `Could not find the 'website' column of '${form.table}' in the schema cache`, details: null, hint: null };
        return route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(body) });
      });
      const logged = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes(`${form.table}.website is not in the database`));
      await fillForm(page, form, locale, uniqueEmail(`${form.island}-migration`));
      const emptied = form.fields.find((field) => field.optional)!;
      await fieldOf(page, form, locale, emptied).fill('');
      await islandOf(page, form).getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('alertdialog')).toContainText(text.failure.title);
      expect((await logged).text()).toContain('supabase db push');
      expect(sent).toHaveLength(1);
      expect(Object.keys(sent[0]!)).not.toContain(emptied.column);
      expect(Object.values(sent[0]!)).not.toContain(null);
      const row = expectedRow(form, locale);
      for (const field of form.fields) await expect(fieldOf(page, form, locale, field)).toHaveValue(field === emptied ? '' : row[field.column]!);
    });

    test('an empty required field: the browser blocks the submit and nothing is sent', async ({ page }) => {
      const text = form.text('en');
      await openForm(page, form, 'en');
      let requests = 0;
      page.on('request', (request) => {
        if (request.url().includes('/rest/v1/')) requests++;
      });
      const email = uniqueEmail(`${form.island}-empty`);
      await fillForm(page, form, 'en', email);
      const company = fieldOf(page, form, 'en', form.fields[2]!);
      await company.fill('');
      await islandOf(page, form).getByRole('button', { name: text.submit }).click();
      await expect(company).toHaveJSProperty('validity.valueMissing', true);
      await page.waitForTimeout(300);
      expect(requests).toBe(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      expect((await storedLeads())[form.table].some((lead) => lead.email === email)).toBe(false);
    });

    test('shows the submitting label and disables the button while sending', async ({ page }) => {
      const text = form.text('it');
      await openForm(page, form, 'it');
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/rest/v1/${form.table}*`, async (route) => {
        await held;
        await route.continue();
      });
      await fillForm(page, form, 'it', uniqueEmail(`${form.island}-busy`));
      await islandOf(page, form).getByRole('button', { name: text.submit }).click();
      await expect(islandOf(page, form).getByRole('button', { name: text.submitting })).toBeDisabled();
      release();
      await expect(page.getByRole('alertdialog')).toContainText(text.success.title);
      // Sent: the button gave way to the receipt; back with the form, it is enabled again.
      await islandOf(page, form).getByRole('button', { name: contentFor('it').forms.common.sendAnother }).click();
      await expect(islandOf(page, form).getByRole('button', { name: text.submit })).toBeEnabled();
    });

    test('a filled honeypot (autofill, a bot) is stored marked as suspected automated; people never reach it', async ({ page }) => {
      const text = form.text('es');
      await openForm(page, form, 'es', otherClientOrigin);
      const honeypot = islandOf(page, form).locator(`input[name="${honeypotName}"]`);
      await expect(honeypot).toHaveAttribute('tabindex', '-1');
      await expect(honeypot).toHaveAttribute('autocomplete', 'off');
      await expect(islandOf(page, form).locator(`[aria-hidden="true"] input[name="${honeypotName}"]`)).toHaveCount(1);
      const box = await honeypot.boundingBox();
      expect(box === null || box.x + box.width <= 0).toBe(true);
      const email = uniqueEmail(`${form.island}-bot`);
      await fillForm(page, form, 'es', email);
      await honeypot.evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
      await islandOf(page, form).getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('alertdialog')).toContainText(text.success.title);
      const row = (await storedLeads())[form.table].find((lead) => lead.email === email);
      expect(row).toMatchObject({ ...expectedRow(form, 'es'), suspected_automated: 'true', honeypot: 'http://spam.example', status: 'new' });
    });

    test('a phone with letters and an e-mail without a dot are stopped at the field, in the page language; nothing is sent', async ({ page }) => {
      const locale = form.table === 'demo_requests' ? 'de' : 'it';
      const errors = contentFor(locale).forms.common.errors;
      await openForm(page, form, locale);
      let requests = 0;
      page.on('request', (request) => {
        if (request.url().includes('/rest/v1/')) requests++;
      });
      await fillForm(page, form, locale, 'jean@localhost');
      const phone = fieldOf(page, form, locale, phoneOf(form));
      await phone.fill('+33 6 12 34 56 78 ext. 12');
      await islandOf(page, form).getByRole('button', { name: form.text(locale).submit }).click();
      const email = islandOf(page, form).getByLabel(emailLabel(form, locale), { exact: true });
      await expect(email).toHaveAccessibleDescription(errors.email);
      await expect(phone).toHaveAccessibleDescription(errors.phone);
      await expect(email).toHaveJSProperty('validationMessage', errors.email);
      await page.waitForTimeout(300);
      expect(requests).toBe(0);
      await expect(email).toHaveValue('jean@localhost');
      await expect(phone).toHaveValue('+33 6 12 34 56 78 ext. 12');
    });

    test('a CHECK refusal from the database shows at its field, not the generic failure; every value kept', async ({ page, pageHealth }) => {
      pageHealth.allowConsoleError(new RegExp(`${form.table}|Failed to load resource`));
      const locale = form.table === 'demo_requests' ? 'en' : 'fr';
      const errors = contentFor(locale).forms.common.errors;
      await openForm(page, form, locale);
      // The server refuses for real: the request reaches the database with a phone it refuses.
      await page.route(`**/rest/v1/${form.table}*`, async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
        const response = await route.fetch({ postData: JSON.stringify({ ...body, phone: 'poste 12' }) });
        await route.fulfill({ response });
      });
      const email = uniqueEmail(`${form.island}-check`);
      await fillForm(page, form, locale, email);
      await islandOf(page, form).getByRole('button', { name: form.text(locale).submit }).click();
      const phone = fieldOf(page, form, locale, phoneOf(form));
      await expect(phone).toHaveAccessibleDescription(errors.phone);
      await expect(phone).toBeFocused();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expectKept(page, form, locale, email);
      expect((await storedLeads())[form.table].some((lead) => lead.email === email)).toBe(false);
    });

    test('the request after the e-mail limit gets the flood message with the time to wait; every value kept', async ({ page, pageHealth }) => {
      pageHealth.allowConsoleError(new RegExp(`${form.table}|Failed to load resource`));
      const locale = form.table === 'demo_requests' ? 'it' : 'es';
      const tooMany = contentFor(locale).forms.common.tooMany.email;
      await openForm(page, form, locale, otherClientOrigin);
      const email = uniqueEmail(`${form.island}-flood`);
      const text = form.text(locale);
      for (let i = 0; i < floodGuard.maxRowsPerEmail; i++) {
        await fillForm(page, form, locale, email);
        await islandOf(page, form).getByRole('button', { name: text.submit }).click();
        await expect(page.getByRole('alertdialog')).toContainText(text.success.title);
        await page.getByRole('alertdialog').getByRole('button', { name: contentFor(locale).common.notices.close }).click();
        await islandOf(page, form).getByRole('button', { name: contentFor(locale).forms.common.sendAnother }).click();
      }
      await fillForm(page, form, locale, email);
      await islandOf(page, form).getByRole('button', { name: text.submit }).click();
      const notice = page.getByRole('alertdialog');
      await expect(notice).toContainText(tooMany.title);
      await expect(notice).toHaveAttribute('data-tone', 'failure');
      const [before, after] = tooMany.text.split('{wait}') as [string, string];
      await expect(notice).toContainText(new RegExp(`${escape(before)}\\d+ minut\\w*${escape(after)}`));
      await expectKept(page, form, locale, email);
      expect((await storedLeads())[form.table].filter((lead) => lead.email === email)).toHaveLength(floodGuard.maxRowsPerEmail);
    });

    test('a submit before hydration keeps the data out of the URL, loses nothing, and is sent once ready', async ({ page }) => {
      const text = form.text('en');
      let releaseIsland: () => void = () => {};
      const islandHeld = new Promise<void>((resolve) => (releaseIsland = resolve));
      // Hold the island's code, not the loader's own: the island's chunks are the ones asked for
      // once the loader has marked its element.
      await page.route('**/assets/chunks/**', async (route) => {
        if ((await page.locator(`[data-island="${form.island}"][data-island-state]`).count()) > 0) await islandHeld;
        await route.continue();
      });
      await page.goto(routeFor(form.page, 'en'));
      const island = islandOf(page, form);
      // The home page's form loads its script only as it nears the viewport.
      await island.scrollIntoViewIfNeeded();
      await expect(island).toHaveAttribute('data-island-state', /waiting|loading/);
      const email = uniqueEmail(`${form.island}-early`);
      await fillForm(page, form, 'en', email);
      await island.getByRole('button', { name: text.submit }).click();
      expect(new URL(page.url()).search).toBe('');
      await expect(island.getByLabel(emailLabel(form, 'en'), { exact: true })).toHaveValue(email);
      releaseIsland();
      await expect(page.getByRole('alertdialog')).toContainText(text.success.title);
      expect(new URL(page.url()).search).toBe('');
      const row = (await storedLeads())[form.table].find((lead) => lead.email === email);
      expect(row).toMatchObject({ ...expectedRow(form, 'en'), language: 'en' });
    });
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function phoneOf(form: FormUnderTest) {
  return form.fields.find((field) => field.column === 'phone')!;
}

async function expectKept(page: Page, form: FormUnderTest, locale: Locale, email: string): Promise<void> {
  const row = expectedRow(form, locale);
  for (const field of form.fields) await expect(fieldOf(page, form, locale, field)).toHaveValue(row[field.column]!);
  await expect(islandOf(page, form).getByLabel(emailLabel(form, locale), { exact: true })).toHaveValue(email);
}
