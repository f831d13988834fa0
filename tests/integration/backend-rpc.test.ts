/**
 * The page beacon through the local backend over real HTTP, as a browser's `navigator.sendBeacon`
 * sends it (POST, text/plain, the anon key as the `apikey` URL parameter, no other header), and
 * PostgREST's answers to what the RPC path does not serve. Each request comes from its own loopback
 * address unless a test says otherwise (the per-address guard counts the socket's address).
 */
import { describe, expect, it } from 'vitest';
import { beaconEndpoint, countPageViewFunction, viewFloodGuard } from '../../shared/measurement';
import { LOCAL_ANON_KEY } from '../../shared/local-backend';
import { fetchFrom, served, superuser, useLocalBackend } from '../fixtures/local-backend';

useLocalBackend();

let next = 0;
const fresh = () => `127.0.9.${1 + (next++ % 250)}`;

/** What sendBeacon sends for a string body. */
function beacon(view: unknown, options: { from?: string; userAgent?: string; path?: string; contentType?: string } = {}): Promise<Response> {
  const send = fetchFrom(() => options.from ?? fresh());
  return send(`${served!.url}${options.path ?? beaconEndpoint('', LOCAL_ANON_KEY)}`, {
    method: 'POST',
    headers: { 'content-type': options.contentType ?? 'text/plain;charset=UTF-8', 'user-agent': options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' },
    body: typeof view === 'string' ? view : JSON.stringify(view),
  });
}

const views = async (page: string) => (await superuser<{ n: number }>('select coalesce(sum(views), 0)::int as n from audience.page_views where page = $1', [page]))[0]!.n;

describe('POST /rest/v1/rpc/count_page_view', () => {
  it('counts a beacon: 204, no body, and one more view on its row', async () => {
    const response = await beacon({ page: '/en/pricing', lang: 'en', referrer: 'news.example.com', utm_source: 'news', utm_medium: null, utm_campaign: null });
    expect(response.status).toBe(204);
    expect(response.headers.get('content-type')).toBeNull();
    expect(await response.text()).toBe('');
    expect(await beacon({ page: '/en/pricing', lang: 'en', referrer: 'news.example.com', utm_source: 'news' })).toHaveProperty('status', 204);
    expect(await superuser(`select referrer_host, utm_source, views::int as views from audience.page_views where page = '/en/pricing'`)).toEqual([
      { referrer_host: 'news.example.com', utm_source: 'news', views: 2 },
    ]);
  });

  it('a robot is answered like anyone and not counted', async () => {
    expect((await beacon({ page: '/en/about', lang: 'en' }, { userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0)' })).status).toBe(204);
    expect(await views('/en/about')).toBe(0);
  });

  it('refuses as PostgREST does: no key, a wrong key, JSON to a text function, an unknown function, GET, a body that is no view', async () => {
    const cases: [string, Promise<Response>, number, Record<string, unknown>][] = [
      ['no key', beacon({ page: '/', lang: 'fr' }, { path: `/rest/v1/rpc/${countPageViewFunction}` }), 401, { code: 'PGRST301', hint: 'No `apikey` request header or url param was found.' }],
      ['a wrong key', beacon({ page: '/', lang: 'fr' }, { path: beaconEndpoint('', 'not-the-key') }), 401, { code: 'PGRST301', message: 'Invalid API key' }],
      ['JSON arguments', beacon({ page: '/', lang: 'fr' }, { contentType: 'application/json' }), 404, {
        code: 'PGRST202',
        message: 'Could not find the function public.count_page_view(page, lang) in the schema cache',
        details: 'Searched for the function public.count_page_view with parameters page, lang or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      }],
      ['an unknown function', beacon('{}', { path: `/rest/v1/rpc/nothing_here?apikey=${LOCAL_ANON_KEY}` }), 404, {
        code: 'PGRST202',
        message: 'Could not find the function public.nothing_here in the schema cache',
        details: 'Searched for the function public.nothing_here with a single unnamed text parameter, but no matches were found in the schema cache.',
        hint: null,
      }],
      ['not JSON', beacon('page=/'), 400, { code: '22P02' }],
      ['a language the site has not', beacon({ page: '/', lang: 'pt' }), 400, { code: '23514' }],
      ['another content type', beacon('x', { contentType: 'application/xml' }), 415, { code: 'PGRST107' }],
    ];
    for (const [what, pending, status, body] of cases) {
      const response = await pending;
      expect(response.status, what).toBe(status);
      expect(await response.json(), what).toMatchObject(body);
    }
    const get = await fetchFrom(fresh)(`${served!.url}${beaconEndpoint('', LOCAL_ANON_KEY)}`, { method: 'GET' });
    expect(get.status).toBe(405);
    expect(await get.json()).toMatchObject({ code: 'PGRST117' });
  });

  it('one address past its limit gets 429 PT429 with the time to wait; the client address is the socket’s, whatever a header says', async () => {
    await superuser(`create or replace function audience.max_views_per_address() returns integer language sql immutable set search_path = '' as $$ select 3 $$`);
    try {
      const from = '127.0.10.1';
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await beacon({ page: '/it', lang: 'it' }, { from })).status);
      const spoofed = fetchFrom(() => from);
      const refused = await spoofed(`${served!.url}${beaconEndpoint('', LOCAL_ANON_KEY)}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0', 'cf-connecting-ip': '192.0.2.1' },
        body: JSON.stringify({ page: '/it', lang: 'it' }),
      });
      expect(statuses).toEqual([204, 204, 204]);
      expect(refused.status).toBe(429);
      const body = (await refused.json()) as { code: string; details: string };
      expect(body.code).toBe('PT429');
      expect(JSON.parse(body.details)).toMatchObject({ guard: 'address', retry_after_seconds: expect.any(Number) });
      expect((await beacon({ page: '/it', lang: 'it' }, { from: '127.0.10.2' })).status).toBe(204);
      expect(await views('/it')).toBe(4);
    } finally {
      await superuser(`create or replace function audience.max_views_per_address() returns integer language sql immutable set search_path = '' as $$ select ${viewFloodGuard.maxViewsPerAddress} $$`);
    }
  });
});
