/**
 * A creator gives a brand permission to reuse a post (fr « accord », en "permission", de
 * „Zustimmung“, it "autorizzazione", es "autorización"); "consent" is the GDPR legal basis, which
 * only the privacy notice discusses. The glossary keeps the two apart outside the legal page.
 */
import { describe, expect, it } from 'vitest';
import { glossaryProblems } from '../../content/glossary';
import { contentModules } from '../../content/index';
import { translatedLocales } from '../../content/locales';
import { textsOf } from '../../content/tree';

const gdprConsent = { fr: 'consentement', en: 'consent', de: 'Einwilligung', it: 'consenso', es: 'consentimiento' } as const;
const creatorPermission = { fr: 'accord', en: 'permission', de: 'Zustimmung', it: 'autorizzazione', es: 'autorización' } as const;

describe('creator permission is not GDPR consent', () => {
  it.each(translatedLocales)('%s: the consent word appears only on the legal page', (locale) => {
    const word = new RegExp(`(?<![\\p{L}])${gdprConsent[locale]}`, 'iu');
    const outside = [...textsOf(contentModules[locale])].filter(([path, text]) => !path.startsWith('legal.') && word.test(text));
    expect(outside).toEqual([]);
  });

  it.each(translatedLocales)('%s: the documented-rights claim names the creator’s permission', (locale) => {
    const texts = textsOf(contentModules[locale]);
    for (const path of ['home.benefits.items[3].title', 'pricing.reassurance.tiles[0].title']) {
      expect(texts.get(path), path).toMatch(new RegExp(creatorPermission[locale], 'iu'));
    }
  });

  it('the glossary refuses the consent word for creators, and keeps it for the privacy notice', () => {
    expect(glossaryProblems('con il consenso di ogni creator', 'it', 'home.cta.text')).toEqual([expect.stringMatching(/^uses “consenso”.*“autorizzazione del creator”/)]);
    expect(glossaryProblems('Consentimiento documentado', 'es', 'home.benefits.items[3].title')).toHaveLength(1);
    expect(glossaryProblems('pide permiso a cada creador', 'es', 'home.hero.subtitle')).toHaveLength(1);
    expect(glossaryProblems('Documented consent', 'en', 'pricing.reassurance.tiles[0].title')).toHaveLength(1);
    expect(glossaryProblems('mit Einwilligung der Creator', 'de', 'about.story.paragraphs[2]')).toHaveLength(1);
    expect(glossaryProblems('le consentement du créateur', 'fr', 'home.cta.text')).toHaveLength(1);
    expect(glossaryProblems('nessun banner vi chiede il consenso', 'it', 'legal.cookies.paragraphs[0]')).toEqual([]);
    expect(glossaryProblems('Where processing is based on your consent', 'en', 'legal.privacy.rights.points[2]')).toEqual([]);
  });
});

/**
 * What the creator states when accepting (buyer reviews 2026-11-28: minors, the friend who took the
 * photo, the people shown): an adult, who took the photo themselves, with the agreement of anyone in it.
 * The same three statements wherever the licence's conditions are listed.
 */
const creatorStatements: Record<(typeof translatedLocales)[number], readonly RegExp[]> = {
  fr: [/majeur/iu, /pris (la photo|lui-même la photo)/u, /personnes (visibles|qui y apparaissent)/u],
  en: [/18 or over/u, /took (it|the photo or video) (yourself|themselves)/u, /everyone (in it|shown in it)/u],
  de: [/volljährig/u, /selbst gemacht/u, /alle abgebildeten (Personen )?einverstanden/iu],
  it: [/maggiorenne/u, /(scattato tu la foto|autore della foto)/u, /chi vi compare/u],
  es: [/mayor de edad/u, /(la foto es tuya|autor de la foto)/u, /quienes aparecen/u],
};

describe('the licence a creator accepts', () => {
  it.each(translatedLocales)('%s: the request preview, the FAQ and the terms carry the creator’s statements', (locale) => {
    const texts = textsOf(contentModules[locale]);
    for (const path of ['previews.request', 'contact.faq.items[3].answer', 'legal.terms.paragraphs[4]']) {
      for (const statement of creatorStatements[locale]) expect(texts.get(path), `${path} ${statement}`).toMatch(statement);
    }
  });
});
