/**
 * The content check refuses a legal page that names a processor, an authority or a form that
 * content/facts.ts does not hold, and processor facts that contradict themselves.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { contentModules } from '../../content/index';
import { processors, type ProcessorFacts } from '../../content/facts';
import { legalFactProblems, legalFormProblems, legalNameProblems } from '../../content/legal-check';
import type { Locale } from '../../content/locales';
import { formatProblems, validateLocales } from '../../schema/validate';

function modules(): Record<Locale, any> {
  return structuredClone(contentModules) as Record<Locale, any>;
}

function linesFor(all: Record<string, unknown>): string[] {
  return formatProblems(validateLocales(all)).split('\n').filter(Boolean);
}

describe('the legal page names only what the facts hold', () => {
  it('refuses a provider that no processor fact names', () => {
    const all = modules();
    all.fr.legal.privacy.recipients.paragraphs[1] += ' Les données sont hébergées par Supabase.';
    expect(linesFor(all)).toEqual([
      'content/fr.ts: legal.privacy.recipients.paragraphs[1] names the provider “Supabase”, which content/facts.ts does not list in processors',
    ]);
  });

  it('refuses an authority that is not among the market’s authorities', () => {
    const all = modules();
    all.en.legal.privacy.complaint.paragraphs[0] += ' Italian residents may write to the Garante per la protezione dei dati personali.';
    all.fr.legal.privacy.complaint.paragraphs[0] += ' Au Royaume-Uni, l’ICO.';
    expect(linesFor(all)).toEqual([
      'content/fr.ts: legal.privacy.complaint.paragraphs[0] names the authority “ICO”, which content/facts.ts does not list for fr (marketAuthorities)',
      'content/en.ts: legal.privacy.complaint.paragraphs[0] names the authority “Garante per la protezione dei dati personali”, which content/facts.ts does not list for en (marketAuthorities)',
    ]);
  });

  it('accepts each market’s own authorities, and names outside the legal page', () => {
    expect(legalNameProblems('Reclamo al Garante per la protezione dei dati personali o alla CNIL.', 'it', 'legal.privacy.complaint.paragraphs[0]')).toEqual([]);
    expect(legalNameProblems('Die Datenschutzbehörde und der EDÖB.', 'de', 'legal.privacy.complaint.paragraphs[0]')).toEqual([]);
    expect(legalNameProblems('Slack', 'en', 'home.features.items[0].text')).toEqual([]);
    expect(legalNameProblems('Beschwerde beim BfDI.', 'de', 'legal.privacy.complaint.paragraphs[0]')).toHaveLength(1);
  });

  it('refuses a form the site does not store, a duplicate, and a stored form left out', () => {
    expect(legalFormProblems(['demoRequest', 'contactMessage'])).toEqual([]);
    expect(legalFormProblems(['demoRequest', 'newsletter'])).toEqual([
      'describes the form “newsletter”, which the site does not store',
      'does not describe the form stored in contact_messages',
    ]);
    const all = modules();
    all.de.legal.privacy.purposes.forms[1].id = 'demoRequest';
    expect(linesFor(all)).toContain('content/de.ts: legal.privacy.purposes.forms describes the form “demoRequest” twice');
  });
});

describe('processor facts agree with themselves', () => {
  const saved = { ...processors };
  afterEach(() => {
    for (const key of Object.keys(processors)) delete processors[key];
    Object.assign(processors, saved);
  });
  const processor = (countryCode: string, safeguard: ProcessorFacts['safeguard']): ProcessorFacts => ({ name: 'Test Provider', role: 'leadEmail', countryCode, safeguard });

  it('an EEA country is `eea`, any other country names its safeguard', () => {
    expect(legalFactProblems()).toEqual([]);
    processors.test = processor('US', 'eea');
    processors.other = processor('DE', 'sccs');
    expect(legalFactProblems()).toEqual([
      "content/facts.ts: processors.test is established in US, outside the EEA: name its safeguard (adequacy, dpf, sccs)",
      "content/facts.ts: processors.other is established in DE, in the EEA: its safeguard is 'eea'",
    ]);
    processors.test = processor('US', 'dpf');
    processors.other = processor('IE', 'eea');
    expect(legalFactProblems()).toEqual([]);
  });
});
