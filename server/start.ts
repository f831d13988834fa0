/**
 * `npm start`: the built site and the local backend on one origin, as hosted Supabase plus a
 * static host would serve them. PORT (default 3000), HOST, DATA_DIR (default .data/) and DIST_DIR
 * (default dist/client) are settable. Without HOST it listens on both loopback addresses,
 * 127.0.0.1 and ::1 (what `localhost` may mean to a browser).
 *
 * It also runs the lead delivery (server/delivery/worker.ts), configured by LEAD_WEBHOOK_URL,
 * LEAD_EMAIL_TO and SMTP_URL (README, "Lead delivery"); without them it says once that delivery is off.
 *
 * An expected startup failure (data directory held by another process or unreadable, port in
 * use, a delivery setting that cannot work) ends in one line saying what to do, and exit code 1.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startLocalBackend, type LocalBackend } from './backend';
import { DatabaseInUseError } from './database/lock';
import { localDeliveryConfig, startLeadDelivery, type LeadDelivery } from './delivery/worker';
import { DeliveryConfigError } from '../supabase/functions/_shared/lead-delivery';
import { defaultDataDir, displayDir } from './database/paths';
import { createStaticSite } from './static-site';
import { projectRoot } from '../tooling/project';

const port = Number(process.env.PORT ?? 3000);
const hosts = process.env.HOST ? [process.env.HOST] : ['127.0.0.1', '::1'];
const distDir = process.env.DIST_DIR ?? path.join(projectRoot, 'dist/client');
const dataDir = process.env.DATA_DIR || defaultDataDir();

/** One line for a failure the person starting the server can fix; null for anything else. */
export function startupProblem(error: unknown): string | null {
  if (error instanceof DatabaseInUseError || error instanceof DeliveryConfigError) return error.message;
  const e = error as NodeJS.ErrnoException & { address?: string; port?: number };
  if (e?.code === 'EADDRINUSE') {
    return `Port ${port} on ${e.address ?? hosts[0]} is already in use by another process. Stop it, or start on another port: PORT=${port + 1} npm start`;
  }
  if (e?.code === 'EACCES' || e?.code === 'EPERM' || e?.code === 'EROFS' || e?.code === 'ENOTDIR') {
    const what = e.syscall === 'listen' ? `port ${port}` : `the data directory ${displayDir(dataDir)}`;
    return `Cannot use ${what} (${e.code}${e.path ? `: ${e.path}` : ''}). Give this user access to it, or choose another with ${e.syscall === 'listen' ? 'PORT' : 'DATA_DIR'}=…`;
  }
  return null;
}

function fail(error: unknown): never {
  const problem = startupProblem(error);
  if (problem === null) throw error;
  process.stderr.write(`Could not start: ${problem}\n`);
  process.exit(1);
}

function listen(server: http.Server, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function main(): Promise<void> {
  if (!fs.existsSync(distDir)) {
    process.stderr.write(`Could not start: no built site in ${distDir}. Build it first: npx vike build\n`);
    process.exit(1);
  }
  // Settings first: a delivery setting that cannot work stops the start before anything opens.
  let deliveryConfig: Awaited<ReturnType<typeof localDeliveryConfig>>;
  try {
    deliveryConfig = await localDeliveryConfig();
  } catch (error) {
    fail(error);
  }
  let backend: LocalBackend;
  try {
    backend = await startLocalBackend({ dataDir });
  } catch (error) {
    fail(error);
  }
  const delivery: LeadDelivery = await startLeadDelivery(backend.database, { config: deliveryConfig });
  const site = createStaticSite(distDir);
  const handler: http.RequestListener = async (req, res) => {
    try {
      if (await backend.handle(req, res)) return;
      if (await site(req, res)) return;
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
    }
  };

  const servers: http.Server[] = [];
  try {
    for (const host of hosts) {
      const server = http.createServer(handler);
      try {
        await listen(server, host);
        servers.push(server);
      } catch (error) {
        // A machine without IPv6 still serves on 127.0.0.1.
        const code = (error as NodeJS.ErrnoException).code;
        if (host === '::1' && hosts.length > 1 && (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT')) continue;
        throw error;
      }
    }
  } catch (error) {
    for (const server of servers) server.close();
    await delivery.stop();
    await backend.close();
    fail(error);
  }

  backend.announce(port);
  console.log(`Site and local backend: http://localhost:${port}  (data in ${backend.dataDir})`);

  async function shutdown(): Promise<void> {
    for (const server of servers) server.close();
    await delivery.stop();
    await backend.close();
    process.exit(0);
  }
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

await main();
