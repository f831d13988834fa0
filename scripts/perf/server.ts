/**
 * The perf report's HTTP server: 127.0.0.1 on a random port, its handler attached once the site is
 * built (createStaticSite compresses text as real static hosts do).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
