/**
 * The files `vike build` writes for static hosts (tooling/vite/host-files.ts) and the rules they
 * come from (server/headers.ts), which `npm start`'s server applies too.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { defaultLocale, localePrefix, locales, notFoundPathFor, routeFor, routes } from '../../content/locales';
import {
  contentSecurityPolicy,
  headerRules,
  headersForPath,
  htmlPaths,
  IMMUTABLE,
  matchesPattern,
  reactAriaPressableStyle,
  redirectRules,
  REVALIDATE,
  styleHash,
} from '../../server/headers';
import { hostFiles, hostFilesPlugin } from '../../tooling/vite/host-files';
import { measurementScript } from '../../shared/measurement';
import { menuFocusScript } from '../../shared/menu-focus';
import { directives, effectiveSources } from '../fixtures/csp';
import { renderSitemap } from '../../tooling/vite/sitemap';

const site = 'https://www.example.com';
const files = hostFiles({ siteUrl: site });
const sitemap = renderSitemap(site);

function parseSitemap(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)?.[1],
    alternates: Object.fromEntries([...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]])),
  }));
}

describe('sitemap.xml', () => {
  const entries = parseSitemap(sitemap);

  it('is a urlset with the xhtml namespace', () => {
    expect(sitemap).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
  });

  it('lists exactly the route table, as absolute URLs', () => {
    expect(entries.map((entry) => entry.loc)).toEqual(routes.map((route) => `${site}${route.path}`));
    expect(entries.map((entry) => entry.loc)).toContain(`${site}/`);
  });

  it('gives every URL its five languages and x-default', () => {
    for (const [index, entry] of entries.entries()) {
      const page = routes[index]!.page;
      const expected: Record<string, string> = Object.fromEntries(locales.map((locale) => [locale, `${site}${routeFor(page, locale)}`]));
      expected['x-default'] = `${site}${routeFor(page, defaultLocale)}`;
      expect(entry.alternates).toEqual(expected);
    }
  });

  it('lists only the pages written: a page or a language version not pre-rendered is left out, alternates too', () => {
    const written = routes.filter((route) => route.page !== 'pricing' && route.path !== '/en/about');
    const partial = parseSitemap(renderSitemap(site, written));
    expect(partial.map((entry) => entry.loc)).toEqual(written.map((route) => `${site}${route.path}`));
    const about = partial.find((entry) => entry.loc === `${site}${routeFor('about', defaultLocale)}`)!;
    expect(Object.keys(about.alternates)).toEqual([...locales.filter((locale) => locale !== 'en'), 'x-default']);
  });
});

describe('robots.txt', () => {
  it('allows all and points to the absolute sitemap URL', () => {
    expect(files['robots.txt']).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`);
  });
});

describe('_redirects', () => {
  const lines = files._redirects!.split('\n').filter((line) => line && !line.startsWith('#'));

  it('sends every route with a trailing slash to the route without it (301)', () => {
    for (const route of routes.filter((r) => r.path !== '/')) expect(lines).toContain(`${route.path}/  ${route.path}  301`);
    expect(lines.filter((line) => line.endsWith(' 301'))).toHaveLength(routes.length - 1);
  });

  it("gives each language's unknown paths that language's not-found page with 404, fr last", () => {
    const notFound = lines.filter((line) => line.endsWith(' 404'));
    expect(notFound).toEqual([
      ...locales.filter((l) => l !== defaultLocale).map((l) => `/${l}/*  ${notFoundPathFor(l)}.html  404`),
      `/*  ${notFoundPathFor(defaultLocale)}.html  404`,
    ]);
    expect(lines.at(-1)).toBe('/*  /404.html  404');
  });

  it('puts every redirect before the catch-alls', () => {
    const firstNotFound = lines.findIndex((line) => line.endsWith(' 404'));
    expect(lines.slice(firstNotFound).every((line) => line.endsWith(' 404'))).toBe(true);
  });

  it('routes a path to the right language, as the server reads the rules', () => {
    const notFoundFor = (path: string) => redirectRules().find((rule) => rule.status === 404 && matchesPattern(rule.from, path))?.to;
    for (const locale of locales) expect(notFoundFor(`${localePrefix(locale)}/missing/page`)).toBe(`${notFoundPathFor(locale)}.html`);
    expect(notFoundFor('/english')).toBe('/404.html');
  });
});

describe('_headers and the Content-Security-Policy', () => {
  it('has no unsafe-inline or unsafe-eval in script-src (nor anywhere): the site’s files, the menus’ focus and the audience beacon, by their hashes', () => {
    const csp = contentSecurityPolicy();
    for (const name of ['script-src', 'script-src-elem']) expect(effectiveSources(csp, name), name).toEqual(["'self'", styleHash(menuFocusScript), styleHash(measurementScript)]);
    for (const name of ['connect-src', 'font-src']) expect(effectiveSources(csp, name), name).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
  });

  it("allows no inline style but react-aria's pressable <style>, by hash, and that text is the installed react-aria's", () => {
    const csp = contentSecurityPolicy();
    expect(effectiveSources(csp, 'style-src-attr')).toEqual(["'self'"]);
    expect(directives(csp).get('style-src-elem')).toEqual(["'self'", styleHash(reactAriaPressableStyle)]);
    const source = readFileSync('node_modules/react-aria/dist/private/interactions/usePress.mjs', 'utf8');
    const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
    const template = /style\.textContent = `([^`]*)`\.trim\(\)/.exec(source)?.[1];
    expect(attribute).toBe('data-react-aria-pressable');
    expect(template?.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, attribute!).trim()).toBe(reactAriaPressableStyle);
  });

  it('adds the Supabase origin to connect-src when VITE_SUPABASE_URL is set', () => {
    const csp = contentSecurityPolicy({ supabaseUrl: 'https://abcd.supabase.co/' });
    expect(directives(csp).get('connect-src')).toEqual(["'self'", 'https://abcd.supabase.co']);
    const withSupabase = hostFiles({ siteUrl: site, supabaseUrl: 'https://abcd.supabase.co' })._headers!;
    expect(withSupabase).toContain("connect-src 'self' https://abcd.supabase.co;");
    expect(() => contentSecurityPolicy({ supabaseUrl: 'not a url' })).toThrow(/VITE_SUPABASE_URL/);
  });

  it('writes the security headers for every path, and Cache-Control and the CSP per kind of file, each page allowing its own stylesheet only', () => {
    const pageStyles = new Map([['/', 'a{color:red}'], ['/en/pricing', 'b{color:blue}']]);
    const text = hostFiles({ siteUrl: site, pageStyles })._headers!;
    expect(text).toContain('/*\n  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload\n');
    // The CSP is never on /*: a host would join it with a page's into two policies.
    expect(text).not.toMatch(/^\/\*\n(  (?!Content-Security-Policy)[^\n]+\n)*  Content-Security-Policy/);
    expect(text).toContain(`/assets/*\n  Cache-Control: ${IMMUTABLE}\n  Content-Security-Policy: ${contentSecurityPolicy()}\n`);
    for (const path of htmlPaths()) expect(text).toContain(`\n${path}\n  Cache-Control: ${REVALIDATE}\n  Content-Security-Policy: ${contentSecurityPolicy({}, pageStyles.get(path))}\n`);
    // A page's policy names its own stylesheet's hash, and no other page's.
    const home = headersForPath(headerRules({ pageStyles }), '/')['Content-Security-Policy']!;
    expect(home).toContain(styleHash('a{color:red}'));
    expect(home).not.toContain(styleHash('b{color:blue}'));
    // The audience beacon is the one inline script, by its hash; the demo island's lazy trigger the one handler.
    expect(text).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+'; script-src-attr 'unsafe-hashes' 'sha256-[^']+'; style-src-elem 'self' 'sha256-/);
  });

  it('a policy in a meta element leaves out frame-ancestors, which browsers ignore there', () => {
    expect(directives(contentSecurityPolicy({}, 'a{}', 'meta')).get('frame-ancestors')).toBeUndefined();
    expect(directives(contentSecurityPolicy({}, 'a{}')).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('never sets one header twice for a path (hosts would join the values)', () => {
    const rules = headerRules();
    const paths = [...htmlPaths(), '/assets/static/style.abc.css', '/og/en.png', '/favicon.svg', '/sitemap.xml', '/robots.txt', '/en/nope'];
    for (const path of paths) {
      const names = rules.filter((rule) => matchesPattern(rule.path, path)).flatMap((rule) => Object.keys(rule.headers));
      expect(new Set(names).size, path).toBe(names.length);
    }
    expect(headersForPath(rules, '/assets/entries/x.js')['Cache-Control']).toBe(IMMUTABLE);
    expect(headersForPath(rules, '/en/pricing')['Cache-Control']).toBe(REVALIDATE);
    expect(headersForPath(rules, '/en/pricing')['Content-Security-Policy']).toBe(contentSecurityPolicy());
  });
});

describe('the Vite plugins', () => {
  it('write robots.txt and _redirects in the client build, and _headers after the pre-render, allowing each page stylesheet by hash', () => {
    type Hook<A extends unknown[]> = { order: string; handler: (this: unknown, ...args: A) => void };
    const [client, headers] = hostFilesPlugin() as (Plugin & {
      applyToEnvironment: (environment: { name: string }) => boolean;
      configResolved: (config: unknown) => void;
      generateBundle: Hook<[unknown, Record<string, unknown>]>;
      closeBundle: Hook<[]> & { sequential: boolean };
    })[];
    expect(client!.apply).toBe('build');
    expect(client!.applyToEnvironment({ name: 'client' })).toBe(true);
    expect(client!.applyToEnvironment({ name: 'ssr' })).toBe(false);
    // vike pre-renders in the server build's writeBundle: _headers is written after it.
    expect(headers!.applyToEnvironment({ name: 'ssr' })).toBe(true);
    expect(headers!.applyToEnvironment({ name: 'client' })).toBe(false);
    expect(headers!.closeBundle.order).toBe('post');

    const root = mkdtempSync(path.join(tmpdir(), 'host-files-'));
    try {
      const clientDir = path.join(root, 'dist', 'client');
      mkdirSync(path.join(clientDir, 'en'), { recursive: true });
      const sheets = ['body{margin:0}', 'h1{color:red}'];
      writeFileSync(path.join(clientDir, 'index.html'), `<!DOCTYPE html><html><head><style>${sheets[0]}</style></head><body></body></html>`);
      writeFileSync(path.join(clientDir, 'en', 'pricing.html'), `<!DOCTYPE html><html><head><style>${sheets[1]}</style></head><body></body></html>`);
      writeFileSync(path.join(clientDir, 'en.html'), `<!DOCTYPE html><html><head><style>${sheets[0]}</style></head><body></body></html>`);
      const config = { root, env: { VITE_SUPABASE_URL: 'https://abcd.supabase.co' }, publicDir: 'public', environments: { client: { build: { outDir: 'dist/client' } } } };
      client!.configResolved(config);
      headers!.configResolved(config);
      const emitted: { fileName: string; source: string }[] = [];
      const warnings: string[] = [];
      expect(client!.generateBundle.order).toBe('post');
      client!.generateBundle.handler.call(
        { emitFile: (file: { fileName: string; source: string }) => emitted.push(file), warn: (message: string) => warnings.push(message) },
        {},
        { 'assets/entries/x.js': { type: 'chunk', fileName: 'assets/entries/x.js' } },
      );
      expect(emitted.map((file) => file.fileName).sort()).toEqual(['_redirects', 'robots.txt']);
      expect(warnings).toEqual([]);
      headers!.closeBundle.handler.call({ error: (message: string) => { throw new Error(message); } });
      const written = readFileSync(path.join(clientDir, '_headers'), 'utf8');
      expect(written).toContain('https://abcd.supabase.co');
      // Each page's stylesheet in that page's policy: the home page's twice (/ and /en share it), the pricing page's once.
      expect(written.split(styleHash(sheets[0]!)).length - 1).toBe(2);
      expect(written.split(styleHash(sheets[1]!)).length - 1).toBe(1);
      expect(written).toMatch(new RegExp(`\\n/en/pricing\\n  Cache-Control: [^\\n]+\\n  Content-Security-Policy: [^\\n]*${styleHash(sheets[1]!).replace(/[+/]/g, '\\$&')}`));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('share images', () => {
  it('exist for every language: 1200×630 PNG under 100 KB (npm run og-images)', () => {
    for (const locale of locales) {
      const file = `public/og/${locale}.png`;
      const png = readFileSync(file);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      expect(statSync(file).size).toBeLessThan(100 * 1024);
    }
  });
});
