/**
 * Translators in their own tools: a language exported to XLIFF 2.0 and PO is read by independent
 * readers (the `xliff` library, gettext-parser, `msgfmt -c`), and imported back into a copy of the
 * project by the real command: unchanged it writes nothing, an edited target lands in
 * content/<lang>.ts (and nothing else in it changes), and every refusal names its unit and writes nothing.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { po } from 'gettext-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import xliff2js from 'xliff/xliff2js';
import { contentModules } from '../../content/index';
import { textsOf } from '../../content/tree';
import { exportLanguage } from '../../scripts/translation/exchange';
import { lockOf } from '../../scripts/translation/lock';
import { copyProject, type ProjectCopy } from '../../tooling/project-copy';

const frTexts = textsOf(contentModules.fr);
const deTexts = textsOf(contentModules.de);

describe('export', () => {
  it('XLIFF 2.0: one unit per string, read by the xliff library, placeholders as <ph>, states and notes', async () => {
    const text = exportLanguage(contentModules, 'de', 'xliff');
    expect(text).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0"');
    expect(text).toContain('srcLang="fr" trgLang="de"');
    const read = await xliff2js(text);
    expect(read.sourceLanguage).toBe('fr');
    expect(read.targetLanguage).toBe('de');
    const units = read.resources.content!;
    expect(Object.keys(units)).toHaveLength(frTexts.size);
    const logo = units['common.header.logoLabel']!;
    expect(logo.additionalAttributes?.name).toBe('common.header.logoLabel');
    expect(JSON.stringify(logo.source)).toContain('"disp":"{brandName}"');
    expect(text).toMatch(/<unit id="common\.header\.logoLabel" name="common\.header\.logoLabel">\s*<notes>\s*<note category="description">Accessible name of the logo link/);
    expect(text).toMatch(/<unit id="pricing\.plans\.1\.cta" name="pricing\.plans\[1\]\.cta"[^>]*>[\s\S]*?<note category="location">\/de\/pricing<\/note>/);
    // No id or statistic key is a unit.
    expect(Object.keys(units).some((id) => /\.(id|stat)$/.test(id))).toBe(false);
    // Length limits through the Size and Length Restriction module.
    expect(text).toContain('xmlns:slr="urn:oasis:names:tc:xliff:sizerestriction:2.0"');
    expect(text).toMatch(/<unit id="common\.header\.demoButton" name="common\.header\.demoButton" slr:sizeRestriction="24">/);
  });

  it('XLIFF: states from the workflow and the previous fr text of a changed string', () => {
    const all = structuredClone(contentModules) as Record<string, any>;
    const lock = lockOf(all);
    lock.de!['home.hero.title'] = { ...lock.de!['home.hero.title']!, state: 'reviewed' };
    const previous = all.fr.pricing.plans[1].cta;
    all.fr.pricing.plans[1].cta = `${previous} vite`;
    all.de.notFound.homeLink = `TODO(translate): ${all.fr.notFound.homeLink}`;
    const text = exportLanguage(all, 'de', 'xliff', { lock });
    const unit = (id: string) => new RegExp(`<unit id="${id.replace(/[.[\]]/g, '\\$&')}"[\\s\\S]*?</unit>`).exec(text)![0];
    expect(unit('home.hero.title')).toContain('<segment state="reviewed">');
    expect(unit('home.hero.subtitle')).toContain('<segment state="final">');
    expect(unit('pricing.plans.1.cta')).toContain('<segment state="translated">');
    expect(unit('pricing.plans.1.cta')).toContain(`<note category="previous-source">${previous}</note>`);
    expect(unit('notFound.homeLink')).toContain('<segment state="initial">');
    expect(unit('notFound.homeLink')).not.toContain('<target>');
  });

  it('PO: passes msgfmt -c, read by gettext-parser, with context, notes, fuzzy and the previous msgid', () => {
    const all = structuredClone(contentModules) as Record<string, any>;
    const lock = lockOf(all);
    const previous = all.fr.pricing.plans[1].cta;
    all.fr.pricing.plans[1].cta = `${previous} vite`;
    const text = exportLanguage(all, 'it', 'po', { lock });
    const checked = spawnSync('msgfmt', ['-c', '-o', '/dev/null', '-'], { input: text, encoding: 'utf8' });
    expect(checked.status, checked.stderr).toBe(0);
    const parsed = po.parse(text);
    expect(parsed.headers.Language).toBe('it');
    const entries = Object.values(parsed.translations).flatMap((byId) => Object.values(byId)).filter((entry) => entry.msgid);
    expect(entries).toHaveLength(frTexts.size);
    const cta = parsed.translations['pricing.plans[1].cta']![`${previous} vite`]!;
    expect(cta.comments?.flag).toContain('fuzzy');
    expect(cta.comments?.previous).toContain(`msgid "${previous}"`);
    expect(cta.comments?.reference).toBe('/it/pricing');
    const logo = parsed.translations['common.header.logoLabel']!['{brandName}, accueil']!;
    expect(logo.comments?.flag).toBe('python-brace-format');
    expect(logo.comments?.extracted).toMatch(/Accessible name of the logo link/);
  });

  it('msgfmt -c catches a translation that drops a placeholder: the flag is what lets it', () => {
    const text = exportLanguage(contentModules, 'es', 'po').replace(/msgstr "\{brandName\}, inicio"/, 'msgstr "Inicio"');
    expect(text).toContain('msgstr "Inicio"');
    const checked = spawnSync('msgfmt', ['-c', '-o', '/dev/null', '-'], { input: text, encoding: 'utf8' });
    expect(checked.status).not.toBe(0);
  });
});

describe('import, in a copy of the project', () => {
  let copy: ProjectCopy;
  const read = (file: string) => readFileSync(copy.file(file), 'utf8');
  const runImport = (file: string) => copy.run('scripts/content-import.ts', [file]);
  const exported = (locale: string, format: 'xliff' | 'po') => {
    const file = copy.file(`${locale}.${format === 'po' ? 'po' : 'xlf'}`);
    const result = copy.run('scripts/content-export.ts', [locale, '--format', format, '--out', file]);
    expect(result.status, result.stderr).toBe(0);
    return file;
  };

  beforeAll(() => {
    copy = copyProject('site-exchange-');
  });
  afterAll(() => copy.remove());

  it('an unchanged export imported back leaves every content file byte-identical', () => {
    const before = ['content/de.ts', 'content/it.ts', 'content/translations.lock.json'].map(read);
    for (const [locale, format] of [['de', 'xliff'], ['it', 'po']] as const) {
      const result = runImport(exported(locale, format));
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain('nothing to change');
    }
    expect(['content/de.ts', 'content/it.ts', 'content/translations.lock.json'].map(read)).toEqual(before);
  });

  it('an edited target reaches content/<lang>.ts, only that literal changes, and the check passes', () => {
    const file = exported('de', 'xliff');
    const old = deTexts.get('pricing.plans[1].cta')!;
    const edited = readFileSync(file, 'utf8').replace(
      new RegExp(`(<unit id="pricing\\.plans\\.1\\.cta"[\\s\\S]*?)<target>${old}</target>`),
      '$1<target>Jetzt Kontakt aufnehmen</target>',
    );
    writeFileSync(file, edited);
    const before = read('content/de.ts');
    const result = runImport(file);
    expect(result.status, result.stderr).toBe(0);
    const after = read('content/de.ts');
    const changedLines = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
    expect(changedLines).toEqual([expect.stringContaining("'Jetzt Kontakt aufnehmen'")]);
    expect(read('content/translations.lock.json')).toMatch(/"pricing\.plans\[1\]\.cta": \{"state":"final","by":"import"/);
    const check = copy.run('scripts/check.ts');
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
  });

  it('refuses a stale source, a dropped or added placeholder and an unknown unit, naming each, and writes nothing', () => {
    const file = exported('es', 'po');
    let text = readFileSync(file, 'utf8');
    // A stale delivery: the source the translator saw is not the current fr.
    text = text.replace('msgid "Aller au contenu principal"', 'msgid "Aller au contenu"');
    // A dropped placeholder.
    text = text.replace(/(msgctxt "common\.header\.logoLabel"\nmsgid "[^"]*"\nmsgstr ")[^"]*"/, '$1Inicio"');
    // An added placeholder.
    text = text.replace(/(msgctxt "common\.header\.navLabel"\nmsgid "[^"]*"\nmsgstr ")[^"]*"/, '$1Navegación {brandName}"');
    // Over the length limit of a header label (24 characters).
    text = text.replace(/(msgctxt "common\.header\.demoButton"\nmsgid "[^"]*"\nmsgstr ")[^"]*"/, '$1Solicitar una demo para tu marca hoy"');
    // An unknown unit.
    text += '\nmsgctxt "home.nowhere"\nmsgid "Rien"\nmsgstr "Nada"\n';
    writeFileSync(file, text);
    const before = ['content/es.ts', 'content/translations.lock.json'].map(read);
    const result = runImport(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('refused, nothing written (5 units)');
    expect(result.stderr).toMatch(/common\.header\.demoButton: the translation has 36 characters; the layout allows at most 24/);
    expect(result.stderr).toMatch(/common\.skipLink: its source is not the current fr text/);
    expect(result.stderr).toMatch(/common\.header\.logoLabel: the translation has placeholders none where fr has \{brandName\}/);
    expect(result.stderr).toMatch(/common\.header\.navLabel: the translation has placeholders \{brandName\} where fr has none/);
    expect(result.stderr).toMatch(/home\.nowhere: unknown unit/);
    expect(['content/es.ts', 'content/translations.lock.json'].map(read)).toEqual(before);
  });

  it('refuses a translation the content check refuses ("..." typed), naming language and path', () => {
    const file = exported('it', 'xliff');
    const old = textsOf(contentModules.it).get('home.hero.eyebrow')!;
    writeFileSync(file, readFileSync(file, 'utf8').replace(`<target>${old}</target>`, '<target>Piattaforma UGC...</target>'));
    const before = read('content/it.ts');
    const result = runImport(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('content/it.ts: home.hero.eyebrow has "...": type the ellipsis character …');
    expect(read('content/it.ts')).toBe(before);
  });

  it('exports stdout by default and names a bad language or format', () => {
    const out = copy.run('scripts/content-export.ts', ['en', '--format', 'po']);
    expect(out.status).toBe(0);
    expect(out.stdout).toContain('msgctxt "common.skipLink"');
    const bad = copy.run('scripts/content-export.ts', ['xx', '--format', 'po']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('xx is not a language of the site');
    const noFormat = copy.run('scripts/content-export.ts', ['en']);
    expect(noFormat.status).toBe(2);
    expect(noFormat.stderr).toContain('--format xliff or --format po');
    expect(path.isAbsolute(copy.dir)).toBe(true);
  });
});
