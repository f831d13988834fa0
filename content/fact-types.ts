/**
 * The shapes of the company's facts (content/facts.ts), apart from their values, so that the example
 * facts (content/facts.example.ts) and the company's are typed alike without importing each other.
 */
import type { PopulationUnit, ProcessorRole, ResourceId, StatComparison, StatKey, TransferSafeguard } from '../schema/site-content';
import type { ContractTerms } from './contract-types';
import type { Fact } from './fact';
import type { TranslatedLocale } from './locales';

/** A day of the week, written per language by Intl (content/format.ts). */
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

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



export { isPlaceholder, placeholder, type Fact, type Placeholder } from './fact.js';
export type { ContractTermValue, ContractTerms, Integration, PriceBasis } from './contract-types';

/**
 * What a statistic measures, so that two figures of one quantity can be told apart (their
 * populations or periods differ, and their labels say so) and never state one claim twice.
 */
export type MeasuredQuantity =
  | 'conversionRate'
  | 'addToCartRate'
  | 'engagement'
  | 'reach'
  | 'contentCost'
  | 'curationTime'
  | 'shoppersViewingUgc'
  | 'customerBrands'
  | 'postsAnalysed'
  | 'contentsInLibrary'
  | 'platformSatisfaction'
  | 'supportSatisfaction'
  | 'averageOrderValue'
  | 'socialAdsRoi';

/** Who or what was measured: how many, of what ("412 users surveyed", "1,800 product pages"). */
export interface StatPopulation {
  count: number;
  unit: PopulationUnit;
}

/**
 * Where a statistic comes from, and what it was measured on. A figure nobody can back is not
 * published: until its source is known it is a `placeholder()`, which a public build refuses,
 * naming the statistic. Under each figure the page writes its population, its period and its
 * baseline from here (content/format.ts `formatStatScope`).
 */
export interface StatSource {
  /** What backs it; each page names the kind in its language. */
  kind: 'customerSurvey' | 'study' | 'platformData';
  /** Who ran the survey or study, or whose data it is (a proper name, shown as it is). */
  who: string;
  /**
   * When it was measured (ISO 8601: `2025` or `2025-06`), or the period it covers
   * (`2025-01/2025-06`), written per language by Intl.
   */
  when: string;
  /**
   * Who or what was measured. Every share and every change has one; a count ("50+ brands") is
   * its own population and needs none.
   */
  population?: StatPopulation;
  /** The period a change is measured against (ISO 8601, `2024-09/2025-02`), for a before/after figure. */
  baseline?: string;
  /** What a change is measured against, when it is not an earlier period (`baseline`). */
  comparedWith?: StatComparison;
  /** Where to read it, when it is public (https). */
  url?: string;
}

/** A statistic the site shows: its figure, what it measures, and its source. */
export interface Statistic {
  figure: StatFact;
  measures: MeasuredQuantity;
  source: Fact<StatSource>;
}

/** A statistic as the company states it: its figure and what it measures, before its source is known. */
export type StatisticClaim = Omit<Statistic, 'source'>;


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

/** The data protection officer as the privacy notice names them: a person or a firm, and an address to write to. */
export interface DataProtectionOfficer {
  name: string;
  email: string;
}

/** A representative (UK GDPR art. 27): who, where, and an address to write to. */
export interface Representative {
  name: string;
  address: PostalAddress;
  email: string;
}

/** A hosting provider, as LCEN art. 1-1, as renumbered in 2024 asks: name, address, phone. */
export interface HostFacts {
  name: Fact<string>;
  address: PostalAddress;
  phone: Fact<PhoneNumber>;
}


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
  /** ISO 3166 code of the country it is based in; named per language by Intl beside its quote. */
  countryCode: string;
  logo: {
    /** An SVG file in public/customers/ (`maison-dupont.svg`), served as it is. */
    file: string;
    /** The logo's alt text in every language (usually the name, as each market writes it). */
    /**
     * The logo's alt text per language. Typed as partial (a language added later must not break the
     * types of the customers already written); the content check (scripts/customers-check.ts)
     * requires every language's.
     */
    alt: Partial<Record<TranslatedLocale, string>> & { fr: string };
  };
  /** When the customer allowed the site to show its name, logo and quote (ISO 8601 date). */
  permissionDate: string;
  /**
   * Each proof section shows one quote: home the first quoted customer, use cases the second,
   * pricing the third, the demo page the fourth (with fewer quotes, they repeat), counted in this
   * list's order with the quotes said in the page's language first.
   */
  quote?: CustomerQuote;
}


/** Opening days (first and last) and hours, Paris time; written per language by Intl (content/format.ts). */
export interface OpeningHours {
  days: readonly [first: Weekday, last: Weekday];
  opens: number;
  closes: number;
}


/** A recipient of the personal data the site collects (GDPR art. 13(1)(e), art. 28). */
export interface ProcessorFacts {
  name: Fact<string>;
  role: ProcessorRole;
  /** ISO 3166 code of the country where it is established; named per language by Intl. */
  countryCode: Fact<string>;
  /** `eea` exactly when `countryCode` is in the EEA (checked by the content check). */
  safeguard: Fact<TransferSafeguard>;
  /**
   * For a tool visitors reach through a link (the booking page, the live chat): that link. The tool
   * receives what a visitor enters there only once the site links to it, so it is a recipient, and
   * the privacy notice names it, exactly while this link is a real fact.
   */
  reachedThrough?: Fact<string>;
}

/** The company as the legal page names it (LCEN art. 1-1, as renumbered in 2024, GDPR art. 13), and its public links. */
export interface Settings {
  /** Brand shown in the logo and titles (not the legal name). */
  brandName: string;
  /** Registered company name (dénomination sociale). */
  legalName: Fact<string>;
  /** Legal form as registered, e.g. SAS. */
  legalForm: Fact<string>;
  shareCapital: Fact<Money>;
  /** Where the team works: the head office. Pages that say the team is based in a country name this country (`{teamCountry}`). */
  headOffice: PostalAddress;
  /**
   * The country where the platform keeps its customers' data (ISO 3166 code), named per language by
   * Intl wherever a page says where data is hosted (`{dataCountry}`). The content check
   * (content/legal-check.ts) holds the hosts the privacy notice names to it. The strings say "en
   * France", "in Frankreich": a country that takes another preposition or article needs them reworded.
   */
  platformDataCountry: Fact<string>;
  /** Registre du commerce et des sociétés: the court registry's city and the registration number. */
  rcsCity: Fact<string>;
  rcsNumber: Fact<string>;
  siren: Fact<string>;
  /** Intra-EU VAT number (FR + key + SIREN). */
  vatNumber: Fact<string>;
  phone: Fact<PhoneNumber>;
  email: Fact<string>;
  /** Directeur de la publication: a natural person, usually the legal representative. */
  publicationDirector: Fact<string>;
  /** Where visitors exercise their data-protection rights (the DPO's address if one is appointed). */
  privacyEmail: Fact<string>;
  /** The data protection officer (GDPR art. 37 to 39); `null` once it is settled that none is appointed. */
  dataProtectionOfficer: Fact<DataProtectionOfficer | null>;
  /** The representative in the United Kingdom (UK GDPR art. 27); `null` once it is settled that none is needed. */
  ukRepresentative: Fact<Representative | null>;
  /** Host of the static site (LCEN art. 1-1, as renumbered in 2024). */
  siteHost: HostFacts;
  /** How many days the site host keeps its technical logs (IP address, pages requested). */
  hostLogRetentionDays: Fact<number>;
  /** Host of the database that stores the form submissions (a processor under GDPR art. 28). */
  databaseHost: HostFacts;
  bookingUrl: Fact<string>;
  instagramUrl: Fact<string>;
  linkedinUrl: Fact<string>;
}

/** The support channels that are not the company's e-mail, phone or booking page. */
export interface Channels {
  /** The live chat: the address of the provider's hosted chat page, opened as a link (a widget script would break the CSP). */
  chatUrl: Fact<string>;
  /** When the chat is staffed. */
  chatHours: OpeningHours;
}

/**
 * One complete set of the facts a public page may state: the company's own (content/facts.ts), or
 * the example company's that rehearses the launch (content/facts.example.ts, `FACTS=example`).
 */
export interface FactSet {
  settings: Settings;
  statistics: Record<StatKey, Statistic>;
  /** Named only with the customer's recorded permission, never invented. */
  customers: Customer[];
  /** Where the customers' logo files are, from the project root (served as `/customers/<file>`). */
  customerLogoDir: string;
  channels: Channels;
  /** Self-service resources of the support page, each its own link (API docs, video tutorials, knowledge base). */
  resources: Record<ResourceId, Fact<string>>;
  /** Every recipient of the personal data the site collects; the privacy notice is written from them. */
  processors: Record<string, ProcessorFacts>;
  contract: ContractTerms;
}
