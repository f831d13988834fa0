import { describe, expect, it } from 'vitest';
import { contentModules } from '../../content/index';
import type { Locale } from '../../content/locales';
import { formatProblems, validateLocales } from '../../schema/validate';

/** A fresh, deep copy of every real module, to break one piece at a time. */
function modules(): Record<Locale, any> {
  return structuredClone(contentModules) as Record<Locale, any>;
}

function linesFor(all: Record<string, unknown>): string[] {
  return formatProblems(validateLocales(all)).split('\n').filter(Boolean);
}

describe('validateLocales', () => {
  it('accepts the real content of every language', () => {
    expect(validateLocales(contentModules)).toEqual([]);
  });

  it('names the language and path of a missing key', () => {
    const all = modules();
    delete all.de.pricing.plans[1].cta;
    expect(linesFor(all)).toEqual(['content/de.ts: pricing.plans[1].cta is missing']);
  });

  it('reports an empty or blank string', () => {
    const all = modules();
    all.en.home.hero.title = '';
    all.en.contact.form.submit = '   ';
    expect(linesFor(all)).toEqual(['content/en.ts: home.hero.title is empty', 'content/en.ts: contact.form.submit is empty']);
  });

  it('reports a list one item short of fr', () => {
    const all = modules();
    all.it.home.features.items.pop();
    expect(linesFor(all)).toEqual(['content/it.ts: home.features.items has 12 items where fr has 13']);
  });

  it('reports a list whose length is free in the schema but differs from fr', () => {
    const all = modules();
    all.es.pricing.plans[0].features.push('Une de plus');
    expect(linesFor(all)).toEqual([`content/es.ts: pricing.plans[0].features has ${contentModules.fr && (contentModules.fr as any).pricing.plans[0].features.length + 1} items where fr has ${(contentModules.fr as any).pricing.plans[0].features.length}`]);
  });

  it('reports an extra key', () => {
    const all = modules();
    all.es.about.story.subtitle = 'En trop';
    expect(linesFor(all)).toEqual(['content/es.ts: about.story.subtitle is an extra key']);
  });

  it('reports a wrong type', () => {
    const all = modules();
    all.de.contact.hero.title = 42;
    expect(linesFor(all)).toEqual(['content/de.ts: contact.hero.title has the wrong type: expected string, found number']);
  });

  it('reports every problem of every language at once, fr first', () => {
    const all = modules();
    delete all.en.notFound.homeLink;
    all.de.legal.privacy.rights.paragraphs[3] = '';
    all.fr.support.cta.button = '';
    expect(linesFor(all)).toEqual([
      'content/fr.ts: support.cta.button is empty',
      'content/en.ts: notFound.homeLink is missing',
      'content/de.ts: legal.privacy.rights.paragraphs[3] is empty',
    ]);
  });

  it('reports items out of order against fr by their id', () => {
    const all = modules();
    const steps = all.it.home.howItWorks.steps;
    [steps[0], steps[1]] = [steps[1], steps[0]];
    expect(linesFor(all)).toEqual([
      'content/it.ts: home.howItWorks.steps[0].id is "rights" where fr has "curation"',
      'content/it.ts: home.howItWorks.steps[1].id is "curation" where fr has "rights"',
    ]);
  });

  it('reports an unknown id value from the schema', () => {
    const all = modules();
    all.en.home.demo.roles[0].id = 'ceo';
    const lines = linesFor(all);
    expect(lines).toContain('content/en.ts: home.demo.roles[0].id is "ceo" where fr has "cmo"');
    expect(lines.some((line) => line.startsWith('content/en.ts: home.demo.roles[0].id is "ceo"; expected one of ') && line.includes('"digital_marketing_manager"'))).toBe(true);
  });

  it('reports placeholders that differ from fr and names that facts.ts lacks', () => {
    const all = modules();
    const frText: string = (contentModules.fr as any).home.demo.success.text;
    expect(frText).toContain('{replyHours}');
    all.de.home.demo.success.text = 'Wir melden uns innerhalb von 24 Stunden.';
    all.es.footer = undefined;
    delete all.es.footer;
    all.es.common.footer.copyright = '© {year} {brandNam}';
    expect(linesFor(all)).toEqual([
      'content/de.ts: home.demo.success.text uses placeholders none where fr uses {replyHours}',
      'content/es.ts: common.footer.copyright uses {brandNam}, which content/facts.ts does not define',
      'content/es.ts: common.footer.copyright uses placeholders {brandNam} {year} where fr uses {brandName} {year}',
    ]);
  });

  it('reports a text longer than its key allows (a header label, a button, a meta title)', () => {
    const all = modules();
    all.de.common.header.demoButton = 'Eine Demo für Ihre Marke anfragen';
    expect(linesFor(all)).toEqual(['content/de.ts: common.header.demoButton is 33 characters long; the layout allows at most 24']);
  });

  it('reports a whole missing language module section', () => {
    const all = modules();
    delete all.it.legal;
    expect(linesFor(all)).toEqual(['content/it.ts: legal is missing']);
  });
});
