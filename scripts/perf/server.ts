/**
 * The perf report's HTTP server: 127.0.0.1 on a random port, its handler attached once the site is
 * built, and an optional gzip layer as real static hosts have.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

/**
 * An HTTP server on 127.0.0.1 with a random port whose handler is set later: the origin is known
 * before the build that needs it (SITE_URL), the site is attached after.
 */
export async function startServer(): Promise<{ origin: string; setHandler(handler: Handler): void; close(): Promise<void> }> {
  let handler: Handler | null = null;
  const server = http.createServer((req, res) => {
    if (!handler) {
      res.writeHead(503).end('not ready');
      return;
    }
    Promise.resolve(handler(req, res)).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    setHandler: (next) => (handler = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Gzip for text responses, as every real static host does (createStaticSite does not compress).
 * Only with --gzip: it shows what the Lighthouse figures would be on such a host.
 */
export function withGzip(handler: Handler): Handler {
  return (req, res) => {
    if (req.method !== 'GET' || !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return handler(req, res);
    const writeHead = res.writeHead.bind(res) as (status: number, headers?: http.OutgoingHttpHeaders) => http.ServerResponse;
    const write = res.write.bind(res) as (chunk: unknown) => boolean;
    const end = res.end.bind(res) as (chunk?: unknown) => http.ServerResponse;
    (res as { writeHead: unknown }).writeHead = (status: number, ...rest: unknown[]) => {
      const headers = { ...((rest.find((arg) => arg && typeof arg === 'object') as http.OutgoingHttpHeaders | undefined) ?? {}) };
      const type = String(headers['Content-Type'] ?? headers['content-type'] ?? '');
      if (/^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/.test(type)) {
        const gzip = createGzip();
        gzip.on('data', (chunk: Buffer) => write(chunk));
        gzip.on('end', () => end());
        headers['Content-Encoding'] = 'gzip';
        headers['Vary'] = 'Accept-Encoding';
        delete headers['Content-Length'];
        // A piping source waits for 'drain' on the response when write() says false: relay gzip's.
        (res as { write: unknown }).write = (chunk: Buffer | string) => {
          const ok = gzip.write(chunk);
          if (!ok) gzip.once('drain', () => res.emit('drain'));
          return ok;
        };
        (res as { end: unknown }).end = (chunk?: Buffer | string | (() => void)) => {
          if (chunk && typeof chunk !== 'function') gzip.write(chunk);
          gzip.end();
          return res;
        };
      }
      return writeHead(status, headers);
    };
    return handler(req, res);
  };
}
