/**
 * The legal page may not name what the facts do not hold (the content check runs these):
 * a processor that is not in `processors`, an authority that is not among the market's
 * `marketAuthorities`, a form that the site does not store. And the processors' facts agree with
 * themselves: `eea` exactly for a country of the EEA; and the hosts agree with the pages' claim of
 * where the data is hosted (`settings.platformDataCountry`).
 */
import { forms } from '../shared/form-fields.js';
import { formRules } from '../shared/form-rules.js';
import type { PlatformProcessor } from './contract-types';
import { authorities, contract, eeaCountryCodes, isPlaceholder, processors, settings, type Fact, type ProcessorFacts } from './facts';
import { authoritiesFor, legalFormTables, type FormDefinitions } from './legal';
import type { Locale } from './locales';
import type { AuthorityId, LegalFormId, PlatformProcessorRole, ProcessorRole } from '../schema/site-content';
import { isUnderPath } from './tree';

export { legalFormTables } from './legal';

/**
 * Providers a site like this one commonly uses (hosting, database, chat, e-mail): naming one on the
 * legal page needs a processor fact with that name. Matched as whole words, case as written.
 */
const commonProcessorNames = [
  'Supabase', 'Cloudflare', 'Netlify', 'Vercel', 'GitHub', 'Amazon Web Services', 'AWS', 'Amazon SES', 'Google Cloud',
  'Microsoft Azure', 'Azure', 'Microsoft Teams', 'Slack', 'Discord', 'SendGrid', 'Twilio', 'Mailgun', 'Postmark',
  'Mailjet', 'Brevo', 'Sendinblue', 'Resend', 'Mailchimp', 'OVHcloud', 'OVH', 'Scaleway', 'Hetzner', 'Clever Cloud',
  'Heroku', 'Fly.io', 'DigitalOcean',
];

/** The names each authority goes by in the legal texts (official name, abbreviation, other languages' names). */
const authorityNames: Record<AuthorityId, readonly string[]> = {
  cnil: ['CNIL', 'Commission nationale de l’informatique et des libertés'],
  ico: ['ICO', 'Information Commissioner'],
  // The German Land authorities are named by their function ("der Datenschutzaufsichtsbehörde Ihres Bundeslandes").
  germanLand: ['Datenschutzkonferenz'],
  austriaDsb: ['Datenschutzbehörde'],
  swissFdpic: ['EDÖB', 'FDPIC', 'PFPDT', 'IFPDT', 'Datenschutz- und Öffentlichkeitsbeauftragte', 'Datenschutz- und Öffentlichkeitsbeauftragten'],
  garante: ['Garante per la protezione dei dati personali', 'Garante privacy'],
  aepd: ['AEPD', 'Agencia Española de Protección de Datos'],
};

/** Authorities of other markets the site has no facts for: naming one is always an error. */
const otherAuthorityNames = ['BfDI', 'Autoriteit Persoonsgegevens', 'Data Protection Commission', 'CNPD', 'APD', 'GBA', 'UODO', 'IMY'];

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function names(text: string, name: string): boolean {
  return new RegExp(`(?<![\\p{L}\\d])${escapeForPattern(name)}(?![\\p{L}\\d])`, 'u').test(text);
}

/** Processor names the facts hold (real values only). */
function processorNamesHeld(): string[] {
  return Object.values(processors).flatMap((processor) => (isPlaceholder(processor.name) ? [] : [processor.name]));
}

/** What a string of the legal page names that the facts do not hold, one message each. */
export function legalNameProblems(text: string, locale: string, path: string): string[] {
  if (!isUnderPath(path, 'legal')) return [];
  const problems: string[] = [];
  const held = processorNamesHeld();
  for (const name of commonProcessorNames) {
    if (names(text, name) && !held.some((fact) => fact.toLowerCase().includes(name.toLowerCase()))) {
      problems.push(`names the provider “${name}”, which content/facts.ts does not list in processors`);
    }
  }
  const market = authoritiesFor(locale as Locale);
  for (const [id, aliases] of Object.entries(authorityNames) as [AuthorityId, readonly string[]][]) {
    if (market.includes(id)) continue;
    for (const alias of aliases) {
      if (names(text, alias)) problems.push(`names the authority “${alias}”, which content/facts.ts does not list for ${locale} (marketAuthorities)`);
    }
  }
  for (const alias of otherAuthorityNames) {
    if (names(text, alias)) problems.push(`names the authority “${alias}”, which content/facts.ts does not hold (authorities)`);
  }
  return problems;
}

/** The privacy notice describes each stored form once, and no other. */
export function legalFormProblems(formIds: readonly string[]): string[] {
  const problems: string[] = [];
  const tables = new Set<string>();
  for (const id of formIds) {
    const table = legalFormTables[id as LegalFormId] as string | undefined;
    if (!table || !(table in formRules)) problems.push(`describes the form “${id}”, which the site does not store`);
    else if (tables.has(table)) problems.push(`describes the form “${id}” twice`);
    else tables.add(table);
  }
  for (const table of Object.keys(formRules)) {
    if (!tables.has(table)) problems.push(`does not describe the form stored in ${table}`);
  }
  return problems;
}

/** Where a content module names each form's fields for the privacy notice. */
export const fieldNamesPath = 'legal.privacy.purposes.fieldNames';

/**
 * Fields of a form that the privacy notice of one content module cannot name: the notice's "data
 * collected" is written from the forms' definitions (shared/form-fields.ts), so each field needs its
 * name under `fieldNames.<form>.<label key>`; a name for a field the form does not have is refused
 * too. Each problem is a path under `fieldNamesPath` and what to do.
 */
export function legalFieldProblems(module: unknown, definitions: FormDefinitions = forms): { path: string; kind: 'missing' | 'extra'; message: string }[] {
  const sets = (module as { legal?: { privacy?: { purposes?: { fieldNames?: Record<string, unknown> } } } })?.legal?.privacy?.purposes?.fieldNames;
  const problems: { path: string; kind: 'missing' | 'extra'; message: string }[] = [];
  for (const [formId, table] of Object.entries(legalFormTables)) {
    const names = sets?.[formId];
    // A whole section or set left out is the schema's to name, once.
    if (typeof names !== 'object' || names === null) continue;
    const fields = definitions[table].fields;
    for (const field of fields) {
      const name = (names as Record<string, unknown>)[field.label];
      if (typeof name === 'string' && name.trim() !== '') continue;
      problems.push({
        path: `${fieldNamesPath}.${formId}.${field.label}`,
        kind: 'missing',
        message: `is missing: the privacy notice lists every field of ${table} (shared/form-fields.ts); add the name the field "${field.name}" goes by in this language's data collected`,
      });
    }
    for (const key of Object.keys(names)) {
      if (fields.some((field) => field.label === key)) continue;
      problems.push({ path: `${fieldNamesPath}.${formId}.${key}`, kind: 'extra', message: `names a field ${table} does not have (shared/form-fields.ts): remove it` });
    }
  }
  return problems;
}

/** The processors that host: the privacy notice's "hosting" entries, which the pages' hosting claim speaks for. */
export const hostingRoles: readonly ProcessorRole[] = ['siteHosting', 'formDatabase'];

/**
 * Hosts established elsewhere than the country the pages say the data is hosted in: the privacy
 * notice would name a host in one country while the pricing, demo and support pages promise
 * another. Checked once both are known (a placeholder is refused by the public build anyway).
 */
export function hostingCountryProblems(
  dataCountry: Fact<string> = settings.platformDataCountry,
  list: Readonly<Record<string, ProcessorFacts>> = processors,
): string[] {
  if (isPlaceholder(dataCountry)) return [];
  return Object.entries(list).flatMap(([id, processor]) =>
    hostingRoles.includes(processor.role) && !isPlaceholder(processor.countryCode) && processor.countryCode !== dataCountry
      ? [
          `content/facts.ts: processors.${id} (${processor.role}) is established in ${processor.countryCode}, but settings.platformDataCountry says the data is hosted in ${dataCountry}: change one of them (and the pages' hosting claim with it)`,
        ]
      : [],
  );
}

/** The platform's sub-processors that keep its data, which the pages' hosting claim speaks for as well. */
const platformHostingRoles: readonly PlatformProcessorRole[] = ['hosting', 'backups'];

/**
 * The platform's hosts and backups established elsewhere than the country the pages say its data is
 * hosted in (the legal page's platform section would contradict the pricing, demo and support pages).
 */
export function platformHostingProblems(
  dataCountry: Fact<string> = settings.platformDataCountry,
  list: Fact<readonly PlatformProcessor[]> = contract.platformProcessors,
): string[] {
  if (isPlaceholder(dataCountry) || isPlaceholder(list)) return [];
  return list.flatMap((processor, index) =>
    platformHostingRoles.includes(processor.role) && processor.countryCode !== dataCountry
      ? [
          `content/facts.ts: contract.platformProcessors[${index}] (${processor.name}, ${processor.role}) is in ${processor.countryCode}, but settings.platformDataCountry says the data is hosted in ${dataCountry}: change one of them (and the pages' hosting claim with it)`,
        ]
      : [],
  );
}

/** Processors whose facts contradict each other, and authorities without a way to reach them. */
export function legalFactProblems(): string[] {
  const problems: string[] = [];
  for (const [id, processor] of Object.entries(processors)) {
    if (isPlaceholder(processor.countryCode) || isPlaceholder(processor.safeguard)) continue;
    const inEea = eeaCountryCodes.has(processor.countryCode);
    if (inEea && processor.safeguard !== 'eea') {
      problems.push(`content/facts.ts: processors.${id} is established in ${processor.countryCode}, in the EEA: its safeguard is 'eea'`);
    }
    if (!inEea && processor.safeguard === 'eea') {
      problems.push(`content/facts.ts: processors.${id} is established in ${processor.countryCode}, outside the EEA: name its safeguard (adequacy, dpf, sccs)`);
    }
  }
  problems.push(...hostingCountryProblems(), ...platformHostingProblems());
  for (const [id, authority] of Object.entries(authorities)) {
    if (!/^https:\/\//.test(authority.website)) problems.push(`content/facts.ts: authorities.${id}.website is not an https URL`);
  }
  return problems;
}
