/** Typography per language: each rule on sample strings, what the check refuses, and the glossary. */
import { describe, expect, it } from 'vitest';
import { glossary, glossaryProblems } from '../../content/glossary';
import { asRead, typeset, typographyProblems } from '../../content/typography';
import { validateLocales, formatProblems } from '../../schema/validate';
import { contentModules } from '../../content/index';

const nbsp = '\u00a0';
const nnbsp = '\u202f';

describe('typeset: French', () => {
  it('puts a narrow no-break space before ; ! ? (replacing an ordinary space)', () => {
    expect(typeset('Oups ! Une question ? Oui ; non', 'fr')).toBe(`Oups${nnbsp}! Une question${nnbsp}? Oui${nnbsp}; non`);
  });
  it('puts a no-break space before : and inside « »', () => {
    expect(typeset('Réponse : « oui »', 'fr')).toBe(`Réponse${nbsp}: «${nbsp}oui${nbsp}»`);
    expect(typeset('«oui»', 'fr')).toBe(`«${nbsp}oui${nbsp}»`);
  });
  it('leaves times and URLs alone', () => {
    expect(typeset('à 9:30, https://example.com?x=1', 'fr')).toBe('à 9:30, https://example.com?x=1');
  });
  it('applies no French rule to other languages', () => {
    expect(typeset('Request sent!', 'en')).toBe('Request sent!');
    expect(typeset('Note: yes', 'en')).toBe('Note: yes');
  });
});

describe('typeset: every language', () => {
  it('turns an apostrophe between letters into ’', () => {
    expect(typeset("l'équipe", 'fr')).toBe('l’équipe');
    expect(typeset("don't", 'en')).toBe('don’t');
    expect(typeset("dell'azienda", 'it')).toBe('dell’azienda');
  });
  it('writes a negative figure with the minus sign U+2212', () => {
    expect(typeset('-60 % de coûts', 'fr')).toBe(`\u221260${nbsp}% de coûts`);
    expect(typeset('costs (-60%)', 'en')).toBe('costs (\u221260%)');
    // A hyphen inside a word or a range stays a hyphen (the word joiners of a short compound aside).
    expect(asRead(typeset('Add-to-Cart, 2019-2024', 'en'))).toBe('Add-to-Cart, 2019-2024');
  });
  it('keeps a spaced dash with the word before it', () => {
    expect(typeset('Kundenfotos nutzen – mit Zustimmung', 'de')).toBe('Kundenfotos nutzen\u00a0– mit Zustimmung');
    expect(typeset(typeset('a – b', 'en'), 'en')).toBe('a\u00a0– b');
  });
  it('keeps a short part with its neighbour: a word joiner after the hyphen, nowhere else', () => {
    expect(typeset('E-commerce et e-mail', 'fr')).toBe('E-\u2060commerce et e-\u2060mail');
    expect(typeset('automatic follow-ups, no-obligation call, sign-off.', 'en')).toBe('automatic follow-\u2060ups, no-\u2060obligation call, sign-\u2060off.');
    // Two long parts, or a pair too long for a phone's column, may break; so may a range.
    expect(typeset('Geschäftliche E-Mail-Adresse', 'de')).toBe('Geschäftliche E-\u2060Mail-Adresse');
    expect(typeset('Add-to-Cart-Rate, UGC-Lebenszyklus, Content-Kosten, 2019-2024', 'de')).toBe('Add-\u2060to-\u2060Cart-Rate, UGC-Lebenszyklus, Content-Kosten, 2019-2024');
    // An address is left as written.
    expect(typeset('hello@ugc-studio.fr, www.ugc-studio.fr/mentions-legales', 'fr')).toBe('hello@ugc-studio.fr, www.ugc-studio.fr/mentions-legales');
    expect(typeset('Kundenfotos und -videos', 'de')).toBe('Kundenfotos und\u00a0-\u2060videos');
    expect(typeset(typeset('E-commerce follow-ups', 'en'), 'en')).toBe(typeset('E-commerce follow-ups', 'en'));
  });
  it('never breaks between a number and its unit, and spaces a glued hour count', () => {
    expect(typeset('sous 24h ouvrées', 'fr')).toBe(`sous 24${nbsp}h ouvrées`);
    expect(typeset('en 24h', 'es')).toBe(`en 24${nbsp}h`);
    expect(typeset('within 24h', 'en')).toBe('within 24h');
    expect(typeset('9 AM to 6 PM', 'en')).toBe(`9${nbsp}AM to 6${nbsp}PM`);
    expect(typeset('9 am to 6 pm', 'en')).toBe(`9${nbsp}am to 6${nbsp}pm`);
    expect(typeset('in 48 h', 'de')).toBe(`in 48${nbsp}h`);
    expect(typeset('30 min demo', 'en')).toBe(`30${nbsp}min demo`);
    expect(typeset('en 30 minutes environ, sous 24 heures', 'fr')).toBe(`en 30${nbsp}minutes environ, sous 24${nbsp}heures`);
    expect(typeset('in rund 30 Minuten, innerhalb von 24 Stunden', 'de')).toBe(`in rund 30${nbsp}Minuten, innerhalb von 24${nbsp}Stunden`);
    expect(typeset('entro 24 ore, 30 minuti', 'it')).toBe(`entro 24${nbsp}ore, 30${nbsp}minuti`);
    expect(typeset('24 horas, 30 minutos', 'es')).toBe(`24${nbsp}horas, 30${nbsp}minutos`);
    expect(typeset('9–18 Uhr', 'de')).toBe(`9–18${nbsp}Uhr`);
    expect(typeset('9 Uhr', 'de')).toBe(`9${nbsp}Uhr`);
    expect(typeset('10 Mio. Inhalte', 'de')).toBe(`10${nbsp}Mio. Inhalte`);
    // A retention period or a notice reads whole ("Speicherdauer: 3 | Jahre" was seen on a phone).
    expect(typeset('Speicherdauer: 3 Jahre, Frist 30 Tage, 1 Monat', 'de')).toBe(`Speicherdauer: 3${nbsp}Jahre, Frist 30${nbsp}Tage, 1${nbsp}Monat`);
    expect(typeset('3 ans, 25 mois, 1 an', 'fr')).toBe(`3${nbsp}ans, 25${nbsp}mois, 1 an`);
    // A word that merely starts like a unit is not a unit.
    expect(typeset('3 marques, 2 hats', 'en')).toBe('3 marques, 2 hats');
    expect(typeset('5 Marken', 'de')).toBe('5 Marken');
  });
  it('is idempotent', () => {
    for (const [text, locale] of [['Oups ! 24h, -60 %', 'fr'], ["it's 48 h", 'en']] as const) {
      expect(typeset(typeset(text, locale), locale)).toBe(typeset(text, locale));
    }
  });
});

describe('typographyProblems: what cannot be applied mechanically', () => {
  it('refuses "...", doubled spaces, spaces at the ends and straight quotes outside words', () => {
    expect(typographyProblems('Envoi...', 'fr')).toEqual(['has "...": type the ellipsis character …']);
    expect(typographyProblems('two  spaces', 'en')).toEqual(['has a doubled space']);
    expect(typographyProblems(' lead', 'en')).toEqual(['starts or ends with a space']);
    expect(typographyProblems('a "quote"', 'en')).toHaveLength(1);
    expect(typographyProblems("a 'quote'", 'en')).toHaveLength(1);
    expect(typographyProblems("l'équipe", 'fr')).toEqual([]);
    expect(typographyProblems('Envoi…', 'fr')).toEqual([]);
  });
  it('refuses French high punctuation glued to a word', () => {
    expect(typographyProblems('Oups!', 'fr')).toHaveLength(1);
    expect(typographyProblems('Question?', 'fr')).toHaveLength(1);
    expect(typographyProblems('Note: oui', 'fr')).toHaveLength(1);
    expect(typographyProblems('Oups !', 'fr')).toEqual([]);
    expect(typographyProblems('Request sent!', 'en')).toEqual([]);
  });
  it('is reported by the one content check with language and path', () => {
    const de = structuredClone(contentModules.de) as { home: { hero: { title: string } } };
    de.home.hero.title = 'Mehr...';
    const problems = formatProblems(validateLocales({ fr: contentModules.fr, de }));
    expect(problems).toContain('content/de.ts: home.hero.title has "...": type the ellipsis character …');
  });
});

describe('glossary', () => {
  it('holds the terms the reviews require', () => {
    const terms = (locale: keyof typeof glossary) => (glossary[locale] ?? []).map((entry) => entry.term);
    expect(terms('de')).toEqual(expect.arrayContaining(['Creator', 'Paket']));
    expect(terms('it')).toEqual(expect.arrayContaining(['raccolta', 'assistenza']));
    expect(terms('es')).toContain('Acuerdo de nivel de servicio (SLA)');
    expect(terms('en')).toContain('demo');
  });
  it('refuses a forbidden variant as a whole word, any case, naming the term to use', () => {
    expect(glossaryProblems('Die Urheber werden gefragt', 'de', 'home.hero.title')).toEqual([
      expect.stringMatching(/^uses “Urheber”, which the glossary forbids: write “Creator”/),
    ]);
    expect(glossaryProblems('URHEBER', 'de', 'x')).toHaveLength(1);
    expect(glossaryProblems('Urheberrecht', 'de', 'x')).toEqual([]);
    expect(glossaryProblems('Urheber', 'fr', 'x')).toEqual([]);
  });
  it('skips the paths an entry excepts (the spec’s exact strings)', () => {
    expect(glossaryProblems('your demonstration', 'en', 'home.demo.success.text')).toEqual([]);
    expect(glossaryProblems('your demonstration', 'en', 'contact.hero.title')).toHaveLength(1);
  });
  it('keeps the native-copy fixes of the 2026-11 reviews', () => {
    // de: the German plural, one word for working days, the searches named for what they are.
    expect(glossaryProblems('Bitten Sie die Creators um ihre Zustimmung.', 'de', 'home.hero.subtitle')).toHaveLength(1);
    expect(glossaryProblems('mit Zustimmung des Creators', 'de', 'home.hero.subtitle')).toEqual([]);
    expect(glossaryProblems('Antwort in 24 Stunden (werktags)', 'de', 'demo.highlights[0]')).toHaveLength(1);
    expect(glossaryProblems('Gleichzeitig aktive Kuratierungs-Flows', 'de', 'pricing.limits.curationFlows')).toHaveLength(1);
    // it, es: no "curation"; es: a time zone, not a schedule.
    expect(glossaryProblems('Curation intelligente', 'it', 'home.features.items[4].title')).toHaveLength(1);
    expect(glossaryProblems('Flujos de curación simultáneos', 'es', 'pricing.limits.curationFlows')).toHaveLength(1);
    expect(glossaryProblems('en tu mismo horario', 'es', 'support.hero.subtitle')).toHaveLength(1);
    // en: one working day; no image right or prize tax in a UK text.
    expect(glossaryProblems('replies within 24 hours on working days', 'en', 'contact.hero.subtitle')).toHaveLength(1);
    expect(glossaryProblems('copyright, image rights, trademarks', 'en', 'legal.terms.paragraphs[4]')).toHaveLength(1);
    expect(glossaryProblems('official rules, participants’ data, prize taxation', 'en', 'useCases.items[4].note')).toHaveLength(2);
    // The Enterprise plan's dedicated 24/7 support is named where it is offered, nowhere else.
    expect(glossaryProblems('Dedicated 24/7 support', 'en', 'pricing.plans[2].features[3]')).toEqual([]);
    expect(glossaryProblems('Support 24/7', 'en', 'pricing.reassurance.chips[3]')).toHaveLength(1);
  });
  it('is reported by the one content check with language, path and term', () => {
    const de = structuredClone(contentModules.de) as { home: { hero: { title: string } } };
    de.home.hero.title = 'Inhalte der Urheber';
    const problems = formatProblems(validateLocales({ fr: contentModules.fr, de }));
    expect(problems).toMatch(/^content\/de\.ts: home\.hero\.title uses “Urheber”, which the glossary forbids: write “Creator”/m);
  });
});
