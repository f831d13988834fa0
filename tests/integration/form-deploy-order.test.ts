/**
 * Deploy order (docs/COMMON-CHANGES.md, "Add a form field"): a site deployed with a new optional
 * field before its migration is pushed. On real PGlite with the real migrations (whose contact
 * table has no column for the fixture's website field), through the forms' own row (`rowOf`) and insert (`insertRow`,
 * supabase-js over HTTP to the local backend): a submission that leaves the field empty does not
 * name the column and is stored; one that fills it is refused, by name, with the migration to
 * push, and nothing is stored without it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertRow } from '../../components/forms/backend';
import { rowOf } from '../../components/forms/useSubmission';
import { LOCAL_ANON_KEY } from '../../shared/local-backend';
import { missingMigrationMessage, refusalOf } from '../../shared/form-rules';
import { count, served, superuser, uniqueEmail, useLocalBackend } from '../fixtures/local-backend';
import { contactFormWithWebsite, websiteField } from '../fixtures/website-field';

useLocalBackend();

/** supabase-js builds a realtime client even when unused; Node 20 has no WebSocket of its own. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used here');
  }
}

beforeAll(() => {
  vi.stubEnv('VITE_SUPABASE_URL', served!.url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', LOCAL_ANON_KEY);
  if (!('WebSocket' in globalThis)) vi.stubGlobal('WebSocket', NoWebSocket);
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** What the contact form with the website field holds when sent: a valid message, the website as given. */
function submitted(email: string, website: string): FormData {
  const data = new FormData();
  const values: Record<string, string> = {
    first_name: 'Jonas',
    last_name: 'Weber',
    email,
    company: 'Beispiel GmbH',
    role: '',
    phone: '',
    reason: 'quote',
    message: 'Wir möchten ein Angebot.',
    [websiteField.name]: website,
  };
  for (const field of contactFormWithWebsite.fields) data.set(field.name, values[field.name] ?? '');
  return data;
}

const page = { url: 'https://site.example/de/kontakt', referrer: '' };

describe('a new optional field deployed before its migration', () => {
  it('the current schema has no column for it (the premise)', async () => {
    const columns = await superuser(`select 1 from information_schema.columns where table_schema = 'public' and table_name = 'contact_messages' and column_name = $1`, [websiteField.name]);
    expect(columns).toEqual([]);
  });

  it('left empty: not sent, and the submission is stored', async () => {
    const email = uniqueEmail('website-empty');
    const row = rowOf(contactFormWithWebsite, submitted(email, '  '), 'de', page);
    expect(Object.keys(row)).not.toContain(websiteField.name);
    expect(await insertRow('contact_messages', row)).toBeNull();
    const [stored] = await superuser<Record<string, unknown>>('select * from public.contact_messages where email = $1', [email]);
    expect(stored).toMatchObject({ first_name: 'Jonas', reason: 'quote', role: null, phone: null, language: 'de', page_path: '/de/kontakt', utm_source: null });
  });

  it('filled: refused by name, with the migration to push; nothing stored without it', async () => {
    const email = uniqueEmail('website-filled');
    const row = rowOf(contactFormWithWebsite, submitted(email, 'https://beispiel.example'), 'de', page);
    expect(row[websiteField.name]).toBe('https://beispiel.example');
    const error = (await insertRow('contact_messages', row)) as (Error & { code?: string }) | null;
    expect(error?.code).toBe('PGRST204');
    expect(error?.message).toBe(`Could not find the '${websiteField.name}' column of 'contact_messages' in the schema cache`);
    // What the form reads from it: not a field's fault, a migration missing (the generic notice; the input is kept).
    expect(refusalOf('contact_messages', error)).toEqual({ kind: 'missingColumn', column: websiteField.name });
    const report = missingMigrationMessage('contact_messages', websiteField.name);
    expect(report).toContain(`contact_messages.${websiteField.name} is not in the database`);
    expect(report).toContain('supabase db push');
    expect(await count('contact_messages', 'email = $1', [email])).toBe(0);
  });

  it('the local backend names the migration in its answer too', async () => {
    const response = await fetch(`${served!.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...rowOf(contactFormWithWebsite, submitted(uniqueEmail('website-raw'), 'https://x.example'), 'de', page) }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST204', hint: missingMigrationMessage('contact_messages', websiteField.name) });
  });
});
