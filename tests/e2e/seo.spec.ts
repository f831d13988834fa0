/**
 * The head of every route as a crawler reads it (canonical, reciprocal hreflang, title,
 * description, Open Graph, JSON-LD), the share images, sitemap.xml and robots.txt, against the
 * built site served by `npm start`'s server.
 */
import { defaultLocale, locales, matchRoute, routeFor, routes, type Locale } from '../../content/locales';
import { factsChoice, isPlaceholder, settings } from '../../content/facts';
import { absoluteUrl, ogLocales, siteUrl } from '../../renderer/site';
import { expect, readHead, test, type HeadData } from '../fixtures/e2e-health';

/** A URL of the site as a path the test server answers (the pages name SITE_URL's origin). */
function localPath(url: string): string {
  expect(url.startsWith(`${siteUrl}/`), `${url} is on ${siteUrl}`).toBe(true);
  return url.slice(siteUrl.length) || '/';
}

test.describe('head of every route', () => {
  for (const route of routes) {
    test(`${route.path}`, { tag: ['@facts'] }, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      const head = await readHead(page);

      expect(head.canonical).toBe(absoluteUrl(route.path));
      // The example company's pages are a rehearsal: no search engine may keep them.
      expect(head.robots).toBe(factsChoice === 'example' ? 'noindex' : null);
      expect(head.alternateCount).toBe(locales.length + 1);
      for (const locale of locales) expect(head.alternates[locale]).toBe(absoluteUrl(routeFor(route.page, locale)));
      expect(head.alternates['x-default']).toBe(absoluteUrl(routeFor(route.page, defaultLocale)));

      expect(head.h1Count).toBe(1);
      expect(head.title.trim()).not.toBe('');
      expect(head.description?.length ?? 0).toBeGreaterThanOrEqual(50);
      expect(head.description?.length ?? 0).toBeLessThanOrEqual(170);

      const meta = (key: string) => head.meta[key] ?? [];
      expect(meta('og:type')).toEqual(['website']);
      expect(meta('og:url')).toEqual([head.canonical]);
      expect(meta('og:title')).toEqual([head.title]);
      expect(meta('og:description')).toEqual([head.description]);
      expect(meta('og:locale')).toEqual([ogLocales[route.locale]]);
      // Each language has its own URL, linked by hreflang: og:locale:alternate would claim this URL serves them all.
      expect(meta('og:locale:alternate')).toEqual([]);
      expect(meta('og:image')).toEqual([absoluteUrl(`/og/${route.locale}.png`)]);
      expect(meta('og:image:width')).toEqual(['1200']);
      expect(meta('og:image:height')).toEqual(['630']);
      expect(meta('og:image:alt')[0]).toContain(settings.brandName);
      // What search engines and share cards read is plain text: the word joiners of the page's short compounds stay in its body.
      for (const text of [head.title, head.description ?? '', ...meta('og:image:alt')]) expect(text, 'no word joiner').not.toContain('\u2060');
      expect(meta('twitter:card')).toEqual(['summary_large_image']);
      // X falls back to og:title, og:description and og:image; a second copy would only cost bytes.
      expect(meta('twitter:image:alt')).toEqual(meta('og:image:alt'));
      for (const key of ['twitter:title', 'twitter:description', 'twitter:image']) expect(meta(key), key).toEqual([]);

      expect(head.jsonLd).toHaveLength(1);
      const organization = JSON.parse(head.jsonLd[0]!) as Record<string, unknown>;
      expect(organization).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: settings.brandName,
        url: `${siteUrl}/`,
        foundingDate: '2019',
        address: { '@type': 'PostalAddress', postalCode: settings.headOffice.postalCode, addressLocality: 'Pantin', addressCountry: 'FR' },
      });
      // Facts still placeholders are left out, never published as look-alike values.
      const published = JSON.stringify(organization);
      expect(published).not.toMatch(factsChoice === 'example' ? /\[settings\./ : /\[settings\.|example/);
      if (isPlaceholder(settings.email)) expect(organization).not.toHaveProperty('email');
      else expect(organization.email).toBe(settings.email);
      const links = [settings.instagramUrl, settings.linkedinUrl].filter((url) => !isPlaceholder(url));
      expect(organization.sameAs).toEqual(links);
    });
  }
});

test('hreflang is reciprocal and titles are unique across all routes', async ({ page }) => {
  test.setTimeout(120_000);
  const heads = new Map<string, HeadData>();
  for (const route of routes) {
    await page.goto(route.path);
    heads.set(absoluteUrl(route.path), await readHead(page));
  }
  for (const [url, head] of heads) {
    for (const [hreflang, alternate] of Object.entries(head.alternates)) {
      const other = heads.get(alternate);
      expect(other, `${url} lists ${hreflang} ${alternate}, which is a route`).toBeDefined();
      expect(Object.values(other!.alternates), `${alternate} lists ${url} back`).toContain(url);
    }
  }
  const titles = [...heads.values()].map((head) => head.title);
  expect(new Set(titles).size).toBe(routes.length);
  const descriptions = [...heads.values()].map((head) => head.description);
  expect(new Set(descriptions).size).toBe(routes.length);
});

test('not-found pages are noindex, without canonical or alternates', async ({ page }) => {
  for (const locale of locales) {
    const response = await page.goto(`${locale === defaultLocale ? '' : `/${locale}`}/no-such-page`);
    expect(response?.status()).toBe(404);
    const head = await readHead(page);
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeNull();
    expect(head.alternateCount).toBe(0);
  }
});

test('each language has its share image: 1200×630 PNG under 100 KB', async ({ request }) => {
  for (const locale of locales) {
    const response = await request.get(localPath(absoluteUrl(`/og/${locale}.png`)));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(100 * 1024);
  }
});

test('sitemap.xml parses and lists exactly the route table with every alternate', async ({ page }) => {
  await page.goto('/');
  const sitemap = await page.evaluate(async () => {
    const text = await (await fetch('/sitemap.xml')).text();
    const xml = new DOMParser().parseFromString(text, 'application/xml');
    const xhtml = 'http://www.w3.org/1999/xhtml';
    return {
      parseErrors: xml.getElementsByTagName('parsererror').length,
      root: xml.documentElement.localName,
      urls: [...xml.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')].map((url) => ({
        loc: url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]?.textContent ?? '',
        alternates: Object.fromEntries(
          [...url.getElementsByTagNameNS(xhtml, 'link')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        ),
      })),
    };
  });
  expect(sitemap.parseErrors).toBe(0);
  expect(sitemap.root).toBe('urlset');
  expect(sitemap.urls.map((url) => url.loc)).toEqual(routes.map((route) => absoluteUrl(route.path)));
  for (const url of sitemap.urls) {
    const route = matchRoute(localPath(url.loc))!;
    const expected: Record<string, string> = Object.fromEntries(locales.map((locale: Locale) => [locale, absoluteUrl(routeFor(route.page, locale))]));
    expected['x-default'] = absoluteUrl(routeFor(route.page, defaultLocale));
    expect(url.alternates).toEqual(expected);
  }
});

test('robots.txt allows all and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).not.toMatch(/^Disallow: \/\S/m);
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(sitemapUrl).toBe(`${siteUrl}/sitemap.xml`);
  expect((await request.get(localPath(sitemapUrl!))).status()).toBe(200);
});
