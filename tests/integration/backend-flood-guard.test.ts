/** The local backend's flood guards (per e-mail, per client address), the honeypot mark, and concurrent inserts. */
import { describe, expect, it } from 'vitest';
import { floodGuard } from '../../shared/form-rules.js';
import { LOCAL_ANON_KEY } from '../../shared/local-backend.js';
import { client, contact, count, demo, fetchFrom, sb, served, superuser, uniqueEmail, useLocalBackend } from '../fixtures/local-backend.js';

useLocalBackend();

describe('flood guard', () => {
  it('refuses the 6th submission with the same e-mail (any case) within 10 minutes', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i++) {
      const r = await sb.from('demo_requests').insert(demo({ email: i % 2 ? email.toUpperCase() : email }));
      expect(r.error, `insert ${i + 1}`).toBeNull();
    }
    const sixth = await sb.from('demo_requests').insert(demo({ email: email.toUpperCase() }));
    expect(sixth.status).toBe(429);
    expect(sixth.error).toMatchObject({
      code: 'PT429',
      message: 'Too many submissions for this e-mail address; please try again later.',
    });
    expect(JSON.parse(String(sixth.error?.details))).toMatchObject({ guard: 'email' });
    // Per table: the same address may still write to the other table; other addresses are free.
    expect((await sb.from('contact_messages').insert(contact({ email }))).error).toBeNull();
    expect((await sb.from('demo_requests').insert(demo())).error).toBeNull();
    // Rows older than 10 minutes no longer count.
    await superuser(
      `update public.demo_requests set created_at = now() - interval '11 minutes' where lower(email) = lower($1)`,
      [email],
    );
    expect((await sb.from('demo_requests').insert(demo({ email }))).error).toBeNull();
  });
});

describe('per-address flood guard', () => {
  it('40 e-mails from one address: the limit stored, the rest 429 PostgREST-shaped; forged headers change nothing; another address is free', async () => {
    const tag = `addr-${Date.now()}`;
    const bot = client(served?.url ?? '', LOCAL_ANON_KEY, '127.0.0.2');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const forged = { 'cf-connecting-ip': `198.51.100.${i}`, 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `192.0.2.${i}` };
      const r = await fetchFrom(() => '127.0.0.2')(`${served?.url}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', ...forged },
        body: JSON.stringify(contact({ email: `${tag}-${i}@example.com` })),
      });
      statuses.push(r.status);
      if (r.status !== 201) {
        const body = (await r.json()) as Record<string, unknown>;
        expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
        expect(body).toMatchObject({ code: 'PT429', message: 'Too many submissions from this network address; please try again later.' });
        const details = JSON.parse(String(body.details)) as { guard: string; retry_after_seconds: number };
        expect(details.guard).toBe('address');
        expect(details.retry_after_seconds).toBeGreaterThan(0);
        expect(details.retry_after_seconds).toBeLessThanOrEqual(floodGuard.windowMinutes * 60);
      }
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(floodGuard.maxRowsPerAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - floodGuard.maxRowsPerAddress);
    expect(await count('contact_messages', 'email like $1', [`${tag}-%`])).toBe(floodGuard.maxRowsPerAddress);
    // The same client through supabase-js: refused too; from 127.0.0.3 and into the other table: stored.
    expect((await bot.from('contact_messages').insert(contact())).status).toBe(429);
    expect((await client(served?.url ?? '', LOCAL_ANON_KEY, '127.0.0.3').from('contact_messages').insert(contact())).status).toBe(201);
    expect((await bot.from('demo_requests').insert(demo())).status).toBe(201);
  }, 60_000);

  it('a filled honeypot is stored and marked; anon cannot set the mark', async () => {
    const d = demo({ honeypot: 'https://spam.example' });
    expect((await sb.from('demo_requests').insert(d)).status).toBe(201);
    const [row] = await superuser<Record<string, unknown>>('select suspected_automated, status from public.demo_requests where email = $1', [d.email]);
    expect(row).toEqual({ suspected_automated: true, status: 'new' });
    expect((await sb.from('demo_requests').insert(demo({ suspected_automated: false }))).error?.code).toBe('42501');
  });
});

describe('concurrency', () => {
  it('stores 200 concurrent inserts', async () => {
    const tag = `conc-${Date.now()}`;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2
          ? sb.from('demo_requests').insert(demo({ email: `${tag}-${i}@example.com` }))
          : sb.from('contact_messages').insert(contact({ email: `${tag}-${i}@example.com` })),
      ),
    );
    expect(results.filter((r) => r.status !== 201).map((r) => r.error)).toEqual([]);
    expect(await count('demo_requests', 'email like $1', [`${tag}-%`])).toBe(100);
    expect(await count('contact_messages', 'email like $1', [`${tag}-%`])).toBe(100);
  }, 30_000);
});
