/**
 * The translator workflow (scripts/translation/): status counts, out-of-date tracking with the
 * lock file and the previous fr text, review states, confirmation, minor fr edits and the
 * identical-to-fr allow-list.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentModules } from '../../content/index';
import { translatedLocales } from '../../content/locales';
import type { SiteContent } from '../../schema/site-content';
import { formatProblems } from '../../schema/validate';
import { textsOf as stringsOf } from '../../content/tree';
import {
  confirmTranslations,
  lockFile,
  lockOf,
  markSourceEditMinor,
  readAllowList,
  readLock,
  serializeLock,
  type IdenticalAllowList,
} from '../../scripts/translation/lock';
import { formatStatus, statusSummary, translationStatus, wordDiff, type TranslationStatus } from '../../scripts/translation/status';

type Modules = Record<string, any>;

/** A fresh deep copy of the real modules: the fixtures each test changes. */
function modules(): Modules {
  return structuredClone(contentModules) as Modules;
}

function counts(status: TranslationStatus, locale: string) {
  const language = status.languages.find((l) => l.locale === locale)!;
  return {
    missing: language.missing.length,
    empty: language.empty.length,
    toTranslate: language.toTranslate.length,
    identical: language.identical.length,
    outOfDate: language.outOfDate.length,
  };
}

const clean = { missing: 0, empty: 0, toTranslate: 0, identical: 0, outOfDate: 0 };
const others = translatedLocales.filter((locale) => locale !== 'fr');
const frStrings = stringsOf(contentModules.fr).size;

describe('content:status', () => {
  it('counts strings and skips ids and stat keys', () => {
    const paths = [...stringsOf(contentModules.fr).keys()];
    expect(paths).toContain('pricing.plans[1].cta');
    expect(paths.some((p) => /\.(id|stat)$/.test(p))).toBe(false);
    expect(paths.length).toBeGreaterThan(400);
  });

  it('reads the committed lock and allow-list: every translated language, in canonical form', () => {
    // Out of date and identical strings are warnings: the real content may have some at any time.
    const status = translationStatus(contentModules, readLock(), readAllowList());
    expect(status.ok).toBe(true);
    expect(Object.keys(readLock())).toEqual(others);
    expect(Object.keys(readAllowList())).toEqual(others);
    // As the scripts write it: languages, then fr's paths, one entry per line.
    expect(readFileSync(lockFile, 'utf8')).toBe(serializeLock(readLock(), translatedLocales, contentModules.fr));
  });

  it('counts missing, empty, still-marked and identical strings per language, and fails only on errors', () => {
    const all = modules();
    const lock = lockOf(all);
    delete all.de.pricing.plans[1].cta;
    delete all.de.legal; // a whole section: every string under it is missing
    all.en.home.hero.title = '';
    all.it.home.hero.subtitle = `TODO(translate): ${all.fr.home.hero.subtitle}`;
    all.es.notFound.homeLink = all.fr.notFound.homeLink;

    const status = translationStatus(all, lock, readAllowList());
    const legalStrings = stringsOf((contentModules.fr as SiteContent).legal).size;
    expect(status.strings).toBe(frStrings);
    expect(counts(status, 'fr')).toEqual(clean);
    expect(counts(status, 'de')).toEqual({ ...clean, missing: 1 + legalStrings });
    expect(counts(status, 'en')).toEqual({ ...clean, empty: 1 });
    expect(counts(status, 'it')).toEqual({ ...clean, toTranslate: 1 });
    expect(counts(status, 'es')).toEqual({ ...clean, identical: 1 });
    expect(status.ok).toBe(false);
    expect(formatProblems(status.problems).split('\n')).toEqual([
      'content/en.ts: home.hero.title is empty',
      'content/de.ts: legal is missing',
      'content/de.ts: pricing.plans[1].cta is missing',
      'content/it.ts: home.hero.subtitle is not translated yet',
    ]);

    const report = formatStatus(status, all);
    expect(report).toMatch(/^language +strings +missing +empty +to translate +identical to fr +allowed +out of date +translated +reviewed +final$/m);
    expect(report).toMatch(new RegExp(`^de +${frStrings} +${1 + legalStrings} +0 +0 +0 +\\d+ +0 +0 +0 +\\d+$`, 'm'));
    expect(report).toContain('content/es.ts: 1 identical to fr');
    expect(report).toContain(`notFound.homeLink  ${JSON.stringify(all.fr.notFound.homeLink)}`);
    expect(report).toMatch(/FAILED: 4 errors/);
  });

  it('warns only (exit 0) when strings are identical to fr or out of date', () => {
    const all = modules();
    const lock = lockOf(all);
    all.de.home.hero.eyebrow = all.fr.home.hero.eyebrow;
    all.fr.home.hero.title = 'Un nouveau titre';
    const status = translationStatus(all, lock, readAllowList());
    expect(status.ok).toBe(true);
    expect(formatStatus(status, all)).toContain('OK: the build accepts every language; 5 warnings (identical to fr, out of date).');
  });
});

describe('out-of-date tracking', () => {
  it('a changed fr string is out of date in every other language until each confirms it', () => {
    const all = modules();
    let lock = lockOf(all);
    all.fr.pricing.plans[1].cta = 'Parler à un expert';

    let status = translationStatus(all, lock, readAllowList());
    for (const locale of others) {
      expect(status.languages.find((l) => l.locale === locale)!.outOfDate, locale).toEqual(['pricing.plans[1].cta']);
    }
    expect(formatStatus(status, all)).toContain(`pricing.plans[1].cta\n    fr: "Parler à un expert"\n    de: ${JSON.stringify(all.de.pricing.plans[1].cta)}`);

    // The German translator updates the string and confirms it: de is clean, the others are not.
    all.de.pricing.plans[1].cta = 'Mit einem Experten sprechen';
    const result = confirmTranslations(all, lock, 'de', ['pricing.plans[1].cta']);
    expect(result.confirmed).toEqual(['pricing.plans[1].cta']);
    expect(result.updated).toEqual(['pricing.plans[1].cta']);
    lock = result.lock;
    expect(lock.de!['pricing.plans[1].cta']).toMatchObject({ source: 'Parler à un expert', state: 'final' });

    status = translationStatus(all, lock, readAllowList());
    expect(counts(status, 'de')).toEqual(clean);
    for (const locale of ['en', 'it', 'es']) expect(counts(status, locale), locale).toEqual({ ...clean, outOfDate: 1 });

    // The lock survives a write and read: serialized in a stable order, only the de entry changed.
    const before = serializeLock(lockOf(modules()), translatedLocales, all.fr).split('\n');
    const after = serializeLock(lock, translatedLocales, all.fr).split('\n');
    expect(after.length).toBe(before.length);
    const changed = after.filter((line, index) => line !== before[index]);
    expect(changed).toHaveLength(1);
    expect(JSON.parse(`{${changed[0]!.replace(/,$/, '')}}`)).toEqual({ 'pricing.plans[1].cta': expect.objectContaining({ source: 'Parler à un expert', state: 'final' }) });
  });

  it('a new fr string is missing in every other language (and the build says so)', () => {
    const all = modules();
    const lock = lockOf(all);
    all.fr.pricing.plans[0].features.push('Une nouvelle fonctionnalité');
    const added = `pricing.plans[0].features[${all.fr.pricing.plans[0].features.length - 1}]`;

    const status = translationStatus(all, lock, readAllowList());
    expect(status.ok).toBe(false);
    for (const locale of others) {
      expect(counts(status, locale), locale).toEqual({ ...clean, missing: 1 });
      expect(status.languages.find((l) => l.locale === locale)!.missing).toEqual([added]);
      expect(status.problems.filter((p) => p.locale === locale).map((p) => p.path)).toEqual(['pricing.plans[0].features']);
    }
    // Once translated it is out of date (never confirmed) until confirmed.
    for (const locale of others) all[locale].pricing.plans[0].features.push(`new ${locale}`);
    const translated = translationStatus(all, lock, readAllowList());
    expect(translated.ok).toBe(true);
    for (const locale of others) expect(translated.languages.find((l) => l.locale === locale)!.outOfDate).toEqual([added]);
  });

  it('confirm names paths and their subtrees, never confirms untranslated strings, and refuses fr or unknown paths', () => {
    const all = modules();
    const lock = {};
    all.it.pricing.plans[1].features[0] = '';
    const result = confirmTranslations(all, lock, 'it', ['pricing.plans[1]']);
    expect(result.confirmed.every((p) => p.startsWith('pricing.plans[1].'))).toBe(true);
    expect(result.confirmed.length).toBe(stringsOf(all.fr.pricing.plans[1]).size - 1);
    expect(result.skipped).toEqual([{ path: 'pricing.plans[1].features[0]', reason: 'is empty' }]);
    expect(() => confirmTranslations(all, lock, 'fr')).toThrow(/fr is the source language/);
    expect(() => confirmTranslations(all, lock, 'it', ['pricing.plans[9]'])).toThrow(/"pricing.plans\[9\]": no such string in content\/fr.ts/);
    expect(() => confirmTranslations(all, lock, 'xx')).toThrow(/xx is not a language of the site/);
  });
});

describe('the previous fr text, review states and minor edits', () => {
  it('shows what changed in fr as a word diff beside the out-of-date translation', () => {
    const all = modules();
    const lock = lockOf(all);
    const before: string = all.fr.pricing.plans[1].cta;
    all.fr.pricing.plans[1].cta = `${before} dès aujourd’hui`;
    const status = translationStatus(all, lock, readAllowList());
    expect(status.languages.find((l) => l.locale === 'de')!.previousSource.get('pricing.plans[1].cta')).toBe(before);
    expect(formatStatus(status, all, { only: ['de'] })).toContain(`    fr change: ${before} {+dès aujourd’hui+}`);
    expect(wordDiff('Parler à un expert', 'Parler à un conseiller')).toBe('Parler à un [-expert-]{+conseiller+}');
  });

  it('records translated, reviewed and final per string, with who and when, and counts them', () => {
    const all = modules();
    let lock = lockOf(all, { state: 'translated' });
    lock = confirmTranslations(all, lock, 'it', ['pricing'], {}, { state: 'reviewed', by: 'Giulia', at: '2026-11-20' }).lock;
    lock = confirmTranslations(all, lock, 'it', ['pricing.plans[1]'], {}, { by: 'Marco', at: '2026-11-21' }).lock;
    expect(lock.it!['pricing.plans[1].cta']).toEqual({ source: all.fr.pricing.plans[1].cta, state: 'final', by: 'Marco', at: '2026-11-21' });
    expect(lock.it!['pricing.hero.title']).toMatchObject({ state: 'reviewed', by: 'Giulia', at: '2026-11-20' });

    const status = translationStatus(all, lock, readAllowList());
    const it = status.languages.find((l) => l.locale === 'it')!;
    const pricing = [...stringsOf(all.fr.pricing).keys()].length;
    const plan = [...stringsOf(all.fr.pricing.plans[1]).keys()].length;
    expect(it.final.length).toBe(plan);
    expect(it.reviewed.length).toBe(pricing - plan);
    expect(it.translated.length).toBe(frStrings - pricing);
    expect(formatStatus(status, all)).toMatch(new RegExp(`^it +${frStrings} +0 +0 +0 +\\d+ +\\d+ +0 +${frStrings - pricing} +${pricing - plan} +${plan}$`, 'm'));
  });

  it('a minor fr edit keeps every translation as it was, in its state', () => {
    const all = modules();
    let lock = lockOf(all);
    all.fr.home.hero.title = `${all.fr.home.hero.title} `.trimEnd().replace(/s\b/, 's'); // same text: nothing to move
    all.fr.home.hero.subtitle = all.fr.home.hero.subtitle.replace(/\.$/, ' !');
    expect(translationStatus(all, lock, readAllowList()).languages.find((l) => l.locale === 'es')!.outOfDate).toEqual(['home.hero.subtitle']);
    const { lock: next, moved } = markSourceEditMinor(all, lock, ['home.hero']);
    for (const locale of others) expect(moved[locale], locale).toEqual(['home.hero.subtitle']);
    lock = next;
    for (const locale of others) expect(translationStatus(all, lock, readAllowList()).languages.find((l) => l.locale === locale)!.outOfDate, locale).toEqual([]);
    expect(() => markSourceEditMinor(all, lock, [])).toThrow(/name the fr strings/);
    expect(() => markSourceEditMinor(all, lock, ['home.nowhere'])).toThrow(/no such string/);
  });

  it('sums strings and words to translate, update and review per language (content:status --json)', () => {
    const all = modules();
    const lock = lockOf(all);
    delete all.de.notFound.homeLink; // new for de
    all.fr.pricing.plans[1].cta = 'Parler à un expert maintenant'; // changed for every language
    delete lock.it!['home.hero.title']; // never confirmed: to review
    const summary = statusSummary(translationStatus(all, lock, readAllowList()), all);
    expect(summary.strings).toBe(frStrings);
    const de = summary.languages.find((l) => l.locale === 'de')!;
    expect(de.new).toEqual({ strings: 1, words: expect.any(Number) });
    expect(de.new.words).toBeGreaterThan(0);
    expect(de.changed).toEqual({ strings: 1, words: 5 });
    const it = summary.languages.find((l) => l.locale === 'it')!;
    expect(it.toReview.strings).toBe(1);
    expect(it.final).toBe(frStrings - 2);
  });
});

describe('identical to fr', () => {
  it('is a warning unless the exact text is on the language’s allow-list, or has no word outside placeholders', () => {
    const all = modules();
    const lock = lockOf(all);
    all.de.home.hero.eyebrow = all.fr.home.hero.eyebrow;
    const allowList: IdenticalAllowList = { de: ['Instagram', 'LinkedIn'] };

    let status = translationStatus(all, lock, allowList);
    const de = () => status.languages.find((l) => l.locale === 'de')!;
    expect(de().identical).toContain('home.hero.eyebrow');
    expect(de().identical).toContain('pricing.plans[0].name'); // 'Starter': not on this list
    expect(de().allowed).toEqual(expect.arrayContaining(['common.footer.links.instagram', 'common.footer.links.linkedin', 'support.channels[2].detail']));
    expect(all.fr.support.channels[2].detail).toBe('{chatHours}');

    allowList.de!.push(all.fr.home.hero.eyebrow);
    status = translationStatus(all, lock, allowList);
    expect(de().identical).not.toContain('home.hero.eyebrow');
    expect(de().allowed).toContain('home.hero.eyebrow');
  });

  it('confirming an identical string records it but keeps the warning until it is allowed', () => {
    const all = modules();
    all.es.notFound.title = all.fr.notFound.title;
    const result = confirmTranslations(all, {}, 'es', ['notFound'], readAllowList());
    expect(result.identical).toEqual([{ path: 'notFound.title', text: all.fr.notFound.title }]);
    const status = translationStatus(all, result.lock, readAllowList());
    const es = status.languages.find((l) => l.locale === 'es')!;
    expect(es.outOfDate.filter((p) => p.startsWith('notFound.'))).toEqual([]);
    expect(es.identical).toEqual(['notFound.title']);
  });
});
