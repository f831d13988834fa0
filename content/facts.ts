/**
 * Company facts, numbers, limits and links: one copy for every language.
 *
 * Content strings refer to `placeholders` by name (`{replyHours}`); statistics are referred to by
 * their key in `statistics`, each with its source. Both are formatted per language with Intl (content/format.ts).
 */
import { floodGuard } from '../shared/form-rules.js';
import type { FeatureId, StatKey, StepId } from '../schema/site-content';
import type { TranslatedLocale } from './locales';

/** How a statistic is displayed; the number itself is formatted with Intl per language. */
export type StatFact =
  /** A percentage (0.9 = 90 %); `signed` shows + or -. */
  | { kind: 'percent'; value: number; signed?: boolean }
  /** "At least" a count (or a percentage with `unit`), worded per language: "10M+", "über 10 Mio.". */
  | { kind: 'atLeast'; value: number; unit?: 'percent' }
  /** "9/10". */
  | { kind: 'ratio'; value: number; of: number }
  /** "3×". */
  | { kind: 'multiplier'; value: number };



/**
 * A company fact not known yet. It is a marker, never a look-alike value: pages of a local build
 * show it bracketed (`[settings.siren]`), and a build for a public SITE_URL refuses it, naming it
 * (scripts/facts-guard.ts), unless ALLOW_PLACEHOLDERS=1.
 */
export interface Placeholder {
  readonly placeholder: true;
}

/** A fact that is real or still a placeholder. */
export type Fact<T> = T | Placeholder;

export function placeholder(): Placeholder {
  return { placeholder: true };
}

export function isPlaceholder(value: unknown): value is Placeholder {
  return typeof value === 'object' && value !== null && (value as Partial<Placeholder>).placeholder === true;
}

/**
 * Where a statistic comes from. A figure nobody can back is not published: until its source is
 * known it is a `placeholder()`, which a public build refuses, naming the statistic.
 */
export interface StatSource {
  /** What backs it; each page names the kind in its language. */
  kind: 'customerSurvey' | 'study' | 'platformData';
  /** Who ran the survey or study, or whose data it is (a proper name, shown as it is). */
  who: string;
  /** When it was measured or published (ISO 8601: `2025` or `2025-06`), written per language by Intl. */
  when: string;
  /** Where to read it, when it is public (https). */
  url?: string;
}

/** A statistic the site shows: its figure and its source. */
export interface Statistic {
  figure: StatFact;
  source: Fact<StatSource>;
}

/** A statistic whose source is not known yet. */
const unsourced = (figure: StatFact): Statistic => ({ figure, source: placeholder() });

/**
 * Every statistic the site shows, once; pages name them by key and mark each with a reference to
 * its source (the page's #sources section). Two statistics never say the same thing twice with
 * different figures: "100 % legal certainty" and "99.9 % legal compliance" were one claim, now
 * `documentedRights`, the share of published content whose creator's consent is on record.
 */
export const statistics: Record<StatKey, Statistic> = {
  conversionLift: unsourced({ kind: 'percent', value: 0.9, signed: true }),
  ugcSeekers: unsourced({ kind: 'ratio', value: 9, of: 10 }),
  addToCart: unsourced({ kind: 'multiplier', value: 3 }),
  productionCost: unsourced({ kind: 'percent', value: -0.6, signed: true }),
  engagementLift: unsourced({ kind: 'percent', value: 1.15, signed: true }),
  timeSaved: unsourced({ kind: 'percent', value: 0.8 }),
  documentedRights: unsourced({ kind: 'percent', value: 1 }),
  brands: unsourced({ kind: 'atLeast', value: 50 }),
  contentsProcessed: unsourced({ kind: 'atLeast', value: 10_000_000 }),
  satisfaction: unsourced({ kind: 'percent', value: 0.98 }),
  contentsSourced: unsourced({ kind: 'atLeast', value: 10_000 }),
  supportSatisfaction: unsourced({ kind: 'atLeast', value: 0.9, unit: 'percent' }),
  fashionConversions: unsourced({ kind: 'percent', value: 1.5, signed: true }),
  fashionEngagement: unsourced({ kind: 'percent', value: 0.9, signed: true }),
  fashionOrderValue: unsourced({ kind: 'percent', value: 2, signed: true }),
  beautySocialRoi: unsourced({ kind: 'multiplier', value: 2 }),
  beautyContentCost: unsourced({ kind: 'percent', value: -0.6, signed: true }),
  beautyReach: unsourced({ kind: 'percent', value: 3, signed: true }),
};

/** A telephone number in E.164 (`+33123456789`): the `tel:` href; it is displayed per language. */
export interface PhoneNumber {
  e164: string;
}

/** An amount of money, formatted per language with Intl. */
export interface Money {
  amount: number;
  /** ISO 4217 code. */
  currency: string;
}

export interface PostalAddress {
  streetAddress: Fact<string>;
  postalCode: Fact<string>;
  city: Fact<string>;
  /** ISO 3166 code; the country's name is written per language by Intl. */
  countryCode: Fact<string>;
}

/** A hosting provider, as LCEN art. 1-1, as renumbered in 2024 asks: name, address, phone. */
export interface HostFacts {
  name: Fact<string>;
  address: PostalAddress;
  phone: Fact<PhoneNumber>;
}

const unknownAddress = (): PostalAddress => ({
  streetAddress: placeholder(),
  postalCode: placeholder(),
  city: placeholder(),
  countryCode: placeholder(),
});

/**
 * The company as the legal page names it (LCEN art. 1-1, as renumbered in 2024, GDPR art. 13), and its public links.
 * Replace every `placeholder()` with the real value before a public build.
 */
export const settings = {
  /** Brand shown in the logo and titles (not the legal name). */
  brandName: 'UGC Studio',
  /** Registered company name (dénomination sociale). */
  legalName: placeholder() as Fact<string>,
  /** Legal form as registered, e.g. SAS. */
  legalForm: placeholder() as Fact<string>,
  shareCapital: placeholder() as Fact<Money>,
  headOffice: {
    streetAddress: placeholder(),
    postalCode: '93500',
    city: 'Pantin',
    countryCode: 'FR',
  } as PostalAddress,
  /** Registre du commerce et des sociétés: the court registry's city and the registration number. */
  rcsCity: placeholder() as Fact<string>,
  rcsNumber: placeholder() as Fact<string>,
  siren: placeholder() as Fact<string>,
  /** Intra-EU VAT number (FR + key + SIREN). */
  vatNumber: placeholder() as Fact<string>,
  phone: placeholder() as Fact<PhoneNumber>,
  email: placeholder() as Fact<string>,
  /** Directeur de la publication: a natural person, usually the legal representative. */
  publicationDirector: placeholder() as Fact<string>,
  /** Where visitors exercise their data-protection rights (the DPO's address if one is appointed). */
  privacyEmail: placeholder() as Fact<string>,
  /** Host of the static site (LCEN art. 1-1, as renumbered in 2024). */
  siteHost: { name: placeholder(), address: unknownAddress(), phone: placeholder() } as HostFacts,
  /** Host of the database that stores the form submissions (a processor under GDPR art. 28). */
  databaseHost: { name: placeholder(), address: unknownAddress(), phone: placeholder() } as HostFacts,
  bookingUrl: placeholder() as Fact<string>,
  instagramUrl: placeholder() as Fact<string>,
  linkedinUrl: placeholder() as Fact<string>,
};

/** A customer's quote, as the person said it, with the translations the customer approved. */
export interface CustomerQuote {
  text: string;
  /** The language it was said in: the quote is shown in it wherever no approved translation exists. */
  lang: TranslatedLocale;
  person: string;
  /** The person's role, in the quote's language. */
  role: string;
  /** Approved translations, by language (text and role). */
  translations?: Partial<Record<TranslatedLocale, { text: string; role: string }>>;
}

/**
 * A customer the site names: only with the customer's recorded permission, never invented. The
 * content check (scripts/content-check.ts) validates each entry.
 */
export interface Customer {
  /** Stable key, lower-case words joined by hyphens (`maison-dupont`). */
  id: string;
  /** The customer's name, as it writes it. */
  name: string;
  logo: {
    /** An SVG file in public/customers/ (`maison-dupont.svg`), served as it is. */
    file: string;
    /** The logo's alt text in every language (usually the name, as each market writes it). */
    alt: Record<TranslatedLocale, string>;
  };
  /** When the customer allowed the site to show its name, logo and quote (ISO 8601 date). */
  permissionDate: string;
  quote?: CustomerQuote;
}

/**
 * The customers the home, use-cases and pricing pages show (logos, and the first quote). Empty
 * until a customer gives its permission: the pages then show no proof section at all.
 */
export const customers: Customer[] = [];

/** Each placeholder object under `facts` with its path (`settings.siren`), in declaration order. */
function placeholdersOf(facts: object, prefix: string): [Placeholder, string][] {
  return Object.entries(facts).flatMap(([key, value]: [string, unknown]): [Placeholder, string][] => {
    const path = `${prefix}.${key}`;
    if (isPlaceholder(value)) return [[value, path]];
    if (typeof value === 'object' && value !== null) return placeholdersOf(value, path);
    return [];
  });
}

/**
 * Every group of facts a public page may state, by the name its paths start with. Each group is
 * walked for placeholders: a local build shows them bracketed, a public build refuses them, naming
 * each (scripts/facts-guard.ts). A new kind of fact (a source, a channel, a processor) joins here.
 */
const publicFacts: Record<string, object> = { settings, statistics };

const factPlaceholders = Object.entries(publicFacts).flatMap(([name, group]) => placeholdersOf(group, name));

/** Every fact still a placeholder, by path (`settings.siren`), in declaration order. */
export function placeholderPaths(): string[] {
  return factPlaceholders.map(([, path]) => path);
}

/** The path of each placeholder object, for the bracketed label a local build shows. */
export const placeholderLabels: ReadonlyMap<Placeholder, string> = new Map(factPlaceholders);

/** Date of the legal page's last revision (ISO 8601); shown per language with Intl. */
export const legalLastUpdated = '2026-11-23';

/** How long prospects' data (demo requests, contact messages) is kept after the last contact. */
export const prospectRetentionYears = 3;

/** Plan limits; `null` means unlimited. */
export interface PlanLimits {
  brands: number | null;
  users: number | null;
  curationFlows: number | null;
  assets: number | null;
  monthlyContent: number | null;
}

export const planLimits = {
  starter: { brands: 1, users: 3, curationFlows: 5, assets: 3, monthlyContent: 1_000 },
  professional: { brands: 2, users: 5, curationFlows: 20, assets: 10, monthlyContent: 10_000 },
  enterprise: { brands: null, users: null, curationFlows: null, assets: null, monthlyContent: null },
} satisfies Record<'starter' | 'professional' | 'enterprise', PlanLimits>;

/** The plan marked "most popular". */
export const popularPlan = 'professional';

/**
 * Values a content string may name as `{placeholder}`. Numbers are formatted per language;
 * text values are used as they are.
 */
export const placeholders = {
  brandName: settings.brandName,
  contactEmail: settings.email,
  streetAddress: settings.headOffice.streetAddress,
  postalCode: settings.headOffice.postalCode,
  city: settings.headOffice.city,
  legalName: settings.legalName,
  legalForm: settings.legalForm,
  shareCapital: settings.shareCapital,
  rcsCity: settings.rcsCity,
  rcsNumber: settings.rcsNumber,
  siren: settings.siren,
  vatNumber: settings.vatNumber,
  phone: settings.phone,
  publicationDirector: settings.publicationDirector,
  privacyEmail: settings.privacyEmail,
  siteHostName: settings.siteHost.name,
  databaseHostName: settings.databaseHost.name,
  prospectRetentionYears,
  /** How long the database remembers a submission's network address (hashed) for the flood guard. */
  floodWindowMinutes: floodGuard.windowMinutes,
  foundedYear: { year: 2019 },
  replyHours: 24,
  emailResponseHours: 4,
  appointmentHours: 24,
  setupHours: 48,
  demoMinutes: 30,
  /**
   * Opening days and hours, Paris time, written per language by Intl into the language's
   * `common.formats.businessHours` pattern ("du lundi au vendredi, de 9 h à 18 h (heure de Paris)").
   */
  businessHours: { days: ['monday', 'friday'], opens: 9, closes: 18 },
  /** The languages the team supports customers in (ISO 639-1), named per language by Intl. */
  supportLanguages: { languages: ['fr', 'en'] },
  cookieConsentMonths: 12,
  minimumAge: 14,
  starterMonthlyContent: planLimits.starter.monthlyContent,
  professionalMonthlyContent: planLimits.professional.monthlyContent,
} as const;

export type PlaceholderName = keyof typeof placeholders;

/** Feature cards flagged as a competitive advantage. */
export const advantageFeatures: readonly FeatureId[] = ['historicalContent', 'rightsRequests', 'automatedFollowUp'];

/** The how-it-works step flagged as the key difference. */
export const keyDifferenceStep: StepId = 'rights';
