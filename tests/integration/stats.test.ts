/**
 * `npm run stats` on seeded views and leads: beacons and form rows sent over HTTP to the local
 * backend as the pages send them, older days written directly. The leads join the views per page,
 * language and campaign; a lead marked suspected automated and a day past the longest period are
 * left out. The report is the same whether it asks the running server over loopback or opens the
 * database itself, and `--html` writes one self-contained page with a chart per language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { beaconEndpoint } from '../../shared/measurement';
import { LOCAL_ANON_KEY } from '../../shared/local-backend';
import { contact, dataDir, demo, fetchFrom, runNode, sb, served, stopServed, superuser, tmp, useLocalBackend } from '../fixtures/local-backend';

useLocalBackend();

let next = 0;
async function view(page: string, lang: string, extra: Record<string, string> = {}): Promise<void> {
  const send = fetchFrom(() => `127.0.20.${1 + (next++ % 250)}`);
  const response = await send(`${served!.url}${beaconEndpoint('', LOCAL_ANON_KEY)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 (Macintosh) Safari/605.1.15' },
    body: JSON.stringify({ page, lang, referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, ...extra }),
  });
  expect(response.status).toBe(204);
}

const launch = { utm_source: 'linkedin', utm_medium: 'paid', utm_campaign: 'launch' };

beforeAll(async () => {
  for (let i = 0; i < 3; i++) await view('/', 'fr');
  for (let i = 0; i < 2; i++) await view('/', 'fr', launch);
  for (let i = 0; i < 2; i++) await view('/contact/demo', 'fr');
  for (let i = 0; i < 4; i++) await view('/de', 'de', { referrer: 'www.google.com' });
  const inserts = [
    sb.from('demo_requests').insert(demo({ page_path: '/contact/demo', ...launch })),
    sb.from('demo_requests').insert(demo({ page_path: '/' })),
    sb.from('contact_messages').insert(contact({ page_path: '/de/contact' })),
    sb.from('demo_requests').insert(demo({ page_path: '/contact/demo', honeypot: 'https://spam.example' })),
  ];
  for (const insert of inserts) expect((await insert).error).toBeNull();
  await superuser(`insert into audience.page_views (day, page, language, views) values
    ((now() at time zone 'UTC')::date - 10, '/', 'fr', 50), ((now() at time zone 'UTC')::date - 40, '/', 'fr', 1000)`);
  await superuser(`insert into public.contact_messages (first_name, last_name, company, email, reason, message, language, page_path, created_at)
    values ('Léa', 'Martin', 'Maison', 'lea@example.com', 'quote', 'Un devis', 'fr', '/contact', now() - interval '10 days')`);
}, 60_000);

/** A line of the text report: its cells in order, separated by the table's spaces. */
const line = (...cells: string[]) => new RegExp(`^${cells.map((cell) => cell.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+')}$`, 'm');

/** The report's section for a period, from its heading to the next one. */
const period = (text: string, days: number) => text.split(/^(?=Last \d+ days)/m).find((part) => part.startsWith(`Last ${days} days`)) ?? '';

function expectReport(text: string): void {
  const week = period(text, 7);
  expect(week).toContain('Total: 11 views, 2 demo requests, 1 contact messages, conversion 27.3%');
  expect(week).toMatch(line('fr', '7', '2', '0', '28.6%'));
  expect(week).toMatch(line('de', '4', '0', '1', '25.0%'));
  expect(week).toMatch(line('fr', '/', '5', '1', '0', '20.0%'));
  expect(week).toMatch(line('fr', '/contact/demo', '2', '1', '0', '50.0%'));
  expect(week).toMatch(line('de', '/de', '4', '0', '0', '0.0%'));
  expect(week).toMatch(line('de', '/de/contact', '0', '0', '1', '–'));
  expect(week).toMatch(line('(none: direct, or not told)', '7'));
  expect(week).toMatch(line('www.google.com', '4'));
  expect(week).toMatch(line('linkedin', 'paid', 'launch', '2', '1', '0', '50.0%'));
  const month = period(text, 30);
  expect(month).toContain('Total: 61 views, 2 demo requests, 2 contact messages, conversion 6.6%');
  expect(month).toMatch(line('fr', '/', '55', '1', '0', '1.8%'));
  expect(month).toMatch(line('fr', '/contact', '0', '0', '1', '–'));
}

describe('npm run stats', () => {
  let fromServer = '';

  it('asks the running server over loopback: per language, page and campaign, leads joined to views', async () => {
    const r = await runNode(['scripts/stats.ts', '--data-dir', dataDir], 60_000);
    expect(r.code, r.stderr).toBe(0);
    expectReport(r.stdout);
    fromServer = r.stdout;
  }, 90_000);

  it('opens the database itself once the server is gone, and writes the HTML report', async () => {
    await stopServed();
    const file = path.join(tmp, 'stats.html');
    const r = await runNode(['scripts/stats.ts', '--data-dir', dataDir, '--html', file], 60_000);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(`${fromServer}\nWrote ${file}\n`);
    const html = fs.readFileSync(file, 'utf8');
    // Self-contained: no script, no stylesheet, image or font to fetch.
    expect(html).not.toMatch(/<(script|link|img|iframe)\b|url\(/i);
    expect(html.match(/<svg /g)).toHaveLength(2);
    expect(html).toContain('<title id="chart-fr-title">fr: views per day, and the days with leads</title>');
    expect(html).toContain('<desc id="chart-fr-desc">57 views and 3 leads from');
    expect(html).toContain('<desc id="chart-de-desc">4 views and 1 leads from');
    expect(html).toMatch(/<tr><td>fr<\/td><td>\/contact\/demo<\/td><td class="n">2<\/td><td class="n">1<\/td><td class="n">0<\/td><td class="n">50\.0%<\/td><\/tr>/);
    expect(html).toMatch(/<tr><td>linkedin<\/td><td>paid<\/td><td>launch<\/td><td class="n">2<\/td><td class="n">1<\/td>/);
  }, 90_000);

  it('takes other periods, and refuses one it cannot read', async () => {
    const r = await runNode(['scripts/stats.ts', '--data-dir', dataDir, '--days', '45'], 60_000);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Total: 1,061 views, 2 demo requests, 2 contact messages, conversion 0.4%');
    const bad = await runNode(['scripts/stats.ts', '--data-dir', dataDir, '--days', 'week'], 60_000);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--days takes whole numbers');
  }, 90_000);
});
