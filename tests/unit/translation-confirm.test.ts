/**
 * content:confirm keeps translators' work: the confirm steps the docs give (docs/COMMON-CHANGES.md,
 * TRANSLATING.md) record only the strings they name or the out-of-date ones, and a whole-language
 * confirm refuses to change a state recorded against the current fr text unless told to overwrite.
 */
import { describe, expect, it } from 'vitest';
import { contentModules } from '../../content/index';
import { translatedLocales } from '../../content/locales';
import { textsOf } from '../../content/tree';
import { confirmTranslations, readLock, type TranslationLock } from '../../scripts/translation/lock';

type Modules = Record<string, any>;
const others = translatedLocales.filter((locale) => locale !== 'fr');

/** The committed lock, which holds translated and reviewed states: what a careless confirm would erase. */
function committedLock(): TranslationLock {
  const lock = readLock();
  for (const locale of others) {
    const states = Object.values(lock[locale]!).map((entry) => entry.state);
    expect(states, `${locale} has translated and reviewed states to keep`).toEqual(expect.arrayContaining(['translated', 'reviewed']));
  }
  return lock;
}

/** Every entry of `before` that `after` holds differently (state, who, when or fr text), but the `except` paths. */
function changedEntries(before: TranslationLock, after: TranslationLock, except: readonly string[] = []): string[] {
  return others.flatMap((locale) =>
    Object.keys(before[locale]!)
      .filter((stringPath) => !except.includes(stringPath) && JSON.stringify(after[locale]![stringPath]) !== JSON.stringify(before[locale]![stringPath]))
      .map((stringPath) => `${locale} ${stringPath}`),
  );
}

describe('the documented confirm steps keep every other state', () => {
  it('a new page: content:confirm -- <lang> <page key>, in each language', () => {
    const all = structuredClone(contentModules) as Modules;
    const before = committedLock();
    for (const locale of translatedLocales) all[locale].zzTestOnlyPage = { meta: { title: `Title ${locale}`, description: `Description ${locale}` } };
    let lock = before;
    for (const locale of others) {
      const result = confirmTranslations(all, lock, locale, ['zzTestOnlyPage'], {}, { by: 'maintainer' });
      expect(result.confirmed, locale).toEqual(['zzTestOnlyPage.meta.title', 'zzTestOnlyPage.meta.description']);
      lock = result.lock;
    }
    expect(changedEntries(before, lock)).toEqual([]);
    for (const locale of others) expect(lock[locale]!['zzTestOnlyPage.meta.title']).toMatchObject({ state: 'final', source: 'Title fr' });
  });

  it('a new string and a changed one: content:confirm -- <lang> --out-of-date records those two only', () => {
    const all = structuredClone(contentModules) as Modules;
    const before = committedLock();
    const features: string[] = all.fr.pricing.plans[0].features;
    const added = `pricing.plans[0].features[${features.length}]`;
    for (const locale of translatedLocales) all[locale].pricing.plans[0].features.push(`New feature (${locale})`);
    all.fr.home.hero.title = `${all.fr.home.hero.title} !`;
    let lock = before;
    for (const locale of others) {
      const result = confirmTranslations(all, lock, locale, [], {}, { outOfDateOnly: true });
      expect(result.confirmed, locale).toEqual(['home.hero.title', added]);
      expect(result.refused).toEqual([]);
      lock = result.lock;
    }
    expect(changedEntries(before, lock, ['home.hero.title'])).toEqual([]);
  });

  it('an identical re-run changes nothing, who and when included', () => {
    const before = committedLock();
    for (const locale of others) {
      const result = confirmTranslations(contentModules, before, locale, [], {}, { outOfDateOnly: true, by: 'someone else' });
      expect(result.confirmed).toEqual([]);
      expect(changedEntries(before, result.lock)).toEqual([]);
    }
  });
});

describe('a whole-language confirm', () => {
  it('refuses to change a translated or reviewed state, writing nothing, and lists each change', () => {
    const lock = committedLock();
    for (const locale of others) {
      const result = confirmTranslations(contentModules, lock, locale);
      const kept = Object.entries(lock[locale]!).filter(([, entry]) => entry.state !== 'final');
      expect(result.refused, locale).toEqual(kept.map(([stringPath, entry]) => ({ path: stringPath, from: entry.state, to: 'final' })));
      expect(result.lock).toBe(lock);
      expect(result.confirmed).toEqual([]);
    }
  });

  it('refuses to lower a final state to reviewed', () => {
    const lock = committedLock();
    const result = confirmTranslations(contentModules, lock, 'de', [], {}, { state: 'reviewed' });
    expect(result.refused.filter((change) => change.from === 'final').length).toBe(Object.values(lock.de!).filter((entry) => entry.state === 'final').length);
    expect(result.lock).toBe(lock);
  });

  it('records new strings and leaves the states already asked as they were, when no other would change', () => {
    const all = structuredClone(contentModules) as Modules;
    const lock = committedLock();
    const onlyFinal: TranslationLock = { ...lock, es: Object.fromEntries(Object.entries(lock.es!).filter(([, entry]) => entry.state === 'final')) };
    const result = confirmTranslations(all, onlyFinal, 'es', [], {}, { by: 'maintainer' });
    expect(result.refused).toEqual([]);
    expect(result.unchanged).toHaveLength(Object.keys(onlyFinal.es!).length);
    expect(result.confirmed).toHaveLength(textsOf(all.fr).size - result.unchanged.length);
    for (const [stringPath, entry] of Object.entries(onlyFinal.es!)) expect(result.lock.es![stringPath]).toEqual(entry);
  });

  it('with overwriteStates (--overwrite-states) records every string in the asked state', () => {
    const lock = committedLock();
    const result = confirmTranslations(contentModules, lock, 'it', [], {}, { overwriteStates: true });
    expect(result.refused).toEqual([]);
    expect(new Set(Object.values(result.lock.it!).map((entry) => entry.state))).toEqual(new Set(['final']));
  });
});
