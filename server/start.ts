/**
 * `npm start`: the built site and the local backend on one origin, as hosted Supabase plus a
 * static host would serve them. PORT (default 3000), DATA_DIR (default .data/) and DIST_DIR
 * (default dist/client) are settable.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { startLocalBackend } from './backend';
import { createStaticSite } from './static-site';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../dist/client', import.meta.url));

const backend = await startLocalBackend({ dataDir: process.env.DATA_DIR });
const site = createStaticSite(distDir);

const server = http.createServer(async (req, res) => {
  try {
    if (await backend.handle(req, res)) return;
    if (await site(req, res)) return;
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500).end();
  }
});

server.listen(port, host, () => {
  backend.announce(port);
  console.log(`Site and local backend: http://localhost:${port}  (data in ${backend.dataDir})`);
});

async function shutdown(): Promise<void> {
  server.close();
  await backend.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
