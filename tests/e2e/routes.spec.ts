import { contentFor } from '../../content/index';
import { locales, notFoundPathFor, routes } from '../../content/locales';
// test/expect from support: every route runs under the real headers, failing on any CSP violation or console error.
import { expect, test } from '../fixtures/e2e-health';

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route.path} renders in ${route.locale}`, { tag: ['@facts'] }, async ({ page, pageHealth }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', route.locale);
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      expect((await h1.innerText()).trim()).not.toBe('');
      expect(await page.title()).not.toBe('');
      await page.waitForLoadState('load');
      await pageHealth.settle();
      expect(pageHealth.consoleErrors).toEqual([]);
    });
  }
});

test.describe('not found', () => {
  for (const locale of locales) {
    test(`an unknown ${locale} path answers 404 with the ${locale} not-found page and logs the path`, async ({ page }) => {
      const attempted = `${locale === 'fr' ? '' : `/${locale}`}/no-such-page`;
      const logged = page.waitForEvent('console', (message) => message.text().includes(attempted));
      const response = await page.goto(attempted);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('h1')).toHaveCount(1);
      await logged;
      await page.getByRole('main').getByRole('link', { name: contentFor(locale).notFound.homeLink }).click();
      expect(new URL(page.url()).pathname).toBe(locale === 'fr' ? '/' : `/${locale}`);
    });
  }

  test('a trailing slash leads to the same page', async ({ page }) => {
    const response = await page.goto('/en/');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('each language has its own not-found file', async ({ request }) => {
    for (const locale of locales) {
      const response = await request.get(`${notFoundPathFor(locale)}.html`);
      expect(response.status()).toBe(200);
    }
  });
});
