/**
 * The response headers and routing rules as served (the rules of server/headers.ts, which
 * dist/client/_headers and _redirects are written from), and the CSP as the browser enforces it.
 */
import { readFileSync, statSync } from 'node:fs';
import { defaultLocale, localePrefix, locales, notFoundPathFor, routes } from '../../content/locales';
import { clientDir, contentSecurityPolicy, inlineStylesheetOf, reactAriaPressableStyle, styleHash } from '../../server/headers';
import { measurementScript } from '../../shared/measurement';
import { menuFocusScript } from '../../shared/menu-focus';
import { scriptTriggerHandler } from '../../shared/script-trigger';
import { builtHostOptions } from '../../server/static-site';
import { directives, effectiveSources } from '../fixtures/csp';
import { touchForm } from '../fixtures/e2e-forms';
import { expect, test } from '../fixtures/e2e-health';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

function expectSecurityHeaders(headers: Record<string, string>): void {
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'browsing-topics']) expect(permissions).toContain(`${feature}=()`);
}

/**
 * A page's policy: its own inline stylesheet allowed by hash and no other page's (a new page type
 * costs no other page a byte), delivered as a header, or in a meta element (no frame-ancestors there).
 */
function expectPagePolicy(csp: string, html: string, delivery: 'header' | 'meta' = 'header'): void {
  const ownStyle = inlineStylesheetOf(html);
  expect(ownStyle).toBeDefined();
  expect(csp).toBe(contentSecurityPolicy(builtHostOptions(process.env.DIST_DIR), ownStyle, delivery));
  const policy = directives(csp);
  const allowed = (name: string) => effectiveSources(csp, name);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  // Scripts, styles, fonts: the site's own files, by default-src.
  for (const name of ['style-src', 'style-src-attr', 'font-src']) expect(allowed(name), name).toEqual(["'self'"]);
  // Scripts: the site's own files, the header menus' focus and the audience beacon by their hashes (shared/menu-focus.ts, shared/measurement.ts).
  for (const name of ['script-src', 'script-src-elem']) expect(allowed(name), name).toEqual(["'self'", styleHash(menuFocusScript), styleHash(measurementScript)]);
  // One inline event handler, by hash: the home page's lazy trigger of its script (components/Island/ScriptTrigger).
  expect(policy.get('script-src-attr')).toEqual(["'unsafe-hashes'", styleHash(scriptTriggerHandler)]);
  // react-aria's one pressable <style> and the page's own inline stylesheet, by hash (server/headers.ts); never 'unsafe-inline'.
  expect(policy.get('style-src-elem')).toEqual(["'self'", styleHash(reactAriaPressableStyle), styleHash(ownStyle!)]);
  expect(csp).not.toMatch(/unsafe-inline/);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
  expect(allowed('connect-src')?.[0]).toBe("'self'");
  expect(policy.get('frame-ancestors')).toEqual(delivery === 'header' ? ["'none'"] : undefined);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(csp).not.toMatch(/unsafe-eval/);
}

test('every page carries the CSP and the security headers, and revalidates', { tag: ['@facts'] }, async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(route.path, { maxRedirects: 0 });
    expect(response.status(), route.path).toBe(200);
    expectSecurityHeaders(response.headers());
    expectPagePolicy(response.headers()['content-security-policy'] ?? '', await response.text());
    expect(response.headers()['cache-control'], route.path).toBe(REVALIDATE);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  }
});

test('hashed assets are immutable; other files revalidate', async ({ request }) => {
  const assets = new Set<string>();
  for (const path of ['/', '/en/contact', `${notFoundPathFor('de')}.html`]) {
    const html = await (await request.get(path)).text();
    for (const match of html.matchAll(/(?:href|src|data-script|data-props-src)="(\/assets\/[^"]+)"/g)) assets.add(match[1]!);
  }
  // The stylesheet is inline; the islands' script (brought in by its trigger's data-script) and props are hashed assets.
  expect([...assets].some((asset) => asset.endsWith('.js'))).toBe(true);
  expect([...assets].some((asset) => asset.endsWith('.json'))).toBe(true);
  for (const asset of assets) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe(IMMUTABLE);
    expectSecurityHeaders(response.headers());
  }
  for (const file of ['/favicon.svg', '/not-found.js', '/og/fr.png', '/sitemap.xml', '/robots.txt']) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe(REVALIDATE);
  }
});

test('a trailing slash redirects (301) to the page without it', async ({ request }) => {
  for (const route of routes.filter((r) => r.path !== '/')) {
    const response = await request.get(`${route.path}/?ref=x`, { maxRedirects: 0 });
    expect(response.status(), route.path).toBe(301);
    expect(response.headers().location).toBe(`${route.path}?ref=x`);
  }
});

test("unknown paths get their language's not-found page with 404, the security headers and its own policy", { tag: ['@facts'] }, async ({ request }) => {
  for (const locale of locales) {
    for (const tail of ['/no-such-page', '/deeply/nested/missing', '/missing.png']) {
      const path = `${localePrefix(locale)}${tail}`;
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
      expectSecurityHeaders(response.headers());
      // No header rule names an unknown path: the page brings its policy in a meta element.
      expect(response.headers()['content-security-policy'], path).toBeUndefined();
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${locale}"`);
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#x27;', "'");
      expect(meta, path).toBeDefined();
      expectPagePolicy(meta!, html, 'meta');
    }
  }
  // A prefix that is not a language belongs to fr; the host's own files are not served.
  for (const path of ['/xx/page', '/_headers', '/_redirects', '/english']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(`<html lang="${defaultLocale}"`);
  }
});

test('the browser enforces the CSP: an injected inline script is blocked and reported', async ({ page, pageHealth }) => {
  await page.goto('/en');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await pageHealth.settle(), pageHealth.violations.length)).toBe(1);
  const [violation] = pageHealth.takeViolations();
  expect(violation?.effectiveDirective).toBe('script-src-elem');
});

for (const route of routes) {
  test(`${route.path}: islands hydrate without any CSP violation`, { tag: ['@facts'] }, async ({ page, pageHealth }) => {
    await page.goto(route.path);
    const islands = page.locator('[data-island]');
    const count = await islands.count();
    for (let i = 0; i < count; i++) {
      await islands.nth(i).scrollIntoViewIfNeeded();
      await touchForm(islands.nth(i));
    }
    // Focus a field and type: react-aria sets styles and attributes while the visitor interacts.
    const field = islands.first().locator('input:not([type=hidden]), textarea').first();
    if (count && (await field.count())) {
      await field.focus();
      await field.pressSequentially('a');
    }
    await pageHealth.settle();
    expect(pageHealth.violations, route.path).toEqual([]);
  });
}

test('text is sent Brotli-compressed to a browser that accepts it (as Chromium does), the same text as the built file', async ({ request }) => {
  const client = process.env.DIST_DIR ?? clientDir();
  for (const [path, file] of [['/', 'index.html'], ['/en/pricing', 'en/pricing.html'], ['/sitemap.xml', 'sitemap.xml']] as const) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(response.headers()['content-encoding'], path).toBe('br');
    expect(Number(response.headers()['content-length']), path).toBeLessThan(statSync(`${client}/${file}`).size / 3);
    expect(await response.text(), path).toBe(readFileSync(`${client}/${file}`, 'utf8'));
  }
});

test('text is sent gzip-compressed when the browser accepts it, as static hosts do', async ({ request }) => {
  for (const path of ['/', '/en/pricing', '/sitemap.xml']) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers()['content-encoding'], path).toBe('gzip');
    expect(response.headers()['vary'], path).toContain('Accept-Encoding');
    expect((await response.text()).length).toBeGreaterThan(0);
  }
  const png = await request.get('/og/fr.png', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(png.headers()['content-encoding']).toBeUndefined();
});
