/**
 * Company facts, numbers, limits and links: one copy for every language.
 *
 * Content strings refer to `placeholders` by name (`{replyHours}`); statistics are referred to by
 * their key in `statistics`, each with its source. Both are formatted per language with Intl (content/format.ts).
 *
 * The facts a public page states come in one of two sets, chosen by the FACTS environment variable
 * for every command (build, dev, start, tests, scripts): the company's own below (FACTS unset), each
 * real or a `placeholder()`; or, with FACTS=example, the complete fictional company of
 * content/facts.example.ts that rehearses the launch (never publishable: scripts/facts-guard.ts).
 */
import { floodGuard, leadRetention } from '../shared/form-rules.js';
import { audienceRetention } from '../shared/measurement.js';
import type { AuthorityId, FeatureId, ResourceId, StatKey, StepId } from '../schema/site-content';
import type {
  Channels,
  ContractTerms,
  ContractTermValue,
  Customer,
  Fact,
  FactSet,
  OpeningHours,
  Placeholder,
  PostalAddress,
  ProcessorFacts,
  Settings,
  Statistic,
  StatisticClaim,
} from './fact-types';
import { exampleFacts } from './facts.example.js';
import type { TranslatedLocale } from './locales';
import { isPlaceholder, placeholder } from './fact-types.js';

export * from './fact-types.js';

/** The two sets of facts: the company's, or the example company's (FACTS=example). */
export type FactsChoice = 'company' | 'example';

/** Reads the FACTS switch; anything but unset, empty or `example` is a mistake worth stopping for. */
export function factsChoiceOf(value: string | undefined): FactsChoice {
  if (value === undefined || value === '') return 'company';
  if (value === 'example') return 'example';
  throw new Error(`FACTS is ${JSON.stringify(value)}: leave it unset for the company's facts (content/facts.ts), or set FACTS=example for the example company's (content/facts.example.ts).`);
}

// Replaced at build time by Vite (vite.config.ts `define`), read from the environment elsewhere.
export const factsChoice: FactsChoice = factsChoiceOf(process.env.FACTS);

/** A statistic whose source is not known yet. */
const unsourced = (claim: StatisticClaim): Statistic => ({ ...claim, source: placeholder() });

/**
 * Every statistic the site shows, once; pages name them by key and mark each with a reference to
 * its source (the page's #sources section). Two statistics never say the same thing twice with
 * different figures: two of one quantity (`measures`) differ in population or period, which each
 * one's label and the line under it say (tests/unit/statistics.test.ts). The spec's "100 % legal
 * safety" is a rule of the product, not a measurement: the pages state it in words (no figure).
 * The figures are the same in both sets (content/facts.example.ts takes them from here); only the sources differ.
 */
export const statisticClaims: Record<StatKey, StatisticClaim> = {
  conversionLift: { figure: { kind: 'percent', value: 0.9, signed: true }, measures: 'conversionRate' },
  ugcSeekers: { figure: { kind: 'ratio', value: 9, of: 10 }, measures: 'shoppersViewingUgc' },
  addToCart: { figure: { kind: 'multiplier', value: 3 }, measures: 'addToCartRate' },
  productionCost: { figure: { kind: 'percent', value: -0.6, signed: true }, measures: 'contentCost' },
  engagementLift: { figure: { kind: 'percent', value: 1.15, signed: true }, measures: 'engagement' },
  timeSaved: { figure: { kind: 'percent', value: 0.8 }, measures: 'curationTime' },
  brands: { figure: { kind: 'atLeast', value: 50 }, measures: 'customerBrands' },
  contentsProcessed: { figure: { kind: 'atLeast', value: 10_000_000 }, measures: 'postsAnalysed' },
  satisfaction: { figure: { kind: 'percent', value: 0.98 }, measures: 'platformSatisfaction' },
  contentsSourced: { figure: { kind: 'atLeast', value: 10_000 }, measures: 'contentsInLibrary' },
  supportSatisfaction: { figure: { kind: 'atLeast', value: 0.9, unit: 'percent' }, measures: 'supportSatisfaction' },
  fashionConversions: { figure: { kind: 'percent', value: 1.5, signed: true }, measures: 'conversionRate' },
  fashionEngagement: { figure: { kind: 'percent', value: 0.9, signed: true }, measures: 'engagement' },
  fashionOrderValue: { figure: { kind: 'percent', value: 2, signed: true }, measures: 'averageOrderValue' },
  beautySocialRoi: { figure: { kind: 'multiplier', value: 2 }, measures: 'socialAdsRoi' },
  beautyContentCost: { figure: { kind: 'percent', value: -0.6, signed: true }, measures: 'contentCost' },
  beautyReach: { figure: { kind: 'percent', value: 3, signed: true }, measures: 'reach' },
};

const companyStatistics = Object.fromEntries(Object.entries(statisticClaims).map(([key, claim]) => [key, unsourced(claim)])) as Record<StatKey, Statistic>;
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
const companySettings: Settings = {
  /** Brand shown in the logo and titles (not the legal name). */
  brandName: 'UGC Studio',
  /** Registered company name (dénomination sociale). */
  legalName: placeholder(),
  /** Legal form as registered, e.g. SAS. */
  legalForm: placeholder(),
  shareCapital: placeholder(),
  /**
   * Where the team works: the head office. Pages that say the team is based in a country name this
   * country (`{teamCountry}`).
   */
  headOffice: {
    streetAddress: placeholder(),
    postalCode: '93500',
    city: 'Pantin',
    countryCode: 'FR',
  },
  /**
   * The country where the platform keeps its customers' data (ISO 3166 code), named per language by
   * Intl wherever a page says where data is hosted (`{dataCountry}`: pricing, demo, support,
   * FAQ). The product spec states it plainly ("data hosted in France", with the head office in
   * Pantin), so it is a real value. The content check (content/legal-check.ts) holds the hosts the
   * privacy notice names to it: a site or database host established elsewhere contradicts the claim.
   * The strings say "en France", "in Frankreich", "in Francia": a country that takes another
   * preposition or article (au Portugal, aux Pays-Bas, in der Schweiz) needs them reworded.
   */
  platformDataCountry: 'FR',
  /** Registre du commerce et des sociétés: the court registry's city and the registration number. */
  rcsCity: placeholder(),
  rcsNumber: placeholder(),
  siren: placeholder(),
  /** Intra-EU VAT number (FR + key + SIREN). */
  vatNumber: placeholder(),
  phone: placeholder(),
  email: placeholder(),
  /** Directeur de la publication: a natural person, usually the legal representative. */
  publicationDirector: placeholder(),
  /** Where visitors exercise their data-protection rights (the DPO's address if one is appointed). */
  privacyEmail: placeholder(),
  /**
   * The data protection officer (GDPR art. 37 to 39), named on the legal page (art. 13(1)(b)). `null`
   * once it is settled that none is appointed: the page then shows no DPO line.
   */
  dataProtectionOfficer: placeholder(),
  /**
   * The representative in the United Kingdom (UK GDPR art. 27), named on the legal page of the
   * markets whose authorities include the ICO (`marketAuthorities`). `null` once it is settled that
   * none is needed (art. 27(2)): the page then shows no representative line.
   */
  ukRepresentative: placeholder(),
  /** Host of the static site (LCEN art. 1-1, as renumbered in 2024). */
  siteHost: { name: placeholder(), address: unknownAddress(), phone: placeholder() },
  /**
   * How many days the site host keeps its technical logs (IP address, pages requested): its
   * contract or its documentation says; the privacy notice states it as `{hostLogRetentionDays}`.
   */
  hostLogRetentionDays: placeholder(),
  /** Host of the database that stores the form submissions (a processor under GDPR art. 28). */
  databaseHost: { name: placeholder(), address: unknownAddress(), phone: placeholder() },
  bookingUrl: placeholder(),
  instagramUrl: placeholder(),
  linkedinUrl: placeholder(),
};

/**
 * The customers the home, use-cases and pricing pages show (logos, and the first quote). Empty
 * until a customer gives its permission: the pages then show no proof section at all.
 */
const companyCustomers: Customer[] = [];

/** Business hours: Monday to Friday, 9:00 to 18:00, Paris time. */
const businessHours: OpeningHours = { days: ['monday', 'friday'], opens: 9, closes: 18 };

/**
 * The support channels that are not the company's e-mail, phone or booking page (those are in
 * `settings`). Each button of the support page leads to its own channel, never elsewhere: while a
 * link is a placeholder the page shows it bracketed in the button's place.
 */
const companyChannels: Channels = {
  /**
   * The live chat: the address of the provider's hosted chat page (Crisp, Intercom, HubSpot and
   * tawk.to each give one), opened as a link. A widget script would break the strict CSP and the
   * pages' zero JavaScript, so the site links to the chat rather than embedding it.
   */
  chatUrl: placeholder(),
  /** When the chat is staffed. */
  chatHours: businessHours,
};

/** Self-service resources of the support page, each its own link (API docs, video tutorials, knowledge base). */
const companyResources: Record<ResourceId, Fact<string>> = {
  /** The public API documentation. */
  apiDocs: placeholder(),
  /** Where the video tutorials are watched (a video channel or playlist, or the help centre's video page). */
  tutorials: placeholder(),
  /** The knowledge base (help centre). */
  knowledgeBase: placeholder(),
};

/** The resource marked "popular" on the support page. */
export const popularResource: ResourceId = 'apiDocs';

const companyProcessors: Record<string, ProcessorFacts> = {
  siteHost: {
    name: companySettings.siteHost.name,
    role: 'siteHosting',
    countryCode: companySettings.siteHost.address.countryCode,
    safeguard: placeholder(),
  },
  databaseHost: {
    name: companySettings.databaseHost.name,
    role: 'formDatabase',
    countryCode: companySettings.databaseHost.address.countryCode,
    safeguard: placeholder(),
  },
  /** The chat tool (Slack, Teams…) whose webhook posts each lead to sales: LEAD_WEBHOOK_URL. */
  leadWebhook: { name: placeholder(), role: 'leadChat', countryCode: placeholder(), safeguard: placeholder() },
  /** The mail provider (SMTP) that e-mails each lead to sales: SMTP_URL. */
  leadEmail: { name: placeholder(), role: 'leadEmail', countryCode: placeholder(), safeguard: placeholder() },
  /** The booking tool behind `settings.bookingUrl`: a recipient once the site links to it. */
  bookingTool: { name: placeholder(), role: 'booking', countryCode: placeholder(), safeguard: placeholder(), reachedThrough: companySettings.bookingUrl },
  /** The live-chat provider behind `channels.chatUrl`: a recipient once the site links to it. */
  chatTool: { name: placeholder(), role: 'liveChat', countryCode: placeholder(), safeguard: placeholder(), reachedThrough: companyChannels.chatUrl },
};

/**
 * What procurement and legal ask first (the pricing page's contract basics and questions). Each is
 * the company's to state: the term, billing, notice, currency and VAT, what counts against a plan's
 * quota and what happens at its limit, the integrations by name and status, how content is
 * collected and permission asked (content/contract-types.ts says what each value means).
 */
const companyContract: ContractTerms = {
  minimumTermMonths: placeholder(),
  billingPeriods: placeholder(),
  noticeDays: placeholder(),
  prices: placeholder(),
  quotaCounting: placeholder(),
  atQuota: placeholder(),
  integrations: placeholder(),
  contentSourcing: placeholder(),
  permissionRequest: placeholder(),
  dataProcessingAgreement: placeholder(),
  platformProcessors: placeholder(),
  security: placeholder(),
  enterpriseUptime: placeholder(),
  creatorData: placeholder(),
  creatorLicence: placeholder(),
};

/** The company's own facts. */
const companyFacts: FactSet = {
  settings: companySettings,
  statistics: companyStatistics,
  customers: companyCustomers,
  customerLogoDir: 'public/customers',
  channels: companyChannels,
  resources: companyResources,
  processors: companyProcessors,
  contract: companyContract,
};

/** The set every page, check and command of this run states. */
const facts: FactSet = factsChoice === 'example' ? exampleFacts(statisticClaims) : companyFacts;

export const settings: Settings = facts.settings;
export const statistics: Record<StatKey, Statistic> = facts.statistics;
export const customers: readonly Customer[] = facts.customers;
export const customerLogoDir: string = facts.customerLogoDir;
export const channels: Channels = facts.channels;
export const resources: Record<ResourceId, Fact<string>> = facts.resources;
export const contract: ContractTerms = facts.contract;

/**
 * Every recipient of the personal data the site collects (GDPR art. 13(1)(e), art. 28), with where it
 * is established and the transfer safeguard (chapter V). The privacy notice's processor list and its
 * transfers sentence are written from this list (content/legal.ts): "no transfer outside the EEA" is
 * only said when every entry is `eea`. The hosts share their name and country with `settings`.
 * The lead-delivery channels are optional (LEAD_WEBHOOK_URL, LEAD_EMAIL_TO with SMTP_URL): remove
 * an entry whose channel is not configured in production, add one for any new recipient. A tool
 * reached through a link (booking, chat) is a recipient only while the site links to it.
 */
export const processors: Record<string, ProcessorFacts> = Object.fromEntries(
  Object.entries(facts.processors).filter(([, processor]) => processor.reachedThrough === undefined || !isPlaceholder(processor.reachedThrough)),
);

/** The European Economic Area: the EU 27, Iceland, Liechtenstein and Norway (ISO 3166). */

export const eeaCountryCodes: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
  'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO',
]);

/** A supervisory authority, as a complaint reaches it: official name, postal address, website. */
export interface AuthorityFacts {
  /** Official name in the language of the page that shows it. */
  name: string;
  address?: { lines: readonly string[]; countryCode: string };
  website: string;
}

/**
 * Data-protection authorities (public bodies: names, addresses and sites as they publish them).
 * The CNIL is the lead authority (the controller's main establishment is in France, GDPR art. 56).
 */
export const authorities: Record<AuthorityId, AuthorityFacts> = {
  cnil: {
    name: 'Commission nationale de l’informatique et des libertés (CNIL)',
    address: { lines: ['3 place de Fontenoy', 'TSA 80715', '75334 Paris Cedex 07'], countryCode: 'FR' },
    website: 'https://www.cnil.fr',
  },
  ico: {
    name: 'Information Commissioner’s Office (ICO)',
    address: { lines: ['Wycliffe House', 'Water Lane', 'Wilmslow', 'Cheshire SK9 5AF'], countryCode: 'GB' },
    website: 'https://ico.org.uk',
  },
  /** Germany has one authority per Land (§ 40 BDSG); the Datenschutzkonferenz lists them. */
  germanLand: {
    name: 'Datenschutzaufsichtsbehörden der Länder (Verzeichnis der Datenschutzkonferenz)',
    website: 'https://www.datenschutzkonferenz-online.de',
  },
  austriaDsb: {
    name: 'Österreichische Datenschutzbehörde',
    address: { lines: ['Barichgasse 40–42', '1030 Wien'], countryCode: 'AT' },
    website: 'https://www.dsb.gv.at',
  },
  swissFdpic: {
    name: 'Eidgenössischer Datenschutz- und Öffentlichkeitsbeauftragter (EDÖB)',
    address: { lines: ['Feldeggweg 1', '3003 Bern'], countryCode: 'CH' },
    website: 'https://www.edoeb.admin.ch',
  },
  garante: {
    name: 'Garante per la protezione dei dati personali',
    address: { lines: ['Piazza Venezia 11', '00187 Roma'], countryCode: 'IT' },
    website: 'https://www.garanteprivacy.it',
  },
  aepd: {
    name: 'Agencia Española de Protección de Datos (AEPD)',
    address: { lines: ['C/ Jorge Juan, 6', '28001 Madrid'], countryCode: 'ES' },
    website: 'https://www.aepd.es',
  },
};

/**
 * The authorities each market's reader finds on the legal page: the lead authority, then their own.
 * A language added later shows the lead authority's until its market's own are named here.
 */
export const marketAuthorities: Partial<Record<TranslatedLocale, readonly AuthorityId[]>> & { fr: readonly AuthorityId[] } = {
  fr: ['cnil'],
  en: ['cnil', 'ico'],
  de: ['cnil', 'germanLand', 'austriaDsb', 'swissFdpic'],
  it: ['cnil', 'garante'],
  es: ['cnil', 'aepd'],
};

/**
 * Each placeholder object under `facts` with its path (`settings.siren`), in declaration order.
 * A placeholder shared by two groups (a host's name is also a processor's) is named once, by its first path.
 */
function placeholdersOf(facts: object, prefix: string, seen = new Set<Placeholder>()): [Placeholder, string][] {
  return Object.entries(facts).flatMap(([key, value]: [string, unknown]): [Placeholder, string][] => {
    const path = `${prefix}.${key}`;
    if (isPlaceholder(value)) {
      if (seen.has(value)) return [];
      seen.add(value);
      return [[value, path]];
    }
    if (typeof value === 'object' && value !== null) return placeholdersOf(value, path, seen);
    return [];
  });
}

/**
 * Every group of facts a public page may state, by the name its paths start with. Each group is
 * walked for placeholders: a local build shows them bracketed, a public build refuses them, naming
 * each (scripts/facts-guard.ts). A new kind of fact (a source, a channel, a processor) joins here.
 */
const publicFacts: Record<string, object> = { settings, statistics, processors, channels, resources, contract };

const seenPlaceholders = new Set<Placeholder>();
const factPlaceholders = Object.entries(publicFacts).flatMap(([name, group]) => placeholdersOf(group, name, seenPlaceholders));

/** Every fact still a placeholder, by path (`settings.siren`), in declaration order. */
export function placeholderPaths(): string[] {
  return factPlaceholders.map(([, path]) => path);
}

/** The path of each placeholder object, for the bracketed label a local build shows. */
export const placeholderLabels: ReadonlyMap<Placeholder, string> = new Map(factPlaceholders);

/** Date of the legal page's last revision (ISO 8601); shown per language with Intl. */
export const legalLastUpdated = '2026-11-29';

/** How long prospects' data (demo requests, contact messages) is kept; the database deletes it then (forms_guard.housekeeping). */
export const prospectRetentionYears = leadRetention.years;

/**
 * How long the audience statistics (page views per day, page, language, referrer and campaign) are
 * kept; the same housekeeping deletes them then (audience.retention(); the CNIL recommends at most 25 months).
 */
export const audienceRetentionMonths = audienceRetention.months;

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

/** The reply a prospect is promised (forms, contact and demo pages), in working hours. */
const replyHours = 24;

/** A contract fact for a content string: the placeholder itself while it is one (shown bracketed), else its value tagged with its name. */
function contractTerm(term: keyof ContractTerms): Placeholder | ContractTermValue {
  const value = contract[term];
  return isPlaceholder(value) ? value : ({ term, value } as ContractTermValue);
}

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
  /** Where the platform's data is hosted (`settings.platformDataCountry`), named per language by Intl ("France", "Frankreich"). */
  dataCountry: { country: settings.platformDataCountry },
  /** Where the team is based: the head office's country, named per language by Intl. */
  teamCountry: { country: settings.headOffice.countryCode },
  siteHostName: settings.siteHost.name,
  databaseHostName: settings.databaseHost.name,
  prospectRetentionYears,
  audienceRetentionMonths,
  /** How long the database remembers a submission's network address (hashed) for the flood guard. */
  floodWindowMinutes: floodGuard.windowMinutes,
  /**
   * The longest the hashed address is kept: its window, then at most one run of the housekeeping
   * that purges it (and the guard purges expired entries at every submission besides).
   */
  floodFingerprintMaxMinutes: floodGuard.windowMinutes + floodGuard.purgeEveryMinutes,
  /** How long the site host keeps its technical logs (a placeholder until its terms are known). */
  hostLogRetentionDays: settings.hostLogRetentionDays,
  foundedYear: { year: 2019 },
  replyHours,
  /**
   * The same promise as the language words it (`common.formats.replyTime`): "24 h ouvrées", "one
   * working day". A language writes either; the content check takes them for one placeholder.
   */
  replyTime: { workingHours: replyHours },
  emailResponseHours: 4,
  appointmentHours: 24,
  setupHours: 48,
  demoMinutes: 30,
  /**
   * Opening days and hours, Paris time, written per language by Intl into the language's
   * `common.formats.businessHours` pattern ("du lundi au vendredi, de 9 h à 18 h (heure de Paris)").
   */
  businessHours,
  /** When the live chat is staffed, written like `businessHours`. */
  chatHours: channels.chatHours,
  /** The languages the team supports customers in (ISO 639-1), named per language by Intl. */
  supportLanguages: { languages: ['fr', 'en'] },
  /** A demo is given in one of the support languages: the same list, joined by "or". */
  demoLanguages: { languages: ['fr', 'en'], join: 'disjunction' },
  cookieConsentMonths: 12,
  /** Who may open an account: an adult acting for a business (the signatory of a B2B service). */
  minimumAge: 18,
  starterMonthlyContent: planLimits.starter.monthlyContent,
  professionalMonthlyContent: planLimits.professional.monthlyContent,
  /** The contract basics (`contract`), written per language by content/format-contract.ts. */
  minimumTerm: contractTerm('minimumTermMonths'),
  billingPeriods: contractTerm('billingPeriods'),
  noticePeriod: contractTerm('noticeDays'),
  priceBasis: contractTerm('prices'),
  quotaCounting: contractTerm('quotaCounting'),
  atQuota: contractTerm('atQuota'),
  integrations: contractTerm('integrations'),
  contentSourcing: contractTerm('contentSourcing'),
  permissionRequest: contractTerm('permissionRequest'),
  /** The platform's own data processing, security and creator licence (the legal page's platform section). */
  dataProcessingAgreement: contractTerm('dataProcessingAgreement'),
  platformProcessors: contractTerm('platformProcessors'),
  security: contractTerm('security'),
  enterpriseUptime: contractTerm('enterpriseUptime'),
  creatorData: contractTerm('creatorData'),
  creatorLicence: contractTerm('creatorLicence'),
} as const;

export type PlaceholderName = keyof typeof placeholders;

/** Feature cards flagged as a competitive advantage. */
export const advantageFeatures: readonly FeatureId[] = ['historicalContent', 'rightsRequests', 'automatedFollowUp'];

/** The how-it-works step flagged as the key difference. */
export const keyDifferenceStep: StepId = 'rights';
