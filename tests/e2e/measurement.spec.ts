/**
 * The audience measurement as a browser meets it (shared/measurement.ts): one inline script within
 * its budget, allowed by its hash; one beacon per page view, sent after the first contentful paint,
 * on every page type; nothing stored on the device and no cookie set; nothing sent by an automated
 * browser unless the page's URL carries the test switch; and a lead records the page it was sent
 * from and the campaign of the page that led to it. Each test counts under a campaign of its own,
 * so the rows it reads are its own. Nothing here waits for time: each step awaits a request, a
 * response or the paint entry it depends on.
 */
import type { Page, Request } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { contentFor } from '../../content/index';
import { notFoundPathFor, pageKeys, routeFor, translatedLocales, type Locale, type PageKey } from '../../content/locales';
import { styleHash } from '../../server/headers';
import { countAutomatedSwitch, countPageViewFunction, measurementScript } from '../../shared/measurement';
import { menuFocusScript } from '../../shared/menu-focus';
import { demoForm, fillForm, islandOf, touchForm } from '../fixtures/e2e-forms';
import { pressLikeAPerson } from '../fixtures/e2e-press';
import { storedLeads, storedViews, uniqueEmail } from '../fixtures/e2e-leads';
import { expect, test } from '../fixtures/e2e-health';

/** The script's budget, raw bytes: it is in every page's first round trip. */
const scriptBudgetRaw = 600;

/** Every page type, each in one of the languages (all five covered). */
const pageTypes: { page: PageKey; locale: Locale }[] = pageKeys.map((page, i) => ({ page, locale: translatedLocales[i % translatedLocales.length]! }));

const isBeacon = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === `/rest/v1/rpc/${countPageViewFunction}`;

/** Every beacon the page sends from now on. */
function recordBeacons(page: Page): Request[] {
  const beacons: Request[] = [];
  page.on('request', (request) => {
    if (isBeacon(request)) beacons.push(request);
  });
  return beacons;
}

/** A campaign of the test's own, so that the rows it reads are its own. */
const ownCampaign = () => `e2e-${randomUUID().slice(0, 8)}`;
const counted = (path: string, campaign: string) => `${path}?${countAutomatedSwitch}&utm_campaign=${campaign}`;

/** Opens a page with the switch and awaits its beacon's answer; returns what it sent. */
async function viewCounted(page: Page, path: string, campaign: string): Promise<Record<string, unknown>> {
  const answered = page.waitForResponse((response) => isBeacon(response.request()));
  await page.goto(counted(path, campaign));
  const response = await answered;
  expect(response.status(), path).toBe(204);
  return JSON.parse(response.request().postData() ?? 'null') as Record<string, unknown>;
}

async function storage(page: Page) {
  return page.evaluate(async () => ({
    cookie: document.cookie,
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).length,
  }));
}

test('the page carries the beacon within its budget after the menus’ focus script, the CSP allows both by their hashes, and not-found pages carry no beacon', async ({ request }) => {
  expect(Buffer.byteLength(measurementScript, 'utf8')).toBeLessThanOrEqual(scriptBudgetRaw);
  for (const { page, locale } of pageTypes) {
    const path = routeFor(page, locale);
    const response = await request.get(path);
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(inline.map((match) => match[2]), path).toEqual([menuFocusScript, measurementScript]);
    expect(inline[1]![1], path).toMatch(/^ data-beacon="[^"]+"$/);
    const scriptSources = /script-src ([^;]+)/.exec(response.headers()['content-security-policy'] ?? '')?.[1]?.split(' ');
    expect(scriptSources, path).toContain(styleHash(measurementScript));
  }
  const notFound = await (await request.get(`${notFoundPathFor('it')}.html`)).text();
  expect(notFound).not.toContain('data-beacon');
  expect(notFound).toContain(`<script>${menuFocusScript}</script>`);
});

test('one beacon per page view, after the first contentful paint, on every page type; each counted once', async ({ page }) => {
  test.slow(); // eight pages, one after another
  const campaign = ownCampaign();
  const beacons = recordBeacons(page);
  for (const { page: pageKey, locale } of pageTypes) {
    const path = routeFor(pageKey, locale);
    const sent = await viewCounted(page, path, campaign);
    expect(sent, path).toEqual({ page: path, lang: locale, utm_source: null, utm_medium: null, utm_campaign: campaign });
    // The beacon left after the paint it waits for (it is sent from the paint observer's callback).
    // Its resource entry is recorded once its response has ended: awaited, not timed.
    const timing = () =>
      page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        beacons: performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'beacon').map((entry) => entry.startTime),
      }));
    await expect.poll(async () => (await timing()).beacons.length, path).toBe(1);
    const { firstPaint, beacons: started } = await timing();
    expect(firstPaint, path).toBeGreaterThan(0);
    expect(started[0], path).toBeGreaterThan(firstPaint!);
  }
  expect(beacons.map((request) => JSON.parse(request.postData()!).page)).toEqual(pageTypes.map(({ page: key, locale }) => routeFor(key, locale)));
  const rows = (await storedViews()).filter((row) => row.utm_campaign === campaign);
  expect(rows.map((row) => [row.page, row.language, row.views]).sort()).toEqual(pageTypes.map(({ page: key, locale }) => [routeFor(key, locale), locale, 1]).sort());
});

test('no cookie, no Set-Cookie and nothing stored on the device, on every page type and the not-found page, beacon included', async ({ page, context }) => {
  test.slow(); // nine pages, one after another
  const campaign = ownCampaign();
  const setCookies: string[] = [];
  const headersRead: Promise<void>[] = [];
  page.on('response', (response) => {
    headersRead.push(
      response.headersArray().then((headers) => {
        for (const { name, value } of headers) if (name.toLowerCase() === 'set-cookie') setCookies.push(`${response.url()}: ${value}`);
      }),
    );
  });
  for (const { page: pageKey, locale } of pageTypes) {
    await viewCounted(page, routeFor(pageKey, locale), campaign);
    expect(await storage(page), routeFor(pageKey, locale)).toEqual({ cookie: '', local: 0, session: 0, databases: 0 });
  }
  const response = await page.goto(`/es/no-such-page?${countAutomatedSwitch}`);
  expect(response?.status()).toBe(404);
  expect(await storage(page)).toEqual({ cookie: '', local: 0, session: 0, databases: 0 });
  await Promise.all(headersRead);
  expect(headersRead.length).toBeGreaterThan(pageTypes.length * 2);
  expect(setCookies).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

test('an automated browser without the switch sends no beacon', async ({ page }) => {
  const campaign = ownCampaign();
  const beacons = recordBeacons(page);
  const quiet = routeFor('pricing', 'de');
  await page.goto(`${quiet}?utm_campaign=${campaign}`);
  expect(await page.evaluate(() => navigator.webdriver)).toBe(true);
  // The page has painted, so its script's paint observer, created before this one, has been called.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((entries, observer) => {
          if (entries.getEntriesByName('first-contentful-paint').length > 0) {
            observer.disconnect();
            resolve();
          }
        }).observe({ type: 'paint', buffered: true }),
      ),
  );
  // The next page is counted: its beacon comes after anything the first page sent.
  const counted = routeFor('about', 'de');
  await viewCounted(page, counted, campaign);
  expect(beacons.map((request) => JSON.parse(request.postData()!).page)).toEqual([counted]);
  const rows = (await storedViews()).filter((row) => row.utm_campaign === campaign);
  expect(rows.map((row) => row.page)).toEqual([counted]);
});

test('a demo request records the page it was sent from and the campaign of the page that led to it', async ({ page }) => {
  const campaign = ownCampaign();
  const locale = 'en';
  await page.goto(`${routeFor('home', locale)}?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  await pressLikeAPerson(page.locator(`header a[href="${routeFor('demo', locale)}"]`));
  await expect(page).toHaveURL(routeFor('demo', locale));
  await touchForm(islandOf(page, demoForm));
  const email = uniqueEmail('measurement-campaign');
  await fillForm(page, demoForm, locale, email);
  await islandOf(page, demoForm).getByRole('button', { name: contentFor(locale).home.demo.submit }).click();
  await expect(page.getByRole('alertdialog')).toContainText(contentFor(locale).home.demo.success.title);
  const row = (await storedLeads()).demo_requests.find((lead) => lead.email === email);
  expect(row).toMatchObject({ page_path: routeFor('demo', locale), utm_source: 'newsletter', utm_medium: 'email', utm_campaign: campaign, language: locale });
});
