/**
 * The audience beacon's script and the campaign a form records (shared/measurement.ts,
 * shared/form-fields.ts visitOf): the script is small, parses, declares no global and sends the
 * keys count_page_view reads; a lead's campaign is its page's, else that of the page of this site
 * that led to it, never another site's, and each value fits its column.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMigrationsDir } from '../../server/database/paths';
import { visitColumns, visitOf } from '../../shared/form-fields';
import { beaconEndpoint, campaignParameters, countAutomatedSwitch, measurementScript, visitCampaign } from '../../shared/measurement';

describe('the inline script', () => {
  it('fits its budget, parses, and declares no global (one block)', () => {
    expect(Buffer.byteLength(measurementScript)).toBeLessThanOrEqual(600);
    expect(() => new Function(measurementScript)).not.toThrow();
    expect(measurementScript.startsWith('{let ') && measurementScript.endsWith('}')).toBe(true);
    expect(measurementScript).not.toMatch(/<\/script|<!--|cookie|Storage|indexedDB/i);
  });

  it('waits for the first contentful paint, skips an automated browser without the switch, and sends the keys count_page_view reads', () => {
    expect(measurementScript).toContain("getEntriesByName('first-contentful-paint')");
    expect(measurementScript).toContain(`navigator.webdriver&&!/[?&]${countAutomatedSwitch}\\b/.test(l.search)||`);
    const sql = readdirSync(defaultMigrationsDir).filter((file) => file.endsWith('_audience.sql')).map((file) => readFileSync(path.join(defaultMigrationsDir, file), 'utf8')).join('\n');
    const keysRead = [...sql.matchAll(/view ->> '(\w+)'/g)].map((match) => match[1]);
    expect([...new Set(keysRead)].sort()).toEqual(['lang', 'page', 'referrer', ...campaignParameters].sort());
    for (const key of ['page:', 'lang:', 'b.referrer=', "'utm_'+k", "['source','medium','campaign']"]) expect(measurementScript).toContain(key);
  });

  it('names its endpoint with the anon key as a URL parameter', () => {
    expect(beaconEndpoint('', 'key/+')).toBe('/rest/v1/rpc/count_page_view?apikey=key%2F%2B');
    expect(beaconEndpoint('https://abcd.supabase.co/', 'k')).toBe('https://abcd.supabase.co/rest/v1/rpc/count_page_view?apikey=k');
  });
});

describe('the campaign a form records', () => {
  const site = 'https://www.example.org';
  it('is the page’s own, else the referring page’s on this site, never another site’s', () => {
    expect(visitCampaign(`${site}/en/contact/demo?utm_source=a&utm_campaign=b`, `${site}/en?utm_campaign=other`)).toEqual({ utm_source: 'a', utm_medium: null, utm_campaign: 'b' });
    expect(visitCampaign(`${site}/en/contact/demo`, `${site}/en?utm_source=news&utm_medium=email&utm_campaign=launch`)).toEqual({ utm_source: 'news', utm_medium: 'email', utm_campaign: 'launch' });
    expect(visitCampaign(`${site}/en/contact/demo`, 'https://elsewhere.example/?utm_campaign=theirs')).toEqual({ utm_source: null, utm_medium: null, utm_campaign: null });
    expect(visitCampaign(`${site}/en/contact/demo`, '')).toEqual({ utm_source: null, utm_medium: null, utm_campaign: null });
    expect(visitCampaign(`${site}/?utm_campaign=%20%20`, '')).toEqual({ utm_source: null, utm_medium: null, utm_campaign: null });
  });

  it('records the page’s path and cuts each value to its column, counting characters as the database does', () => {
    const long = '😀'.repeat(visitColumns.utm_campaign + 5);
    const row = visitOf(`${site}/de/contact?reason=quote&utm_campaign=${encodeURIComponent(long)}`, '');
    expect(row.page_path).toBe('/de/contact');
    expect([...row.utm_campaign!]).toHaveLength(visitColumns.utm_campaign);
    expect(row).toMatchObject({ utm_source: null, utm_medium: null });
  });
});
