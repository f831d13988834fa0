/**
 * The customers of content/facts.ts, checked as the content is: a customer is named only with its
 * permission, its country is an ISO 3166 code, its logo is an SVG in public/customers/ that exists,
 * every language has the logo's alt text, and a quote names its language and person. Problems read like the content check's:
 *   content/facts.ts: customers[0].logo.alt.de is empty
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { customerLogoDir as shippedLogoDir, customers as shippedCustomers, factsChoice, type Customer } from '../content/facts';
import { translatedLocales } from '../content/locales';
import type { ContentProblem } from '../schema/validate';
import { projectRoot } from '../tooling/project';
import { logoSize } from '../tooling/vite/customer-logos';

/** Where this run's logos are (the fact set's `customerLogoDir`), served as `/customers/<file>`. */
export const customerLogoDir = shippedLogoDir;

/** The module customers are written in, as problems name it (`content/facts.ts`, or `content/facts.example.ts`). */
const factsModule = factsChoice === 'example' ? 'facts.example' : 'facts';

const isBlank = (text: unknown) => typeof text !== 'string' || text.trim() === '';

export function customerProblems(customers: readonly Customer[] = shippedCustomers, root = projectRoot, logoDir = customerLogoDir): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (path: string, message: string) => problems.push({ kind: 'other', locale: factsModule, path, message });
  const ids = new Set<string>();
  const today = new Date().toISOString().slice(0, 10);

  customers.forEach((customer, index) => {
    const at = `customers[${index}]`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(customer.id)) add(`${at}.id`, `is ${JSON.stringify(customer.id)}; use lower-case words joined by hyphens`);
    else if (ids.has(customer.id)) add(`${at}.id`, `is ${JSON.stringify(customer.id)}, already used by another customer`);
    ids.add(customer.id);
    if (isBlank(customer.name)) add(`${at}.name`, 'is empty');
    if (!/^[A-Z]{2}$/.test(customer.countryCode ?? '') || !new Intl.DisplayNames('en', { type: 'region', fallback: 'none' }).of(customer.countryCode))
      add(`${at}.countryCode`, `is ${JSON.stringify(customer.countryCode)}; write the ISO 3166 code of the country the customer is based in (FR, DE, IT…)`);

    const logo = customer.logo.file;
    if (!/^[a-z0-9-]+\.svg$/.test(logo)) {
      add(`${at}.logo.file`, `is ${JSON.stringify(logo)}; a logo is an SVG file in ${logoDir}/ (a raster logo goes through the image pipeline: convert it to SVG or ask for a picture slot)`);
    } else {
      const file = path.join(root, logoDir, logo);
      if (!existsSync(file)) add(`${at}.logo.file`, `names ${logoDir}/${logo}, which does not exist`);
      else {
        const svg = readFileSync(file, 'utf8');
        if (!/<svg[\s>]/.test(svg)) add(`${at}.logo.file`, `names ${logoDir}/${logo}, which is not an SVG`);
        else if (/<script[\s>]|\son[a-z]+\s*=/i.test(svg)) add(`${at}.logo.file`, `names ${logoDir}/${logo}, which holds a script; a logo is a picture only`);
        else if (!logoSize(svg)) add(`${at}.logo.file`, `names ${logoDir}/${logo}, which has no viewBox with a width and a height (it would not scale to the logo row, nor keep its place while it loads)`);
      }
    }
    for (const locale of translatedLocales) if (isBlank(customer.logo.alt[locale])) add(`${at}.logo.alt.${locale}`, 'is empty; every language needs the logo’s alt text');

    if (!/^\d{4}-\d{2}-\d{2}$/.test(customer.permissionDate) || Number.isNaN(Date.parse(customer.permissionDate)))
      add(`${at}.permissionDate`, `is ${JSON.stringify(customer.permissionDate)}; write the date the customer gave its permission (YYYY-MM-DD)`);
    else if (customer.permissionDate > today) add(`${at}.permissionDate`, `is ${customer.permissionDate}, a date still to come`);

    const quote = customer.quote;
    if (!quote) return;
    for (const key of ['text', 'person', 'role'] as const) if (isBlank(quote[key])) add(`${at}.quote.${key}`, 'is empty');
    if (!translatedLocales.includes(quote.lang)) add(`${at}.quote.lang`, `is ${JSON.stringify(quote.lang)}; expected one of ${translatedLocales.join(', ')}`);
    for (const [locale, translation] of Object.entries(quote.translations ?? {})) {
      const where = `${at}.quote.translations.${locale}`;
      if (!(translatedLocales as readonly string[]).includes(locale)) add(where, `is not a language of the site (${translatedLocales.join(', ')})`);
      else if (locale === quote.lang) add(where, 'translates the quote into its own language');
      for (const key of ['text', 'role'] as const) if (isBlank(translation?.[key])) add(`${where}.${key}`, 'is empty');
    }
  });
  return problems;
}
