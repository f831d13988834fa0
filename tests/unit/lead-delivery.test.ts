/** The sales e-mail's words the Edge Function reads are the content modules' own; the retry schedule is the promised one. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { salesWordsFile, salesWordsJson, salesWordsOf } from '../../server/delivery/sales-words';
import { defaultSchedule, deliveryConfigFromEnv, DeliveryConfigError, retryDelaySeconds, type SendMail } from '../../supabase/functions/_shared/lead-delivery';
import { translatedLocales } from '../../content/locales';
import { columnOf, formTables, forms } from '../../shared/form-fields';

const noMail: SendMail = async () => undefined;

describe('lead delivery', () => {
  it('supabase/functions/_shared/sales-words.json is current (npm run sales-words)', () => {
    expect(fs.readFileSync(salesWordsFile, 'utf8')).toBe(salesWordsJson());
  });

  it('lists each form’s fields in their declared order, and names every code of every list, in every language', () => {
    for (const locale of translatedLocales) {
      const words = salesWordsOf(locale);
      for (const table of formTables) {
        expect(words.forms[table].map((field) => field.column)).toEqual(forms[table].fields.map(columnOf));
        for (const field of forms[table].fields) {
          const sales = words.forms[table].find((line) => line.column === columnOf(field))!;
          expect(sales.label).not.toBe('');
          if (field.type === 'select') expect(Object.keys(sales.choices ?? {})).toEqual([...field.codes]);
          expect(sales.long === true).toBe(field.type === 'textarea');
        }
      }
      expect(words.demoSubject).toContain('{name}');
      expect(words.line).toMatch(/^\{label\}.*\{value\}$/);
    }
  });

  it('retries after 10 s, doubling, capped at 15 minutes, never giving up', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((attempts) => retryDelaySeconds(attempts))).toEqual([10, 20, 40, 80, 160, 320, 640, 900, 900]);
    expect(retryDelaySeconds(1)).toBeLessThanOrEqual(15);
    expect(defaultSchedule.leaseSeconds * 1000).toBeGreaterThan(defaultSchedule.timeoutMs);
  });

  it('reads the channels from the environment; nothing set is off; half an e-mail setting is refused', () => {
    const words = { fr: salesWordsOf('fr'), en: salesWordsOf('en') };
    expect(deliveryConfigFromEnv({}, words, () => noMail)).toBeNull();
    const both = deliveryConfigFromEnv({ LEAD_WEBHOOK_URL: 'https://hooks.example.com/x', LEAD_EMAIL_TO: 'sales@example.com', SMTP_URL: 'smtps://u:p@smtp.example.com:465' }, words, () => noMail);
    expect(both?.webhook).toEqual({ url: 'https://hooks.example.com/x', secret: null });
    expect(both?.email).toMatchObject({ to: 'sales@example.com', from: 'sales@example.com' });
    expect(both?.words.language).toBe('fr');
    expect(() => deliveryConfigFromEnv({ LEAD_EMAIL_TO: 'sales@example.com' }, words, () => noMail)).toThrow(DeliveryConfigError);
    expect(() => deliveryConfigFromEnv({ LEAD_WEBHOOK_URL: 'hooks.example.com' }, words, () => noMail)).toThrow('LEAD_WEBHOOK_URL must be an http(s) URL');
    expect(() => deliveryConfigFromEnv({ LEAD_WEBHOOK_URL: 'https://h.example.com', LEAD_SALES_LANGUAGE: 'nl' }, words, () => noMail)).toThrow('LEAD_SALES_LANGUAGE must be one of fr, en');
  });
});
