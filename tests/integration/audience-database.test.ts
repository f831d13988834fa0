/**
 * The audience count on PGlite and on Debian's PostgreSQL 15, one suite for both, each call made
 * as PostgREST makes it (a transaction, `request.headers` set, `set local role anon`): anon can
 * count and cannot read; a view adds one to its day's aggregate row and nothing about the visitor
 * is stored; known robots are not counted; the per-address guard; the retention purge by the
 * forms' housekeeping, at the retention the privacy notice states.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceRetention, viewFloodGuard } from '../../shared/measurement';
import { floodGuard } from '../../shared/form-rules';
import { migratedPGlite, migratedPostgres, type MigratedDatabase } from '../fixtures/migrated-databases';
import { postgresUnavailable } from '../fixtures/postgres';

interface DbError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

const pgSkip = postgresUnavailable();
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe.each([
  ['PGlite', migratedPGlite, null],
  ['PostgreSQL 15', migratedPostgres, pgSkip],
] as const)('%s', (_name, open, skip) => {
  let db: MigratedDatabase;

  beforeAll(async () => {
    if (skip === null) db = await open();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  /** Runs SQL as anon, as PostgREST would for a request from `address` with `userAgent`; the error or null. */
  async function asAnon(sql: string, params: unknown[] = [], address = '198.51.100.7', userAgent: string | null = browser): Promise<DbError | null> {
    try {
      await db.transaction(async (q) => {
        const headers = { 'cf-connecting-ip': address, 'content-type': 'text/plain;charset=UTF-8', ...(userAgent === null ? {} : { 'user-agent': userAgent }) };
        await q(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
        await q('set local role anon');
        await q(sql, params);
      });
      return null;
    } catch (e) {
      return e as DbError;
    }
  }

  /** The beacon's call: the view as the page sends it. */
  const count = (view: Record<string, unknown> | string, address?: string, userAgent?: string | null) =>
    asAnon('select public.count_page_view($1)', [typeof view === 'string' ? view : JSON.stringify(view)], address, userAgent);
  const rowsOf = (page: string) => db.sql<Record<string, unknown>>(`select day::text as day, page, language, referrer_host, utm_source, utm_medium, utm_campaign, views::int as views from audience.page_views where page = $1 order by referrer_host, utm_campaign`, [page]);
  const today = async () => (await db.sql<{ d: string }>(`select (now() at time zone 'UTC')::date::text as d`))[0]!.d;

  it.skipIf(skip !== null)('anon counts a view: one aggregate row per day, page, language, referrer host and campaign, and nothing else', async () => {
    const view = { page: '/de/pricing', lang: 'de', referrer: 'WWW.Example.org', utm_source: ' newsletter ', utm_medium: 'email', utm_campaign: 'herbst', extra: 'ignored' };
    expect(await count(view)).toBeNull();
    expect(await count(view, '198.51.100.8')).toBeNull();
    expect(await count({ page: '/de/pricing', lang: 'de', referrer: null, utm_source: null, utm_medium: null, utm_campaign: null })).toBeNull();
    expect(await rowsOf('/de/pricing')).toEqual([
      { day: await today(), page: '/de/pricing', language: 'de', referrer_host: '', utm_source: '', utm_medium: '', utm_campaign: '', views: 1 },
      { day: await today(), page: '/de/pricing', language: 'de', referrer_host: 'www.example.org', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'herbst', views: 2 },
    ]);
    // The table holds these columns only: no address, no user agent, no identifier.
    const columns = await db.sql<{ column_name: string }>(`select column_name from information_schema.columns where table_schema = 'audience' and table_name = 'page_views' order by ordinal_position`);
    expect(columns.map((row) => row.column_name)).toEqual(['day', 'page', 'language', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign', 'views']);
    expect(JSON.stringify(await db.sql('select * from audience.page_views'))).not.toMatch(/198\.51\.100|Mozilla/);
  });

  it.skipIf(skip !== null)('anon cannot read the counts, change them, nor call anything but the count', async () => {
    for (const sql of [
      'select * from audience.page_views',
      'select count(*) from audience.page_views',
      `insert into audience.page_views (day, page, language) values (current_date, '/x', 'fr')`,
      'update audience.page_views set views = views + 1000',
      'delete from audience.page_views',
      'select audience.retention()',
      'select audience.is_known_robot()',
      `select forms_guard.guard_address('page_views', 1000, 'x')`,
      'select * from forms_guard.housekeeping()',
    ]) {
      expect((await asAnon(sql))?.code, sql).toBe('42501');
    }
    const privileges = await db.sql<{ privilege_type: string }>(`select privilege_type from information_schema.role_table_grants where grantee = 'anon' and table_schema = 'audience'`);
    expect(privileges).toEqual([]);
  });

  it.skipIf(skip !== null)('a robot’s user agent, or none, is not counted and not told', async () => {
    const page = '/en/about';
    for (const agent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Mozilla/5.0 HeadlessChrome/131.0', 'curl/8.5.0', 'Chrome-Lighthouse', null]) {
      expect(await count({ page, lang: 'en' }, '198.51.100.20', agent), String(agent)).toBeNull();
    }
    expect(await rowsOf(page)).toEqual([]);
    expect(await count({ page, lang: 'en' }, '198.51.100.20')).toBeNull();
    expect((await rowsOf(page))[0]?.views).toBe(1);
  });

  it.skipIf(skip !== null)('refuses what is not a page view of this site, with the database’s errors; cuts long campaign values', async () => {
    expect((await count('not json'))?.code).toBe('22P02');
    expect((await count('[1, 2]'))?.code).toBe('22023');
    expect((await count({ lang: 'fr' }))?.code).toBe('23502');
    expect((await count({ page: '/', lang: 'pt' }))?.message).toContain('page_views_language_allowed');
    expect((await count({ page: 'https://elsewhere.example/', lang: 'fr' }))?.message).toContain('page_views_page_format');
    expect((await count({ page: `/${'a'.repeat(200)}`, lang: 'fr' }))?.message).toContain('page_views_page_length');
    expect(await count({ page: '/it/support', lang: 'it', utm_campaign: 'c'.repeat(300) })).toBeNull();
    expect((await rowsOf('/it/support'))[0]?.utm_campaign).toBe('c'.repeat(100));
  });

  it.skipIf(skip !== null)(`one address counts ${viewFloodGuard.maxViewsPerAddress} views per window, then PT429; another address still counts; the forms' guard is unchanged`, async () => {
    const [row] = await db.sql<{ most: number }>('select audience.max_views_per_address() as most');
    expect(row?.most).toBe(viewFloodGuard.maxViewsPerAddress);
    const address = '203.0.113.50';
    const page = '/es/contact';
    for (let i = 0; i < viewFloodGuard.maxViewsPerAddress; i++) expect(await count({ page, lang: 'es' }, address)).toBeNull();
    const refused = await count({ page, lang: 'es' }, address);
    expect(refused).toMatchObject({ code: 'PT429', message: 'Too many page views from this network address; please try again later.' });
    expect(JSON.parse(refused!.detail!)).toMatchObject({ guard: 'address' });
    expect(refused?.hint).toBe(`At most ${viewFloodGuard.maxViewsPerAddress} page views per address every ${floodGuard.windowMinutes} minutes.`);
    expect(await count({ page, lang: 'es' }, '203.0.113.51')).toBeNull();
    expect((await rowsOf(page))[0]?.views).toBe(viewFloodGuard.maxViewsPerAddress + 1);
    // Views and submissions count apart: this address may still send a form.
    const form = await asAnon(
      `insert into public.contact_messages (first_name, last_name, company, email, reason, message, language) values ('A', 'B', 'C', 'guard-${Date.now()}@example.com', 'other', 'Hola', 'es')`,
      [],
      address,
    );
    expect(form).toBeNull();
  }, 120_000);

  it.skipIf(skip !== null)('the housekeeping deletes the days past the retention the privacy notice states, and keeps the rest', async () => {
    const [equal] = await db.sql<{ same: boolean }>('select audience.retention() = make_interval(months => $1) as same', [audienceRetention.months]);
    expect(equal?.same).toBe(true);
    const days = await db.sql<{ expired: string; kept: string }>(
      `select (((now() at time zone 'UTC') - make_interval(months => $1))::date - 1)::text as expired,
              ((now() at time zone 'UTC') - make_interval(months => $1))::date::text as kept`,
      [audienceRetention.months],
    );
    const { expired, kept } = days[0]!;
    await db.sql(`insert into audience.page_views (day, page, language, views) values ($1::date, '/old', 'fr', 7), ($2::date, '/old', 'fr', 3)`, [expired, kept]);
    const [report] = await db.sql<{ purged_views: number }>('select * from forms_guard.housekeeping()');
    expect(report?.purged_views).toBe(1);
    expect(await rowsOf('/old')).toEqual([expect.objectContaining({ day: kept, views: 3 })]);
  });
});
