/**
 * Writes dist/client/sitemap.xml after the pre-render, from the pages actually written: each route
 * of the route table whose HTML file exists, with the languages of that page that exist too. A
 * route the pre-render did not write is left out (and named in a warning), so the sitemap never
 * sends a visitor to the not-found page.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterPrerender } from './after-prerender.js';
import { defaultLocale, routes, type Route } from '../../content/locales.js';
import { siteUrl as configuredSiteUrl } from '../../renderer/site.js';
import { builtPage } from '../built-pages.js';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** The routes of the route table whose page is a file in `clientDir`. */
export function writtenRoutes(clientDir: string): Route[] {
  return routes.filter((route) => builtPage(clientDir, route.path) !== null);
}

/** Each route with its language versions and x-default (same form as the pages' canonical URLs, renderer/site.ts). */
export function renderSitemap(origin: string = configuredSiteUrl, listed: readonly Route[] = routes): string {
  const entries = listed.map((route) => {
    const versions = listed.filter((other) => other.page === route.page);
    const fallback = versions.find((version) => version.locale === defaultLocale);
    const alternates = [
      ...versions.map((version) => ({ hreflang: version.locale, href: `${origin}${version.path}` })),
      ...(fallback ? [{ hreflang: 'x-default', href: `${origin}${fallback.path}` }] : []),
    ];
    return [
      '  <url>',
      `    <loc>${escapeXml(`${origin}${route.path}`)}</loc>`,
      ...alternates.map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`),
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function sitemapPlugin(): Plugin {
  return afterPrerender('sitemap', (context, clientDir) => {
    const written = writtenRoutes(clientDir);
    const unwritten = routes.filter((route) => !written.includes(route));
    if (unwritten.length > 0) context.warn(`left out of sitemap.xml, not pre-rendered: ${unwritten.map((route) => route.path).join(', ')}`);
    writeFileSync(path.join(clientDir, 'sitemap.xml'), renderSitemap(configuredSiteUrl, written));
  });
}
