/** Customers are facts: the content check refuses an entry whose logo, alt text, permission or quote is not right. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, type Customer } from '../../content/facts';
import { customerLogoDir, customerProblems } from '../../scripts/customers-check';

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'customers-'));
  mkdirSync(path.join(root, customerLogoDir), { recursive: true });
  writeFileSync(path.join(root, customerLogoDir, 'maison-test.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40"/></svg>');
  writeFileSync(path.join(root, customerLogoDir, 'scripted.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>alert(1)</script></svg>');
  writeFileSync(path.join(root, customerLogoDir, 'not-svg.svg'), 'GIF89a');
  writeFileSync(path.join(root, customerLogoDir, 'unsized.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 0 40"><rect width="120" height="40"/></svg>');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const alt = { fr: 'Maison Test', en: 'Maison Test', de: 'Maison Test', it: 'Maison Test', es: 'Maison Test' };
const valid: Customer = {
  id: 'maison-test',
  name: 'Maison Test',
  countryCode: 'FR',
  logo: { file: 'maison-test.svg', alt },
  permissionDate: '2026-01-15',
  quote: { text: 'Nous publions des contenus autorisés.', lang: 'fr', person: 'Jeanne Martin', role: 'Directrice marketing', translations: { en: { text: 'We publish cleared content.', role: 'Marketing director' } } },
};
const paths = (list: Customer[]) => customerProblems(list, root).map((problem) => problem.path);

describe('customer facts', () => {
  it('ship empty: no customer is named before it gives its permission', () => {
    expect(customers).toEqual([]);
    expect(customerProblems()).toEqual([]);
  });

  it('accept a complete entry', () => {
    expect(customerProblems([valid], root)).toEqual([]);
  });

  it('refuse a logo that is missing, not an SVG, scripted, without a size of its own, or a raster file', () => {
    for (const file of ['absent.svg', 'not-svg.svg', 'scripted.svg', 'unsized.svg', 'logo.png'])
      expect(paths([{ ...valid, logo: { file, alt } }]), file).toEqual(['customers[0].logo.file']);
  });

  it('refuse a country that is not an ISO 3166 code', () => {
    for (const countryCode of ['', 'France', 'fr', 'XX']) expect(paths([{ ...valid, countryCode }]), countryCode).toEqual(['customers[0].countryCode']);
  });

  it('refuse a language without alt text, naming it', () => {
    expect(paths([{ ...valid, logo: { file: 'maison-test.svg', alt: { ...alt, de: ' ' } } }])).toEqual(['customers[0].logo.alt.de']);
  });

  it('refuse a missing or future permission date, and a repeated id', () => {
    expect(paths([{ ...valid, permissionDate: 'soon' }])).toEqual(['customers[0].permissionDate']);
    expect(paths([{ ...valid, permissionDate: '2999-01-01' }])).toEqual(['customers[0].permissionDate']);
    expect(paths([valid, valid])).toEqual(['customers[1].id']);
  });

  it('refuse a quote without its person, or translated into its own language', () => {
    const quote = valid.quote!;
    expect(paths([{ ...valid, quote: { ...quote, person: '' } }])).toEqual(['customers[0].quote.person']);
    expect(paths([{ ...valid, quote: { ...quote, translations: { fr: { text: 'Autre', role: 'Rôle' } } } }])).toEqual(['customers[0].quote.translations.fr']);
  });

  it('name the facts module in each problem, as the content check does', () => {
    const [problem] = customerProblems([{ ...valid, name: '' }], root);
    expect(problem).toMatchObject({ locale: 'facts', path: 'customers[0].name', message: 'is empty' });
  });
});
