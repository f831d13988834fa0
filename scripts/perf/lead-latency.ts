/**
 * `npx tsx scripts/perf/lead-latency.ts [--leads N]`: how long a lead takes to reach sales on
 * `npm start`'s loop (default settings: a look every 2 s). The local backend on a temporary PGlite,
 * a real HTTP receiver and a real SMTP server on loopback; leads sent one at a time through
 * supabase-js. Prints figures; asserts nothing (the tests bound nothing by time).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serveLocalBackend } from '../../server/backend.js';
import { startLeadDelivery } from '../../server/delivery/worker.js';
import { client, demo } from '../../tests/fixtures/local-backend.js';
import { startSmtpReceiver, startWebhookReceiver, until } from '../../tests/fixtures/lead-receivers.js';

const { values } = parseArgs({ options: { leads: { type: 'string', default: '10' } } });
const count = Number(values.leads);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-latency-'));
const served = await serveLocalBackend({ dataDir: path.join(tmp, 'data') });
const webhook = await startWebhookReceiver();
const smtp = await startSmtpReceiver();
const delivery = await startLeadDelivery(served.backend.database, {
  env: { LEAD_WEBHOOK_URL: webhook.url, LEAD_EMAIL_TO: 'sales@example.com', SMTP_URL: smtp.url },
  log: () => undefined,
});
const sb = client(served.url);
const toWebhook: number[] = [];
const toInbox: number[] = [];
try {
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const { error } = await sb.from('demo_requests').insert(demo());
    if (error) throw new Error(error.message);
    await until(() => webhook.requests.length > i, 'the webhook', 120_000);
    toWebhook.push(performance.now() - started);
    await until(() => smtp.messages.length > i, 'the e-mail', 120_000);
    toInbox.push(performance.now() - started);
  }
} finally {
  await delivery.stop();
  await webhook.close();
  await smtp.close();
  await served.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `median ${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(2)} s, max ${(sorted.at(-1)! / 1000).toFixed(2)} s`;
};
console.log(`${count} leads, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`);
console.log(`insert -> webhook: ${summary(toWebhook)}`);
console.log(`insert -> inbox:   ${summary(toInbox)}`);
