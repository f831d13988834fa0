/**
 * Writes the files a static host reads into dist/client, once, in the client build:
 * robots.txt (from SITE_URL; sitemap.xml is written after the pre-render, tooling/vite/sitemap.ts),
 * and _headers and _redirects
 * (Netlify / Cloudflare Pages format, from the rules in server/headers.ts, which `npm start`'s
 * server applies too).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { siteUrl as configuredSiteUrl } from '../../renderer/site.js';
import { headersForPath, hostRules, renderHeadersFile, renderRedirectsFile, type HostOptions } from '../../server/headers.js';

export interface HostFileOptions extends HostOptions {
  /** Absolute origin of the site; SITE_URL by default (renderer/site.ts). */
  siteUrl?: string;
}

export function renderRobots(origin: string = configuredSiteUrl): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** The host files of the client build, by file name. */
export function hostFiles(options: HostFileOptions = {}): Record<string, string> {
  const origin = options.siteUrl ?? configuredSiteUrl;
  const rules = hostRules(options);
  return {
    'robots.txt': renderRobots(origin),
    _headers: renderHeadersFile(rules.headers),
    _redirects: renderRedirectsFile(rules.redirects),
  };
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

export function hostFilesPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'host-files',
    apply: 'build',
    // The client build writes dist/client; the server build must not write these files again.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(resolved) {
      config = resolved;
    },
    // After Vite's own plugins: the stylesheet is in the bundle by then.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const supabaseUrl = (config.env.VITE_SUPABASE_URL as string | undefined) || undefined;
        // The stylesheet each page inlines (renderer/+onRenderHtml.tsx): the CSP allows it by hash.
        const inlineStyles = Object.values(bundle)
          .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
          .sort((a, b) => a.fileName.localeCompare(b.fileName))
          .map((file) => (file.type !== 'asset' ? '' : typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source)));
        const files = hostFiles({ supabaseUrl, inlineStyles });
        for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source });
        // Every file served needs a Cache-Control rule, or the host's default applies.
        const rules = hostRules({ supabaseUrl, inlineStyles }).headers;
        const served = [...Object.keys(bundle), ...(config.publicDir ? filesUnder(config.publicDir) : []), 'sitemap.xml', 'robots.txt'];
        for (const file of served) {
          if (!headersForPath(rules, `/${file}`)['Cache-Control']) {
            this.warn(`/${file} has no Cache-Control rule in server/headers.ts: the host's default will apply`);
          }
        }
      },
    },
  };
}
