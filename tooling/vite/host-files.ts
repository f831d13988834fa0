/**
 * Writes the files a static host reads into dist/client: robots.txt (from SITE_URL; sitemap.xml is
 * written after the pre-render, tooling/vite/sitemap.ts) and _redirects in the client build, and
 * _headers after the pre-render, when the stylesheets the pages inline (and the CSP allows by hash)
 * are known (Netlify / Cloudflare Pages format, from the rules in server/headers.ts, which
 * `npm start`'s server applies too).
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { afterPrerender } from './after-prerender.js';
import { siteUrl as configuredSiteUrl } from '../../renderer/site.js';
import { builtPageStyles, headersForPath, hostRules, renderHeadersFile, renderRedirectsFile, type HostOptions } from '../../server/headers.js';

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

/** VITE_SUPABASE_URL as the build sees it. */
function supabaseUrlOf(config: ResolvedConfig): string | undefined {
  return (config.env.VITE_SUPABASE_URL as string | undefined) || undefined;
}

export function hostFilesPlugin(): Plugin[] {
  let config: ResolvedConfig;
  const clientFiles: Plugin = {
    name: 'host-files',
    apply: 'build',
    // The client build writes dist/client; the server build must not write these files again.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const { _headers: _afterPrerender, ...files } = hostFiles({ supabaseUrl: supabaseUrlOf(config) });
        for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source });
        // Every file served needs a Cache-Control rule, or the host's default applies.
        const rules = hostRules().headers;
        const served = [...Object.keys(bundle), ...(config.publicDir ? filesUnder(config.publicDir) : []), 'sitemap.xml', 'robots.txt'];
        for (const file of served) {
          if (!headersForPath(rules, `/${file}`)['Cache-Control']) {
            this.warn(`/${file} has no Cache-Control rule in server/headers.ts: the host's default will apply`);
          }
        }
      },
    },
  };
  // The stylesheets the pages inline are known once they are pre-rendered: each page's CSP allows its own by hash.
  const headersFile = afterPrerender('host-files:headers', (context, clientDir, resolved) => {
    const pageStyles = builtPageStyles(clientDir);
    if (pageStyles.size === 0) context.error(`No pre-rendered page with an inline stylesheet in ${clientDir}: _headers would allow none`);
    writeFileSync(path.join(clientDir, '_headers'), hostFiles({ supabaseUrl: supabaseUrlOf(resolved), pageStyles })._headers!);
  });
  return [clientFiles, headersFile];
}
