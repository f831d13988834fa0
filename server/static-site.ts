/**
 * Serves the pre-rendered site from dist/client as a static host would, applying the rules of
 * server/headers.ts (the same data dist/client/_headers and _redirects are written from): each
 * route's HTML, hashed assets, a 301 for trailing slashes, and the not-found page of the path's
 * language with 404.
 */
import { createReadStream, readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, createGzip } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { loadEnv } from 'vite';
import { matchRoute } from '../content/locales';
import { builtPageStyles, headersForPath, hostRules, matchesPattern, renderHeadersFile, type HostOptions, type HostRules } from './headers';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Files a host reads as configuration and never serves. */
const hostConfigFiles = new Set(['/_headers', '/_redirects']);

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * VITE_SUPABASE_URL as `vike build` saw it: the environment, then the .env files Vite reads, so
 * that this server sends the CSP the build wrote into _headers.
 */
export function buildTimeSupabaseUrl(root = process.cwd(), mode = 'production'): string | undefined {
  return loadEnv(mode, root, 'VITE_').VITE_SUPABASE_URL || undefined;
}

/** The options the build wrote the host files with, read back from the build: what `npm start` must send. */
export function builtHostOptions(dir?: string): HostOptions {
  return { supabaseUrl: buildTimeSupabaseUrl(), pageStyles: builtPageStyles(dir) };
}

/** Warns when dist/client/_headers was built with other settings than this server's (VITE_SUPABASE_URL). */
function warnOnDrift(root: string, rules: HostRules): void {
  let built: string;
  try {
    built = readFileSync(path.join(root, '_headers'), 'utf8');
  } catch {
    return;
  }
  if (built !== renderHeadersFile(rules.headers)) {
    console.warn(`${path.join(root, '_headers')} differs from the headers this server sends: rebuild with the same VITE_SUPABASE_URL.`);
  }
}

function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/.test(type);
}

/** The encoding a request accepts that this server sends: Brotli, then gzip, as static hosts do. */
function encodingFor(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

export function createStaticSite(distDir: string, rules: HostRules = hostRules(builtHostOptions(distDir))) {
  const root = path.resolve(distDir);
  warnOnDrift(root, rules);
  // Brotli at its best quality is slow to write and fast to read: each file is compressed once.
  const brotliCache = new Map<string, { stamp: string; body: Buffer }>();

  async function brotli(file: string): Promise<Buffer> {
    const info = await stat(file);
    const stamp = `${info.mtimeMs}:${info.size}`;
    const cached = brotliCache.get(file);
    if (cached?.stamp === stamp) return cached.body;
    const source = await readFile(file);
    const body = brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } });
    brotliCache.set(file, { stamp, body });
    return body;
  }

  async function send(req: IncomingMessage, res: ServerResponse, file: string, status: number, urlPath: string): Promise<void> {
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    // Text is sent compressed when the browser accepts it, as every static host does.
    const encoding = isCompressible(type) ? encodingFor(req) : null;
    const compressed = encoding === 'br' && req.method !== 'HEAD' ? await brotli(file) : null;
    res.writeHead(status, {
      'Content-Type': type,
      ...headersForPath(rules.headers, urlPath),
      ...(isCompressible(type) ? { Vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...(compressed ? { 'Content-Length': compressed.length } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (compressed) {
      res.end(compressed);
      return;
    }
    const body = createReadStream(file);
    (encoding === 'gzip' ? body.pipe(createGzip()) : body).pipe(res);
  }

  /** A file under root for a URL path, or null (never outside root, never the host's config files). */
  async function fileAt(urlPath: string): Promise<string | null> {
    if (hostConfigFiles.has(urlPath)) return null;
    const file = path.join(root, urlPath);
    if (!file.startsWith(root + path.sep)) return null;
    return (await isFile(file)) ? file : null;
  }

  /** A route's HTML: `en/pricing/index.html`, or `en/pricing.html` when pre-rendered without extra directories. */
  async function pageFile(routePath: string): Promise<string | null> {
    return (await fileAt(path.posix.join(routePath, 'index.html'))) ?? (routePath === '/' ? null : await fileAt(`${routePath}.html`));
  }

  /** Answers GET and HEAD for the site; resolves false for other methods. */
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/__invalid__';
    }
    const redirect = rules.redirects.find((rule) => rule.status === 301 && matchesPattern(rule.from, pathname));
    if (redirect) {
      res.writeHead(301, { Location: `${redirect.to}${url.search}`, ...headersForPath(rules.headers, pathname) });
      res.end();
      return true;
    }
    const route = matchRoute(pathname);
    const file = route && route.path === pathname ? await pageFile(route.path) : await fileAt(pathname);
    if (file) {
      await send(req, res, file, 200, pathname);
      return true;
    }
    const notFound = rules.redirects.find((rule) => rule.status === 404 && matchesPattern(rule.from, pathname));
    const notFoundFile = notFound ? await fileAt(notFound.to) : null;
    if (!notFoundFile) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headersForPath(rules.headers, pathname) }).end('Not found');
      return true;
    }
    await send(req, res, notFoundFile, 404, pathname);
    return true;
  };
}
