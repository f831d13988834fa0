/**
 * Serves the pre-rendered site from dist/client as a static host would: each route's index.html,
 * hashed assets, a 301 for trailing slashes, and the not-found page of the path's language with 404.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { localeOfPath, matchRoute, normalizePath, notFoundPathFor } from '../content/locales';
import { headersFor } from './headers';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export function createStaticSite(distDir: string) {
  const root = path.resolve(distDir);

  function send(req: IncomingMessage, res: ServerResponse, file: string, status: number, urlPath: string): void {
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    res.writeHead(status, { 'Content-Type': type, ...headersFor(urlPath, type) });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
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
    const normalized = normalizePath(pathname);
    if (pathname !== normalized && matchRoute(normalized)) {
      res.writeHead(301, { Location: `${normalized}${url.search}` });
      res.end();
      return true;
    }
    const route = matchRoute(normalized);
    if (route) {
      const file = path.join(root, route.path, 'index.html');
      if (await isFile(file)) {
        send(req, res, file, 200, route.path);
        return true;
      }
    }
    const asset = path.join(root, normalized);
    if (!route && asset.startsWith(root + path.sep) && (await isFile(asset))) {
      send(req, res, asset, 200, normalized);
      return true;
    }
    const notFound = path.join(root, `${notFoundPathFor(localeOfPath(normalized))}.html`);
    send(req, res, notFound, 404, normalized);
    return true;
  };
}
