/**
 * The one source of truth for how the site is served: response headers, redirects and not-found
 * rules. `vike build` writes them to dist/client/_headers and dist/client/_redirects (Netlify /
 * Cloudflare Pages format, tooling/vite/host-files.ts) and `npm start`'s server applies the very
 * same data (server/static-site.ts), so what the tests see is what a static host serves.
 *
 * Path patterns follow the hosts' syntax: an exact path, or a prefix ending in `/*` (a splat).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, localePrefix, locales, notFoundPathFor, routes } from '../content/locales.js';
import { measurementScript } from '../shared/measurement.js';
import { menuFocusScript } from '../shared/menu-focus.js';
import { scriptTriggerHandler } from '../shared/script-trigger.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

export interface HeaderRule {
  /** `/assets/*` or `/en/pricing`. */
  path: string;
  headers: Readonly<Record<string, string>>;
}

export interface RedirectRule {
  from: string;
  to: string;
  /** 301: a redirect. 404: the `to` file is served with status 404 when no file exists at the path. */
  status: 301 | 404;
}

export interface HostRules {
  headers: readonly HeaderRule[];
  redirects: readonly RedirectRule[];
}

export interface HostOptions {
  /** VITE_SUPABASE_URL as the build saw it: its origin is added to connect-src. */
  supabaseUrl?: string | undefined;
  /**
   * The stylesheet each page carries inline, as a <style> (no render-blocking request), by the page's
   * path (`/en/pricing`, `/en/404.html`): each page's CSP allows its own by hash, and no other, so a
   * new page type costs no other page a byte.
   */
  pageStyles?: ReadonlyMap<string, string> | undefined;
}

/** The origin of a Supabase project URL, or null when unset. Throws on a malformed URL. */
export function supabaseOrigin(supabaseUrl: string | undefined): string | null {
  if (!supabaseUrl) return null;
  let url: URL;
  try {
    url = new URL(supabaseUrl);
  } catch {
    throw new Error(`VITE_SUPABASE_URL is not a URL: ${supabaseUrl}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`VITE_SUPABASE_URL must be http(s): ${supabaseUrl}`);
  return url.origin;
}

/**
 * script-src: the site's own files, and the two inline scripts by their hashes: the header menus'
 * focus (shared/menu-focus.ts) and the audience beacon (shared/measurement.ts, rendered by
 * renderer/measurement.ts).
 */
export function inlineScriptSources(): string[] {
  return ["'self'", styleHash(menuFocusScript), styleHash(measurementScript)];
}

/**
 * The one inline <style> the islands need: react-aria's usePress inserts it into <head> once per
 * page at hydration (id `react-aria-pressable-style`, touch-action for pressable elements). It is
 * allowed by its hash, not by 'unsafe-inline'; tests/integration/host-files.test.ts checks this text
 * against the installed react-aria, and the e2e suite fails on any violation if it changes.
 */
export const reactAriaPressableStyle = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`;

/** The CSP digest of an inline source (a stylesheet, an event handler). */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/** Where a policy is delivered: a header, or a `<meta http-equiv>`, which may not hold frame-ancestors. */
export type PolicyDelivery = 'header' | 'meta';

/**
 * The Content-Security-Policy of a response. Scripts and styles come only from the site's own files:
 * no inline script but the two of inlineScriptSources, each by hash, no eval, no inline style attribute, and no inline <style> but the page's own
 * stylesheet (`inlineStyle`) and react-aria's one, each by hash; one inline event handler, by hash
 * (scriptTriggerHandler). JSON-LD and island props are data, which CSP does not execute. Scripts,
 * styles, fonts and connections take 'self' from default-src: only what differs from it is written
 * (every byte of this header is in each page's first round trip).
 */
export function contentSecurityPolicy(options: HostOptions = {}, inlineStyle?: string, delivery: PolicyDelivery = 'header'): string {
  const supabase = supabaseOrigin(options.supabaseUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': inlineScriptSources(),
    'script-src-attr': ["'unsafe-hashes'", styleHash(scriptTriggerHandler)],
    'style-src-elem': ["'self'", styleHash(reactAriaPressableStyle), ...(inlineStyle === undefined ? [] : [styleHash(inlineStyle)])],
    'img-src': ["'self'", 'data:'],
    ...(supabase ? { 'connect-src': ["'self'", supabase] } : {}),
    ...(delivery === 'header' ? { 'frame-ancestors': ["'none'"] } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Headers every response carries. The CSP is not among them: each rule of `headerRules` sets its
 * own (a page's allows its own stylesheet), and hosts would join two into two policies.
 */
export function securityHeaders(): Record<string, string> {
  return {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // browsing-topics: no interest-based advertising. (interest-cohort, for FLoC, is gone: Chromium reports it as unrecognised.)
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
  };
}

/** Every HTML document the build writes: each route, and each language's not-found page. */
export function htmlPaths(): string[] {
  return [...routes.map((route) => route.path), ...locales.map((locale) => `${notFoundPathFor(locale)}.html`)];
}

/** Files served under a fixed name (not hashed): they revalidate like HTML. */
export const unhashedPaths = ['/og/*', '/customers/*', '/favicon.svg', '/island-trigger.svg', '/not-found.js', '/sitemap.xml', '/robots.txt'] as const;

/**
 * Header rules, in file order. Hosts merge every matching rule and join a header set twice with a
 * comma, so each header name is set by exactly one rule for any path: the security headers for
 * all (`/*`); Cache-Control and the CSP per kind of file (hashed assets, each HTML page with its own
 * stylesheet's hash, other unhashed files). An unknown path answers with a not-found page under the
 * `/*` rule alone: that page carries its policy in a `<meta http-equiv>` (renderer/Head.tsx).
 */
export function headerRules(options: HostOptions = {}): HeaderRule[] {
  const filePolicy = contentSecurityPolicy(options);
  return [
    { path: '/*', headers: securityHeaders() },
    { path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE, 'Content-Security-Policy': filePolicy } },
    ...htmlPaths().map((path) => ({ path, headers: { 'Cache-Control': REVALIDATE, 'Content-Security-Policy': contentSecurityPolicy(options, options.pageStyles?.get(path)) } })),
    ...unhashedPaths.map((path) => ({ path, headers: { 'Cache-Control': REVALIDATE, 'Content-Security-Policy': filePolicy } })),
  ];
}

/**
 * Redirect rules, in file order: a trailing slash leads to the page without it (301), and an
 * unknown path gets its language's not-found page with status 404 (fr, unprefixed, last).
 */
export function redirectRules(): RedirectRule[] {
  const slashes = routes
    .filter((route) => route.path !== '/')
    .map((route): RedirectRule => ({ from: `${route.path}/`, to: route.path, status: 301 }));
  const byLanguage = locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale): RedirectRule => ({ from: `${localePrefix(locale)}/*`, to: `${notFoundPathFor(locale)}.html`, status: 404 }));
  const fallback: RedirectRule = { from: '/*', to: `${notFoundPathFor(defaultLocale)}.html`, status: 404 };
  return [...slashes, ...byLanguage, fallback];
}

export function hostRules(options: HostOptions = {}): HostRules {
  return { headers: headerRules(options), redirects: redirectRules() };
}

/** Whether a host path pattern matches a URL path. */
export function matchesPattern(pattern: string, urlPath: string): boolean {
  if (pattern.endsWith('/*')) return urlPath.startsWith(pattern.slice(0, -1)) || urlPath === pattern.slice(0, -2);
  return pattern === urlPath;
}

/** The headers a host applies to a path: every matching rule, a repeated name joined by a comma. */
export function headersForPath(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const rule of rules) {
    if (!matchesPattern(rule.path, urlPath)) continue;
    for (const [name, value] of Object.entries(rule.headers)) merged[name] = merged[name] ? `${merged[name]}, ${value}` : value;
  }
  return merged;
}

/** `_headers` (Netlify / Cloudflare Pages). */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) => [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `# Generated by vike build from server/headers.ts: edit the rules there.\n${blocks.join('\n')}\n`;
}

/** `_redirects` (Netlify / Cloudflare Pages). */
export function renderRedirectsFile(rules: readonly RedirectRule[]): string {
  const lines = rules.map((rule) => `${rule.from}  ${rule.to}  ${rule.status}`);
  return `# Generated by vike build from server/headers.ts: edit the rules there.\n${lines.join('\n')}\n`;
}

/** Where the client build writes the site: dist/client, or under BUILD_OUT_DIR. */
export function clientDir(): string {
  return path.join(process.env.BUILD_OUT_DIR ?? 'dist', 'client');
}

/** The URL of a page's client script as the client build wrote it (components/Island/ScriptTrigger). */
export function builtClientEntry(pageId: string, dir: string = clientDir()): string {
  // vike names a page's client entry after its folder: /pages/index -> pages_index_client.<hash>.js
  const prefix = `${pageId.replace(/^\//, '').replaceAll('/', '_')}_client.`;
  const entries = path.join(dir, 'assets', 'entries');
  const file = readdirSync(entries).find((name) => name.startsWith(prefix) && name.endsWith('.js'));
  if (!file) throw new Error(`No built client entry ${prefix}*.js in ${entries} for ${pageId} (did vike rename its entries?)`);
  return `/assets/entries/${file}`;
}

/**
 * The site's stylesheet as the client build wrote it (one file: cssCodeSplit is off), which each
 * pre-rendered page inlines the part it uses of (renderer/pageStylesheet.ts). Null before a build.
 */
export function builtSiteStylesheet(dir: string = clientDir()): string | null {
  const stylesDir = path.join(dir, 'assets', 'static');
  let files: string[];
  try {
    files = readdirSync(stylesDir).filter((file) => file.endsWith('.css'));
  } catch {
    return null;
  }
  if (files.length > 1) throw new Error(`One stylesheet expected in ${stylesDir} (cssCodeSplit is off), found ${files.join(', ')}`);
  return files[0] ? readFileSync(path.join(stylesDir, files[0]), 'utf8') : null;
}

/** The inline stylesheet of a built page, or undefined when it has none. */
export function inlineStylesheetOf(html: string): string | undefined {
  return /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
}

/**
 * The stylesheet each pre-rendered page carries inline, by the page's path (`/en/pricing`): each
 * page's CSP allows its own by hash. Empty before a build.
 */
export function builtPageStyles(dir: string = clientDir()): Map<string, string> {
  const styles = new Map<string, string>();
  for (const urlPath of htmlPaths()) {
    // The pre-render writes `/en/pricing` as en/pricing.html and `/` as index.html.
    const file = path.join(dir, urlPath === '/' ? 'index.html' : urlPath.endsWith('.html') ? urlPath : `${urlPath}.html`);
    const style = existsSync(file) ? inlineStylesheetOf(readFileSync(file, 'utf8')) : undefined;
    if (style !== undefined) styles.set(urlPath, style);
  }
  return styles;
}
