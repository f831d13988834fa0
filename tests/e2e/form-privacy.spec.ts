/**
 * The privacy notice's first layer beside each form (GDPR art. 13 in layers; LOPDGDD art. 11): it
 * names the controller (the legal name, or its bracketed placeholder on a local build), says why
 * the data is taken, how long it is kept and the visitor's rights, and links to the full notice,
 * the legal page's privacy section, which exists where the link leads.
 */
import { contentFor } from '../../content/index';
import { isPlaceholder, settings } from '../../content/facts';
import { formatMissingFact } from '../../content/format';
import { locales, routeFor } from '../../content/locales';
import type { LegalFormId } from '../../schema/site-content';
import { contactForm, demoForm, homeDemoForm, type FormUnderTest } from '../fixtures/e2e-forms';
import { expect, test } from '../fixtures/e2e-health';

const controllerShown = isPlaceholder(settings.legalName) ? formatMissingFact(settings.legalName) : settings.legalName;

const placed: { form: FormUnderTest; notice: LegalFormId }[] = [
  { form: demoForm, notice: 'demoRequest' },
  { form: contactForm, notice: 'contactMessage' },
  { form: homeDemoForm, notice: 'demoRequest' },
];

for (const locale of locales) {
  test(`${locale}: beside the demo, contact and home forms, the first layer names the controller and links to the full privacy notice`, { tag: ['@facts'] }, async ({ page }) => {
    const content = contentFor(locale);
    const layer = content.forms.privacy;
    const legal = routeFor('legal', locale);
    for (const { form, notice } of placed) {
      await page.goto(routeFor(form.page, locale));
      // Right after the form's island, inside the card that holds it.
      const text = page.locator(`#${form.anchor} [data-island] + p`);
      const where = `${locale} ${form.page}`;
      await expect(text, where).toContainText(`${layer.controller} ${controllerShown}`);
      await expect(text, where).toContainText(layer.purposes[notice]);
      await expect(text, where).toContainText(layer.rights);
      const link = text.getByRole('link', { name: layer.link, exact: true });
      await expect(link, where).toHaveAttribute('href', `${legal}#privacy`);
    }
    // The target: the legal page's privacy notice, under its own heading.
    await page.goto(`${legal}#privacy`);
    const section = page.locator('section#privacy');
    await expect(section).toHaveCount(1);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(content.legal.privacy.title);
    await expect(section).toBeInViewport();
  });
}
