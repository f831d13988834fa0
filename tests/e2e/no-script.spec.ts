/**
 * A browser that runs no script (turned off, or blocked by a network): the forms cannot send there,
 * so each form's place says so and gives the address to write to instead, and shows no field that
 * would take a person's typing and lose it (components/FormWithoutScript).
 */
import { contentFor } from '../../content/index';
import { isPlaceholder, settings } from '../../content/facts';
import { routeFor } from '../../content/locales';
import { asRead, typeset } from '../../content/typography';
import { mailtoHref } from '../../renderer/links';
import { contactForm, demoForm, homeDemoForm, islandOf } from '../fixtures/e2e-forms';
import { expect, test } from '../fixtures/e2e-health';

test.describe('a browser that runs no script', { tag: ['@facts'] }, () => {
  for (const { form, locale } of [
    { form: demoForm, locale: 'fr' },
    { form: homeDemoForm, locale: 'de' },
    { form: contactForm, locale: 'en' },
  ] as const) {
    test(`${locale} ${form.page}: the form's place says where to write instead; no field to fill in vain`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 }, isMobile: true });
      const page = await context.newPage();
      await page.goto(`${routeFor(form.page, locale)}#${form.anchor}`);
      // Playwright's text and role queries skip <noscript>: found by its place.
      const notice = page.locator(`#${form.anchor} noscript > p`);
      await expect(notice).toBeVisible();
      await expect(notice).toBeInViewport();
      expect(asRead((await notice.textContent()) ?? '')).toContain(asRead(typeset(contentFor(locale).forms.withoutScript, locale)));
      await expect(islandOf(page, form).locator('form')).toBeHidden();
      // The address, as a link once the company states it (a marked key until then).
      if (!isPlaceholder(settings.email)) await expect(notice.locator('a')).toHaveAttribute('href', mailtoHref(settings.email)!);
      await context.close();
    });
  }

  test('with a script, the notice does not show and the form does', async ({ page }) => {
    await page.goto(routeFor(contactForm.page, 'en'));
    await expect(page.locator(`#${contactForm.anchor} noscript`)).toHaveCount(1);
    await expect(page.locator(`#${contactForm.anchor} noscript > p`)).toHaveCount(0);
    await expect(islandOf(page, contactForm).locator('form')).toBeVisible();
  });
});
