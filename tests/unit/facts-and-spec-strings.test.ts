/** Facts are well-formed, and the exact strings the spec gives are kept in every language. */
import { describe, expect, it } from 'vitest';
import { asRead, typeset } from '../../content/typography';
import { planLimits } from '../../content/facts';
import { contentFor } from '../../content/index';
import type { TranslatedLocale } from '../../content/locales';

describe('facts', () => {
  // Links, e-mail, phone and country: tests/unit/facts-guard.test.ts (each is real and well-formed, or a placeholder).
  it('plan limits grow from Starter to Enterprise (unlimited)', () => {
    expect(planLimits.starter).toEqual({ brands: 1, users: 3, curationFlows: 5, assets: 3, monthlyContent: 1000 });
    expect(planLimits.professional).toEqual({ brands: 2, users: 5, curationFlows: 20, assets: 10, monthlyContent: 10000 });
    expect(Object.values(planLimits.enterprise).every((limit) => limit === null)).toBe(true);
  });
});

/** The spec's strings, per language (section 4 and 8, the header and home buttons). */
const specStrings: Record<TranslatedLocale, Record<string, (c: ReturnType<typeof contentFor>) => string>> = {
  fr: {
    'Envoi...': (c) => c.home.demo.submitting,
    'Envoi en cours...': (c) => c.contact.form.submitting,
    // Spec §3: the fr contact form labels the role 'Poste'.
    Poste: (c) => c.contact.form.fields.role.label,
    Erreur: (c) => c.home.demo.failure.title,
    "Une erreur s'est produite. Veuillez réessayer.": (c) => c.home.demo.failure.text,
    'Demande envoyée !': (c) => c.home.demo.success.title,
    'Nous vous contacterons sous 24h pour programmer votre démonstration.': (c) => c.home.demo.success.text,
    'Demander une démo': (c) => c.common.header.demoButton,
    'Demander une démo pour votre marque': (c) => c.home.cta.button,
    'Avantage concurrentiel': (c) => c.home.features.advantageBadge,
    'Notre différence clé': (c) => c.home.howItWorks.keyDifferenceBadge,
  },
  en: {
    'Sending...': (c) => c.home.demo.submitting,
    Error: (c) => c.home.demo.failure.title,
    'An error occurred. Please try again.': (c) => c.home.demo.failure.text,
    'Request sent!': (c) => c.home.demo.success.title,
    'We will contact you within 24h to schedule your demonstration.': (c) => c.home.demo.success.text,
    'Message sent!': (c) => c.contact.form.success.title,
    'We will get back to you within 24 hours.': (c) => c.contact.form.success.text,
    'Request a demo': (c) => c.common.header.demoButton,
    'Oops! Page not found': (c) => c.notFound.title,
    'Unexpected Application Error!': (c) => c.common.appError.title,
  },
  de: {
    'Senden...': (c) => c.home.demo.submitting,
    'Wird gesendet...': (c) => c.contact.form.submitting,
    Fehler: (c) => c.home.demo.failure.title,
    'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.': (c) => c.home.demo.failure.text,
    'Anfrage gesendet!': (c) => c.home.demo.success.title,
    'Nachricht gesendet!': (c) => c.contact.form.success.title,
  },
  it: {
    'Invio...': (c) => c.home.demo.submitting,
    'Invio in corso...': (c) => c.contact.form.submitting,
    Errore: (c) => c.home.demo.failure.title,
    'Si è verificato un errore. Riprova per favore.': (c) => c.home.demo.failure.text,
  },
  es: {
    'Enviando...': (c) => c.home.demo.submitting,
    Error: (c) => c.home.demo.failure.title,
    'Ocurrió un error. Por favor intenta de nuevo.': (c) => c.home.demo.failure.text,
  },
};

describe('the spec’s exact strings', () => {
  for (const [locale, strings] of Object.entries(specStrings) as [TranslatedLocale, (typeof specStrings)['fr']][]) {
    it(`${locale} keeps their wording; only the typography changes (… for ..., no-break spaces, ’)`, () => {
      const content = contentFor(locale);
      for (const [expected, read] of Object.entries(strings)) expect(read(content)).toBe(typeset(expected.replace('...', '…'), locale));
    });
  }

  it('the fr price reads the spec’s “Sur mesure”', () => {
    expect(asRead(contentFor('fr').pricing.priceOnRequest)).toMatch(/^Sur mesure\b/);
  });

  it.each(['fr', 'en', 'de', 'it', 'es'] as const)('%s: the Enterprise plan names the spec’s dedicated 24/7 support', (locale) => {
    const enterprise = contentFor(locale).pricing.plans.find((plan) => plan.id === 'enterprise')!;
    expect(enterprise.features.filter((feature) => /24\/7|24\s?h\/24/.test(asRead(feature)))).toHaveLength(1);
  });

  it('the role options keep the spec’s fr and en labels, in order', () => {
    // As read: the word joiner the typography puts after a one-letter prefix ("E-⁠commerce") has no width.
    const visibleLabels = (locale: 'fr' | 'en') => contentFor(locale).home.demo.roles.map((role) => asRead(role.label));
    expect(visibleLabels('fr')).toEqual([
      'CMO',
      'Directeur Contenu / Brand Content',
      'Directeur E-commerce',
      'CDO (Chief Digital Officer)',
      'Responsable Marketing Digital',
      'Autre',
    ]);
    expect(visibleLabels('en')).toEqual([
      'CMO',
      'Content Director / Brand Content',
      'Chief E-commerce',
      'CDO (Chief Digital Officer)',
      'Digital Marketing Manager',
      'Other',
    ]);
    // de: "the same list with E-Commerce Leiter and Andere" (the compound hyphenated as German writes it).
    const de = Object.fromEntries(contentFor('de').home.demo.roles.map((role) => [role.id, asRead(role.label)]));
    expect([de.ecommerce_director, de.other]).toEqual(['E-Commerce-Leiter', 'Andere']);
    expect(contentFor('en').contact.form.reasons.map((reason) => reason.label)).toEqual([
      'Request a demo',
      'Get a quote',
      'Technical support',
      'Partnership inquiry',
      'Press & media',
      'Other',
    ]);
  });
});
