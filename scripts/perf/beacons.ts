/**
 * `npx tsx scripts/perf/beacons.ts [--count N] [--concurrency C] [--seconds S] [--pages P] [--per-address V]`:
 * how many page beacons the local stand-in counts per second. The local backend on a temporary
 * PGlite with the real migrations, guard included, then N beacons exactly as a page sends them
 * (POST text/plain, the anon key in the URL), each on a connection of its own from a loopback
 * address (127.1.x.y, V beacons per address, 40 by default: visitors, each under the guard's
 * limit), C at a time, spread over P pages in five languages and a few campaigns (P = 1: every
 * beacon on one hot page). Bounded: at most 20,000 beacons and S seconds (default 60), whichever
 * comes first. Prints figures; asserts nothing (the tests bound nothing by time).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serveLocalBackend } from '../../server/backend.js';
import { translatedLocales } from '../../content/locales.js';
import { LOCAL_ANON_KEY } from '../../shared/local-backend.js';
import { beaconEndpoint } from '../../shared/measurement.js';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '60' },
    pages: { type: 'string', default: '40' },
    'per-address': { type: 'string', default: '40' },
  },
});
const count = Math.min(Math.max(1, Number(values.count) || 2000), 20_000);
const concurrency = Math.min(Math.max(1, Number(values.concurrency) || 8), 64);
const seconds = Math.min(Math.max(1, Number(values.seconds) || 60), 600);
const pages = Math.max(1, Number(values.pages) || 40);
const perAddress = Math.max(1, Number(values['per-address']) || 40);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-load-'));
const served = await serveLocalBackend({ dataDir: path.join(tmp, 'data') });
const url = new URL(`${served.url}${beaconEndpoint('', LOCAL_ANON_KEY)}`);
const campaigns = [null, null, 'spring', 'newsletter'];

/** The i-th beacon's view: one of `pages` pages, its language, a campaign now and then. */
function viewOf(i: number): string {
  const n = i % pages;
  const lang = translatedLocales[n % translatedLocales.length]!;
  return JSON.stringify({ page: `/${lang}/page-${n}`, lang, referrer: i % 3 === 0 ? 'www.example.org' : null, utm_source: null, utm_medium: null, utm_campaign: campaigns[i % campaigns.length] });
}

/** The loopback address the i-th beacon comes from: a new one every `perAddress` beacons. */
function addressOf(i: number): string {
  const n = Math.floor(i / perAddress);
  return `127.1.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;
}

function send(body: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', localAddress, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 (beacon load)' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const latencies: number[] = [];
const statuses = new Map<number, number>();
let next = 0;
const started = performance.now();
const deadline = started + seconds * 1000;
async function worker(): Promise<void> {
  while (next < count && performance.now() < deadline) {
    const i = next++;
    const sentAt = performance.now();
    const status = await send(viewOf(i), addressOf(i));
    latencies.push(performance.now() - sentAt);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
}
try {
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const stored = await served.backend.database.exclusive(async (pg) => (await pg.query<{ views: number; rows: number }>('select coalesce(sum(views), 0)::int as views, count(*)::int as rows from audience.page_views')).rows[0]!);
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  console.log(`${latencies.length} beacons (${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}), ${concurrency} at a time, ${perAddress} per address, over ${pages} page(s), in ${elapsed.toFixed(1)} s`);
  console.log(`throughput ${(latencies.length / elapsed).toFixed(0)} beacons/s; latency median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`);
  console.log(`stored: ${stored.views} views on ${stored.rows} aggregate rows; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`);
} finally {
  await served.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}
