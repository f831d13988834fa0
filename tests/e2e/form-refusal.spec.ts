/**
 * A refused submit leads the person to the first refused field (DESIGN.md decision 27: the site's
 * own messages, no browser bubble). Pressed as a person presses Send (down, 120 ms, up) on a phone
 * and on a desktop: focus on the first refused field in reading order, scrolled into view with its
 * label clear of the sticky header, the site's message at every refused field, and every `invalid`
 * event cancelled, the condition under which the HTML standard has the browser neither report the
 * problem (its bubble) nor move focus itself.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { contentFor } from '../../content/index';
import { locales, routeFor, type Locale } from '../../content/locales';
import { fieldWords, forms, type FieldDefinition } from '../../shared/form-fields';
import { contactForm, demoForm, emailLabel, fieldOf, homeDemoForm, islandOf, openForm, type FormUnderTest } from '../fixtures/e2e-forms';
import { uniqueEmail } from '../fixtures/e2e-leads';
import { pressLikeAPerson } from '../fixtures/e2e-press';
import { expect, test } from '../fixtures/e2e-health';

const widths = [320, 375, 1280] as const;

interface InvalidEvent {
  name: string;
  cancelled: boolean;
}

declare global {
  interface Window {
    __invalidEvents?: InvalidEvent[];
  }
}

/** A page that records each `invalid` event and whether a handler cancelled it (read after the event's task). */
async function recordingPage(browser: Browser, width: number): Promise<Page> {
  const phone = width < 640;
  const context = await browser.newContext({ viewport: { width, height: phone ? 740 : 800 }, isMobile: phone });
  await context.addInitScript(() => {
    window.__invalidEvents = [];
    // `invalid` does not bubble, but it passes the window on its way down.
    window.addEventListener(
      'invalid',
      (event) => {
        const name = (event.target as HTMLInputElement).name;
        setTimeout(() => window.__invalidEvents!.push({ name, cancelled: event.defaultPrevented }));
      },
      true,
    );
  });
  return context.newPage();
}

/** The form's declared fields with their label and the site's message when left empty, in the page language. */
function declaredFields(form: FormUnderTest, locale: Locale) {
  const content = contentFor(locale);
  const text = form.table === 'demo_requests' ? content.home.demo : content.contact.form;
  const { errors } = content.forms.common;
  return forms[form.table].fields.map((field: FieldDefinition) => ({
    field,
    label: fieldWords(field, text).label,
    message: field.type === 'select' ? errors.choose : errors.required,
  }));
}

/**
 * Where the focused control stands once the page has stopped scrolling: inside the viewport, its
 * label too, and neither covered by anything (the sticky header) at its top edge nor at its centre.
 */
function placement(control: Locator) {
  return control.evaluate((element) => {
    const label = (element as HTMLInputElement).labels?.[0];
    if (!label) return { focused: false, labelled: false, inView: false, uncovered: false };
    const hit = (node: Element, x: number, y: number) => {
      const found = document.elementFromPoint(x, y);
      return found !== null && (found === node || node.contains(found));
    };
    const box = element.getBoundingClientRect();
    const labelBox = label.getBoundingClientRect();
    const centreX = labelBox.left + Math.min(labelBox.width, 40) / 2;
    return {
      focused: document.activeElement === element,
      labelled: true,
      inView: labelBox.top >= 0 && box.bottom <= window.innerHeight,
      uncovered: hit(label, centreX, labelBox.top + 1) && hit(label, centreX, labelBox.top + labelBox.height / 2) && hit(element, box.left + box.width / 2, box.top + box.height / 2),
    };
  });
}

const settled = { focused: true, labelled: true, inView: true, uncovered: true };

async function expectNoBrowserReport(page: Page, where: string) {
  // Each invalid event is recorded one task after it fired: wait for them rather than for a time.
  await expect.poll(() => page.evaluate(() => window.__invalidEvents!.length), `${where}: invalid events fired`).toBeGreaterThan(0);
  const events = await page.evaluate(() => window.__invalidEvents!);
  expect(events.filter((event) => !event.cancelled), `${where}: invalid events left to the browser (its bubble)`).toEqual([]);
}

const pressSend = (page: Page, form: FormUnderTest, locale: Locale) => pressLikeAPerson(islandOf(page, form).getByRole('button', { name: form.text(locale).submit }));

test.describe('an empty form, sent: focus on its first field, the site\u2019s message at each refused field, no browser bubble', () => {
  const cases = [
    ...[demoForm, contactForm].flatMap((form) => locales.map((locale) => ({ form, locale }))),
    // The home page's demo form, at the end of the page, in two languages.
    ...(['fr', 'de'] as const).map((locale) => ({ form: homeDemoForm, locale })),
  ];
  for (const width of widths) {
    for (const { form, locale } of cases) {
      test(`${form.island} on the ${form.page} page (${locale}) at ${width} px`, async ({ browser }) => {
        const page = await recordingPage(browser, width);
        await openForm(page, form, locale);
        await pressSend(page, form, locale);
        const fields = declaredFields(form, locale);
        const island = islandOf(page, form);
        const first = island.getByLabel(fields[0]!.label, { exact: true });
        await expect(first).toBeFocused();
        await expect.poll(() => placement(first), 'the first field and its label in view, under nothing').toEqual(settled);
        for (const { field, label, message } of fields.filter(({ field }) => field.required)) {
          await expect(island.getByLabel(label, { exact: true }), field.name).toHaveAccessibleDescription(message);
        }
        await expectNoBrowserReport(page, `${locale} at ${width} px`);
        await page.context().close();
      });
    }
  }
});

test.describe('the first field\u2019s label under the sticky header, its input in view', () => {
  for (const { form, locale } of [{ form: demoForm, locale: 'en' }, { form: contactForm, locale: 'fr' }] as const) {
    test(`${form.island} (${locale}) at 1280 px: Send brings the label out from under the header`, async ({ browser }) => {
      const page = await recordingPage(browser, 1280);
      await openForm(page, form, locale);
      const first = islandOf(page, form).getByLabel(declaredFields(form, locale)[0]!.label, { exact: true });
      // Scrolled by a person so that the header covers the label and not the input (Send stays in view).
      await first.evaluate((input) => {
        const label = (input as HTMLInputElement).labels![0]!.getBoundingClientRect();
        window.scrollBy({ top: label.bottom - document.querySelector('header')!.getBoundingClientRect().bottom - 2, behavior: 'instant' });
      });
      expect((await placement(first)).uncovered, 'the label starts covered').toBe(false);
      await pressSend(page, form, locale);
      await expect(first).toBeFocused();
      await expect.poll(() => placement(first), 'the label in view, under nothing').toEqual(settled);
      await page.context().close();
    });
  }
});

/** Every field filled but one: focus goes to that one. */
async function fillAllBut(page: Page, form: FormUnderTest, locale: Locale, column: string) {
  for (const field of form.fields.filter((field) => field.column !== column)) {
    const input = fieldOf(page, form, locale, field);
    if (field.select) await input.selectOption(String(field.value));
    else await input.fill(String(field.value));
  }
  if (column !== 'email') await islandOf(page, form).getByLabel(emailLabel(form, locale), { exact: true }).fill(uniqueEmail(`refused-${column}`));
}

test.describe('one field left empty: focus on that field, its message, no browser bubble', () => {
  const cases = [
    { form: demoForm, locale: 'en', column: 'role', width: 375 },
    { form: demoForm, locale: 'it', column: 'role', width: 1280 },
    { form: contactForm, locale: 'de', column: 'reason', width: 320 },
    { form: contactForm, locale: 'es', column: 'reason', width: 1280 },
    { form: demoForm, locale: 'fr', column: 'company', width: 375 },
    { form: contactForm, locale: 'en', column: 'company', width: 1280 },
  ] as const;
  for (const { form, locale, column, width } of cases) {
    test(`${form.island} (${locale}) at ${width} px: only ${column} empty`, async ({ browser }) => {
      const page = await recordingPage(browser, width);
      await openForm(page, form, locale);
      await fillAllBut(page, form, locale, column);
      await pressSend(page, form, locale);
      const { label, message } = declaredFields(form, locale).find(({ field }) => field.name === column)!;
      const refused = islandOf(page, form).getByLabel(label, { exact: true });
      await expect(refused).toBeFocused();
      await expect(refused).toHaveAccessibleDescription(message);
      await expect.poll(() => placement(refused), 'the refused field and its label in view, under nothing').toEqual(settled);
      // The only refused field: no other shows a message.
      await expect(islandOf(page, form).locator('[aria-invalid="true"]')).toHaveCount(1);
      await expectNoBrowserReport(page, column);
      await page.context().close();
    });
  }
});

test.describe('sent before the form is interactive: the site\u2019s refusal once it is, never the browser\u2019s bubble', () => {
  for (const { form, locale, width } of [{ form: demoForm, locale: 'fr', width: 1280 }, { form: contactForm, locale: 'de', width: 375 }] as const) {
    test(`${form.island} (${locale}) at ${width} px, empty, sent while its code is still on the way`, async ({ browser }) => {
      const page = await recordingPage(browser, width);
      // Hold the island's code (not the loader's): its chunks are asked for once the loader has marked the island.
      let releaseIsland: () => void = () => {};
      const islandHeld = new Promise<void>((resolve) => (releaseIsland = resolve));
      await page.route('**/assets/chunks/**', async (route) => {
        if ((await page.locator(`[data-island="${form.island}"][data-island-state]`).count()) > 0) await islandHeld;
        await route.continue();
      });
      await page.goto(`${routeFor(form.page, locale)}#${form.anchor}`);
      const island = islandOf(page, form);
      await expect(island).toHaveAttribute('data-island-state', /waiting|loading/);
      await pressSend(page, form, locale);
      // The browser refused the submit and left it to the page: no bubble, focus not moved by the browser.
      await expectNoBrowserReport(page, `${locale} before hydration`);
      await expect(island).not.toHaveAttribute('data-island-state', 'hydrated');
      releaseIsland();
      const fields = declaredFields(form, locale);
      const first = island.getByLabel(fields[0]!.label, { exact: true });
      await expect(first).toBeFocused();
      await expect(first).toHaveAccessibleDescription(fields[0]!.message);
      await expect.poll(() => placement(first), 'the first field and its label in view, under nothing').toEqual(settled);
      await page.context().close();
    });
  }
});

test.describe('a refused field put right: its message follows what the person types, before they leave the field', () => {
  for (const { form, locale, width } of [{ form: demoForm, locale: 'fr', width: 375 }, { form: contactForm, locale: 'de', width: 1280 }] as const) {
    test(`${form.island} (${locale}) at ${width} px`, async ({ browser }) => {
      const page = await recordingPage(browser, width);
      await openForm(page, form, locale);
      await pressSend(page, form, locale);
      const { errors } = contentFor(locale).forms.common;
      const island = islandOf(page, form);
      const fields = declaredFields(form, locale);
      const name = island.getByLabel(fields[0]!.label, { exact: true });
      await expect(name).toBeFocused();
      await expect(name).toHaveAccessibleDescription(errors.required);

      await page.keyboard.type('Camille Martin', { delay: 40 });
      await expect(name).toBeFocused();
      await expect(name).toHaveAccessibleDescription('');
      await expect(name).not.toHaveAttribute('aria-invalid', 'true');

      // Still wrong while half typed: the message says what is wrong now; right once complete.
      const email = island.getByLabel(emailLabel(form, locale), { exact: true });
      await pressLikeAPerson(email);
      await page.keyboard.type('camille@', { delay: 40 });
      await expect(email).toHaveAccessibleDescription(errors.email);
      await page.keyboard.type('exemple.fr', { delay: 40 });
      await expect(email).toBeFocused();
      await expect(email).toHaveAccessibleDescription('');

      // A refused field nobody has touched keeps its message.
      const company = fields.find(({ field }) => field.name === 'company')!;
      await expect(island.getByLabel(company.label, { exact: true })).toHaveAccessibleDescription(company.message);
      await page.context().close();
    });
  }
});
