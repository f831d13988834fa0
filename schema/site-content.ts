/**
 * The content contract: every word a visitor reads, for one language.
 *
 * One module per language (content/<code>.ts) satisfies `SiteContent`; fr is the source and
 * every other language has the same keys, list lengths and item ids (checked by schema/validate).
 *
 * Strings may hold placeholders such as `{replyHours}` or `{brandName}`: they are filled from
 * content/facts.ts, formatted for the language, so a number or an address is written once.
 * Statistics are never written as text: a `StatKey` names the fact and the template formats it.
 *
 * `npm run schema` turns these types into site-content.schema.json (typescript-json-schema);
 * the JSDoc annotations below become JSON-schema keywords.
 */

/**
 * Visible text: never empty nor blank.
 * @minLength 1
 * @pattern \S
 */
export type Text = string;

/**
 * A label in the header: short, the header holds every one of them on a laptop screen.
 * @minLength 1
 * @pattern \S
 * @maxLength 24
 */
export type NavLabel = string;

/**
 * A button's label: it must fit the button on a phone, on one or two lines.
 * @minLength 1
 * @pattern \S
 * @maxLength 40
 */
export type ButtonLabel = string;

/**
 * A page title as browsers and search results show it: about 60 characters are visible.
 * @minLength 1
 * @pattern \S
 * @maxLength 70
 */
export type MetaTitle = string;

/**
 * A search result's snippet: 120 to 160 characters read best; longer is cut.
 * @minLength 1
 * @pattern \S
 * @maxLength 170
 */
export type MetaDescription = string;

/** A statistic or claim defined once in content/facts.ts (`stats`). */
export type StatKey =
  | 'conversionLift'
  | 'ugcSeekers'
  | 'addToCart'
  | 'productionCost'
  | 'engagementLift'
  | 'timeSaved'
  | 'brands'
  | 'contentsProcessed'
  | 'satisfaction'
  | 'contentsSourced'
  | 'supportSatisfaction'
  | 'fashionConversions'
  | 'fashionEngagement'
  | 'fashionOrderValue'
  | 'beautySocialRoi'
  | 'beautyContentCost'
  | 'beautyReach';

/** Who or what a statistic was measured on (content/facts.ts `StatSource.population`), worded per language. */
export type PopulationUnit = 'posts' | 'productPages' | 'orders' | 'campaigns' | 'brands' | 'users' | 'shoppers';

/** What a change is measured against when it is not an earlier period of the same population. */
export type StatComparison = 'postsWithoutUgc' | 'pagesWithoutUgc' | 'traditionalShoots' | 'manualWork';

/** How often a customer may be invoiced (content/facts.ts `contract.billingPeriods`), worded per language. */
export type BillingPeriod = 'monthly' | 'quarterly' | 'annual';

/** What counts against a plan's monthly content quota (`contract.quotaCounting`). */
export type QuotaCounting =
  /** A piece counts once, when its rights request is sent; finding and browsing content count nothing. */
  | 'rightsRequestSent'
  /** A piece counts once, when its creator grants the rights. */
  | 'rightsGranted';

/** What happens once a month's quota is used up (`contract.atQuota`). */
export type QuotaLimitEffect =
  /** New rights requests wait for the next month or an upgrade; nothing is charged automatically. */
  | 'requestsPause'
  /** Requests go on; each piece beyond the quota is invoiced at the contract's rate. */
  | 'overageInvoiced';

/** How the platform finds content (`contract.contentSourcing`). */
export type ContentSourcing =
  /** Through Instagram's and TikTok's official APIs, within the limits their terms set. */
  'officialApis';

/** How a creator's permission is asked and given (`contract.permissionRequest`). */
export type PermissionRequest =
  /** A request in the creator's messages or comments, answered by a reply (a keyword). */
  'creatorReply';

/** How the platform's data processing agreement (GDPR art. 28) is made (`contract.dataProcessingAgreement`). */
export type DataProcessingAgreement =
  /** Annexed to every subscription contract; its template is sent before signature. */
  'annexedToContract';

/** What a sub-processor of the platform does for it (`contract.platformProcessors`). */
export type PlatformProcessorRole = 'hosting' | 'backups' | 'email' | 'support';

/** A security measure the platform takes (`contract.security`). */
export type SecurityMeasure = 'encryptionInTransit' | 'encryptionAtRest' | 'yearlyPenetrationTest';

/** Whose the creators' personal data is on the platform (`contract.creatorData`). */
export type CreatorDataRole =
  /** The brand is the controller and the platform its processor; each rights request informs the creator (GDPR art. 14). */
  'brandControls';

/** The terms of the licence a creator grants (`contract.creatorLicence`). */
export type CreatorLicenceBasis =
  /** Free of charge and non-exclusive: the creator may license the same content to others. */
  'freeNonExclusive';

/** What a named integration connects to: a shop, a product information manager, a media library, an e-mail tool. */
export type IntegrationKind = 'shop' | 'pim' | 'dam' | 'email';

/** A count's words, chosen by Intl.PluralRules: "{count} publication" / "{count} publications". */
export interface CountedText {
  one: Text;
  other: Text;
}

export type FeatureId =
  | 'hashtagSourcing'
  | 'geolocation'
  | 'mentions'
  | 'historicalContent'
  | 'smartCuration'
  | 'rightsRequests'
  | 'automatedFollowUp'
  | 'mediaLibrary'
  | 'originalQuality'
  | 'restApi'
  | 'widgets'
  | 'landingPages'
  | 'integrations';

/** The families the feature list is grouped in (their members: pages/index/featureGroups.ts). */
export type FeatureGroupId = 'sourcing' | 'rights' | 'library' | 'distribution';

export type BenefitId = 'conversion' | 'authenticity' | 'costs' | 'legal' | 'time' | 'scale';
export type StepId = 'curation' | 'rights' | 'organisation' | 'distribution';
export type PlanId = 'starter' | 'professional' | 'enterprise';
export type ValueId = 'collaboration' | 'innovation' | 'authenticity' | 'creativity';
export type UseCaseId = 'ecommerce' | 'inspiration' | 'retail' | 'socialMedia' | 'activations' | 'advertising';
export type StoryId = 'fashion' | 'beauty';
export type SupportChannelId = 'email' | 'phone' | 'appointment' | 'chat';
export type ContactChannelId = 'email' | 'phone' | 'booking' | 'office';
export type SupportFaqId = 'api' | 'widgets' | 'performance' | 'quotas' | 'security' | 'outages';
export type ResourceId = 'apiDocs' | 'tutorials' | 'knowledgeBase';
/** A line of the legal page's publisher identification; its value comes from content/facts.ts. */
export type PublisherFactId =
  | 'legalName'
  | 'legalForm'
  | 'shareCapital'
  | 'headOffice'
  | 'register'
  | 'siren'
  | 'vatNumber'
  | 'phone'
  | 'email'
  | 'publicationDirector';
/** A form whose submissions the privacy notice describes. */
export type LegalFormId = 'demoRequest' | 'contactMessage';
/** What a processor of personal data does for the site (content/facts.ts `processors`). */
export type ProcessorRole = 'siteHosting' | 'formDatabase' | 'leadChat' | 'leadEmail' | 'booking' | 'liveChat';
/**
 * How personal data reaching a processor is protected (GDPR chapter V): `eea` needs no safeguard
 * (established in the European Economic Area); otherwise an adequacy decision (art. 45), the
 * EU-US Data Privacy Framework (an adequacy decision for certified US companies) or standard
 * contractual clauses (art. 46(2)(c)).
 */
export type TransferSafeguard = 'eea' | 'adequacy' | 'dpf' | 'sccs';
/** A supervisory authority a visitor may complain to (content/facts.ts `authorities`). */
export type AuthorityId = 'cnil' | 'ico' | 'germanLand' | 'austriaDsb' | 'swissFdpic' | 'garante' | 'aepd';

/** Job functions offered by the demo form; the code is what gets stored. */
export type RoleCode =
  | 'cmo'
  | 'content_director'
  | 'ecommerce_director'
  | 'cdo'
  | 'digital_marketing_manager'
  | 'other';

/** Reasons offered by the contact form; the code is what gets stored. */
export type ReasonCode = 'demo' | 'quote' | 'support' | 'partnership' | 'press' | 'other';

export interface Meta {
  /** The document title (unique per page). */
  title: MetaTitle;
  /** The meta description, about 120 to 160 characters. */
  description: MetaDescription;
}

export interface PageIntro {
  eyebrow: Text;
  title: Text;
  subtitle: Text;
}

export interface Stat {
  stat: StatKey;
  label: Text;
}

export interface TitledText {
  title: Text;
  text: Text;
}

export interface Question {
  question: Text;
  answer: Text;
}

export interface CallToAction {
  title: Text;
  text: Text;
  button: ButtonLabel;
}

export interface Notice {
  title: Text;
  text: Text;
}

export interface Choice<Code extends string> {
  id: Code;
  label: Text;
}

// ---------------------------------------------------------------- common

export interface HeaderContent {
  /** Accessible name of the logo link, e.g. "Home page of {brandName}". */
  logoLabel: Text;
  /** Accessible name of the main navigation landmark. */
  navLabel: Text;
  /** Accessible name of the language switcher: its button's and its list's ("Langue"). */
  languageLabel: Text;
  menuOpen: Text;
  menuClose: Text;
  /** The header button to the contact page ("Demander une démo"). */
  demoButton: NavLabel;
  /** The same button on phones, where the bar has room for one short word ("Démo"). */
  demoButtonShort: NavLabel;
  links: {
    home: NavLabel;
    features: NavLabel;
    benefits: NavLabel;
    howItWorks: NavLabel;
    useCases: NavLabel;
    pricing: NavLabel;
    about: NavLabel;
    support: NavLabel;
    contact: NavLabel;
  };
}

export interface FooterContent {
  tagline: Text;
  productHeading: Text;
  companyHeading: Text;
  supportHeading: Text;
  /** Reply promise shown in the support column. */
  supportText: Text;
  contactHeading: Text;
  links: {
    features: Text;
    pricing: Text;
    useCases: Text;
    support: Text;
    about: Text;
    contact: Text;
    legal: Text;
    /** The legal page's platform section: the data processing agreement, security, the creator licence. */
    platform: Text;
    booking: Text;
    instagram: Text;
    linkedin: Text;
  };
  /** Copyright line; placeholders {year} and {brandName}. */
  copyright: Text;
}

export interface CommonContent {
  /** This language's own name, as shown in the language switcher ("Français"). */
  languageName: Text;
  skipLink: Text;
  header: HeaderContent;
  footer: FooterContent;
  /** Suffix read by screen readers after links that leave the site. */
  externalLink: Text;
  notices: {
    /** Accessible name of the notification region. */
    regionLabel: Text;
    close: Text;
  };
  /** Shown in place of an interactive part that failed; the error message follows it. */
  appError: {
    title: Text;
  };
  /** Sentence patterns that Intl fills with numbers, days and times for this language. */
  formats: FormatPatterns;
  sources: SourcesContent;
  customers: CustomersContent;
}

/** The #sources section at the end of a page that shows statistics, and the marks that point to it. */
export interface SourcesContent {
  title: Text;
  /** Accessible name of a statistic's reference mark, before its number ("Source" 1). */
  markLabel: Text;
  /** What backs a statistic, by the kind its source fact names. */
  kinds: {
    customerSurvey: Text;
    study: Text;
    platformData: Text;
  };
  /** The link to a source's publication. */
  link: Text;
}

/** The customer proof (logos and a quote) shown on the home, use-cases and pricing pages once real customers exist. */
export interface CustomersContent {
  title: Text;
  /** Accessible name of the list of logos. */
  logosLabel: Text;
  /** After the country of a quote shown in a translation the customer approved ("Traduction"). */
  translated: Text;
}

export interface FormatPatterns {
  /**
   * How `{businessHours}` reads in a sentence. `{firstDay}` and `{lastDay}` are weekday names,
   * `{opens}` and `{closes}` hours, all written by Intl; name the time zone so that it is right
   * all year ("(heure de Paris)"), never "CET".
   */
  businessHours: Text;
  /**
   * How an "at least" statistic reads, `{count}` written by Intl: "{count}+", "+ de {count}",
   * "über {count}". Short: it is shown in large type.
   */
  atLeast: Text;
  /**
   * The same for an "at least" percentage, `{count}` a percentage by Intl, where the language needs
   * other words: "más del {count}" (es: "más del 90 %", never "más de 90 %"), "oltre il {count}".
   */
  atLeastPercent: Text;
  /** A ratio statistic, `{value}` out of `{of}`: "{value}/{of}", "{value} de cada {of}". */
  ratio: Text;
  /**
   * One support language inside the `{supportLanguages}` list, `{language}` its name by Intl:
   * "{language}", or "en {language}" where the language repeats the preposition ("en français et en anglais").
   */
  supportLanguage: Text;
  /**
   * A statistic's source line: `{kind}` (its kind, from `common.sources.kinds`), `{who}` (a proper
   * name) and `{when}` (a month, a year or a period, by Intl): "{kind} ({who}, {when})".
   */
  sourceLine: Text;
  /**
   * Who or what a statistic was measured on, `{count}` by Intl, shown under its label: "{count}
   * publications", "{count} utilisateurs interrogés".
   */
  populations: Record<PopulationUnit, CountedText>;
  /** What a change is measured against, shown under its label: "par rapport aux fiches sans UGC". */
  comparisons: Record<StatComparison, Text>;
  /** The period a before/after figure is compared with, `{when}` by Intl: "par rapport à {when}". */
  sourceBaseline: Text;
  /**
   * How `{replyTime}`, the reply promise, reads after its preposition ("sous {replyTime}",
   * "within {replyTime}"): `{hours}` is the working hours by Intl ("{hours} h ouvrées"). A language
   * that counts the promise in working days words it ("one working day"); the format test holds
   * such a wording to the fact.
   */
  replyTime: Text;
  /** The words that write the contract's facts (content/facts.ts `contract`, content/format-contract.ts). */
  contract: ContractFormats;
}

/**
 * How each contract fact reads in a sentence of the pricing page. Each is a phrase that follows a
 * row's label or a colon; a phrase that opens a row is capitalised by the build.
 */
export interface ContractFormats {
  /** Each billing period `{billingPeriods}` lists (Intl joins them with "or"): "mensuelle", "annually". */
  billingPeriods: Record<BillingPeriod, Text>;
  /** `{priceBasis}`, `{currency}` the currency's name by Intl ("euros"): "prix en {currency}, hors TVA". */
  priceBasis: { excludingVat: Text; includingVat: Text };
  /** `{quotaCounting}`: what counts against the monthly quota. */
  quotaCounting: Record<QuotaCounting, Text>;
  /** `{atQuota}`: what happens once the quota is used up. */
  atQuota: Record<QuotaLimitEffect, Text>;
  /** `{integrations}` while some are on the roadmap: `{available}` and `{roadmap}` are lists of names by Intl. */
  integrationsWithRoadmap: Text;
  /** `{contentSourcing}`: how content is found. */
  contentSourcing: Record<ContentSourcing, Text>;
  /** `{permissionRequest}`: how the creator's permission is asked. */
  permissionRequest: Record<PermissionRequest, Text>;
  /** `{dataProcessingAgreement}`: how the platform's GDPR art. 28 agreement is made. */
  dataProcessingAgreement: Record<DataProcessingAgreement, Text>;
  /** One of `{platformProcessors}` (Intl lists them): `{name}`, `{role}` and `{country}` (named by Intl). */
  platformProcessor: Text;
  /** What each sub-processor does for the platform, as `{role}` reads. */
  platformProcessorRoles: Record<PlatformProcessorRole, Text>;
  /** Each measure `{security}` lists (Intl joins them). */
  securityMeasures: Record<SecurityMeasure, Text>;
  /** `{security}` with its certifications: `{measures}` and `{certifications}` (each a `certification`, listed by Intl). */
  securityWithCertifications: Text;
  /** One certification: `{standard}`, `{certifiedBy}` and `{validUntil}` (a month by Intl, "juin 2027"). */
  certification: Text;
  /** `{enterpriseUptime}`: the availability the Enterprise plan's SLA guarantees; `{uptime}` a percentage by Intl. */
  enterpriseUptime: Text;
  /** `{creatorData}`: who is responsible for the creators' personal data. */
  creatorData: Record<CreatorDataRole, Text>;
  /** `{creatorLicence}`: the licence's terms; `{withdrawalDays}` is a duration by Intl ("7 jours"). */
  creatorLicence: Record<CreatorLicenceBasis, Text>;
}

// ---------------------------------------------------------------- forms

export interface FieldText {
  label: Text;
}

export interface FormCommon {
  /** Marks an optional field after its label, e.g. "(facultatif)". */
  optional: Text;
  /** Label of the anti-spam field that visitors never see. */
  honeypot: Text;
  /** The empty choice of a select, e.g. "Sélectionnez…". */
  choose: Text;
  /**
   * Takes the sent form's place once a submission is stored (the notice goes): {time} when it
   * was sent, {address} the e-mail address the reply goes to, so a typo shows and nobody sends twice.
   */
  receipt: Text;
  /** Under the receipt, which takes the sent form's place: brings the empty form back. */
  sendAnother: Text;
  /**
   * Offered by a failed submission's notice, as a link to the company's e-mail address (content/facts.ts;
   * only once it is stated): another way to reach the company than sending again.
   */
  failureAction: Text;
  /** Messages shown at a field when the browser or the database refuses its value. */
  errors: FieldErrors;
  /** Notices when a flood guard refuses a submission; {wait} is the time left, e.g. "7 minutes". */
  tooMany: {
    /** Too many submissions with one e-mail address. */
    email: Notice;
    /** Too many submissions from one network address. */
    address: Notice;
  };
}

export interface FieldErrors {
  /** A required field left empty (or holding only spaces). */
  required: Text;
  /** A list left on its empty choice. */
  choose: Text;
  /** Longer than the database accepts; {max} is the limit in characters. */
  tooLong: Text;
  /** An e-mail address the database refuses (no @, no dot in the domain, a space…). */
  email: Text;
  /** A phone number with characters other than digits, spaces and + ( ) . - */
  phone: Text;
  /** A value refused for another reason: check it and send again. */
  invalid: Text;
}

export interface DemoFormContent {
  title: Text;
  intro: Text;
  fields: {
    firstName: FieldText;
    lastName: FieldText;
    email: FieldText;
    company: FieldText;
    role: FieldText;
    phone: FieldText;
    message: FieldText;
  };
  /** @minItems 6 @maxItems 6 */
  roles: Choice<RoleCode>[];
  submit: ButtonLabel;
  /** Button label while sending (fr 'Envoi...', en 'Sending...'). */
  submitting: Text;
  success: Notice;
  failure: Notice;
}

export interface ContactFormContent {
  title: Text;
  fields: {
    firstName: FieldText;
    lastName: FieldText;
    company: FieldText;
    role: FieldText;
    email: FieldText;
    phone: FieldText;
    reason: FieldText;
    message: FieldText;
  };
  /** @minItems 6 @maxItems 6 */
  reasons: Choice<ReasonCode>[];
  /** The message a plan's "request a quote" button starts the form with; {plan} is the plan's name. The visitor may change it. */
  planRequest: Text;
  submit: ButtonLabel;
  /** Button label while sending (fr 'Envoi en cours...', en 'Sending...'). */
  submitting: Text;
  success: Notice;
  failure: Notice;
}

// ---------------------------------------------------------------- pages

export interface Feature extends TitledText {
  id: FeatureId;
}

/** A heading over a family of features ("Sourcing", "Droits"). */
export interface FeatureGroup {
  id: FeatureGroupId;
  title: Text;
}

export interface Benefit extends TitledText {
  id: BenefitId;
}

export interface Step extends TitledText {
  id: StepId;
  /** @minItems 3 @maxItems 3 */
  details: Text[];
}

// Named interfaces, not intersections: typescript-json-schema drops the members of an
// intersection's left side when it builds `additionalProperties: false` objects.
export interface HomeHero extends PageIntro {
  primaryButton: Text;
  secondaryButton: Text;
  /** @minItems 3 @maxItems 3 */
  stats: Stat[];
}

export interface ContactChannel extends TitledText {
  id: ContactChannelId;
  action: ButtonLabel;
}

export interface Value extends TitledText {
  id: ValueId;
}

export interface Team extends TitledText {
  location: Text;
}

export interface SupportChannel extends TitledText {
  id: SupportChannelId;
  detail: Text;
  action: ButtonLabel;
}

export interface SupportQuestion extends Question {
  id: SupportFaqId;
}

export interface Resource extends TitledText {
  id: ResourceId;
  action: ButtonLabel;
}

export interface HomeContent {
  meta: Meta;
  hero: HomeHero;
  features: {
    eyebrow: Text;
    title: Text;
    intro: Text;
    /** Badge on the cards that are a competitive advantage. */
    advantageBadge: Text;
    /**
     * The headings the features are grouped under.
     * @minItems 4
     * @maxItems 4
     */
    groups: FeatureGroup[];
    /** @minItems 13 @maxItems 13 */
    items: Feature[];
  };
  benefits: {
    eyebrow: Text;
    title: Text;
    intro: Text;
    /**
     * The spec's four cards but its "100 % legal safety": a rule of the product, not a measurement,
     * stated in words by the `legal` benefit. @minItems 3 @maxItems 3
     */
    stats: Stat[];
    /** @minItems 6 @maxItems 6 */
    items: Benefit[];
    problem: {
      title: Text;
      /** @minItems 3 */
      points: Text[];
    };
    solution: {
      title: Text;
      /** @minItems 3 */
      points: Text[];
    };
  };
  howItWorks: {
    eyebrow: Text;
    title: Text;
    intro: Text;
    /** Badge on the rights-clearance step ("Notre différence clé"). */
    keyDifferenceBadge: Text;
    /** Label before the step number, read by screen readers ("Étape"). */
    stepLabel: Text;
    /** @minItems 4 @maxItems 4 */
    steps: Step[];
  };
  cta: CallToAction;
  demo: DemoFormContent;
}

export interface ContactContent {
  meta: Meta;
  hero: PageIntro;
  form: ContactFormContent;
  channelsTitle: Text;
  /** @minItems 4 @maxItems 4 */
  channels: ContactChannel[];
  faq: {
    title: Text;
    /** @minItems 3 */
    items: Question[];
  };
  /** The card that books a demo slot on the booking page (settings.bookingUrl). */
  demoCard: CallToAction;
  /** The same card while the booking page is a placeholder: it leads to the demo form, so it asks, it does not book. */
  demoRequestCard: CallToAction;
}

export interface Plan {
  id: PlanId;
  name: Text;
  description: Text;
  /** Who the plan is for. */
  audience: Text;
  /** @minItems 1 */
  features: Text[];
  /** What the plan leaves out; may be an empty list. */
  limitations: Text[];
  cta: ButtonLabel;
}

/** A row of the contract basics: what it is about, and what the contract says. */
export interface ContractRow {
  label: Text;
  text: Text;
}

export interface PricingContent {
  meta: Meta;
  hero: PageIntro;
  popularBadge: Text;
  /**
   * The prices, said once for the three plans, above their cards (spec §9: every price is custom, on
   * request): one sentence, no card repeats it.
   */
  priceOnRequest: Text;
  /** Heading of what a plan holds (its monthly content, brands, users, flows, assets), which each card leads with. */
  holdsLabel: Text;
  audienceLabel: Text;
  includedLabel: Text;
  /** Over the features of every plan after the first, which it adds to the one before; {plan} is that plan's name. */
  includesPlanLabel: Text;
  limitationsLabel: Text;
  /** @minItems 3 @maxItems 3 */
  plans: Plan[];
  /** The names of what a plan holds, as each card lists them. */
  limits: {
    brands: Text;
    users: Text;
    curationFlows: Text;
    assets: Text;
    /** The monthly quota's name while the contract does not say what counts against it. */
    monthlyContent: Text;
    /** The monthly quota named by what counts against it (`contract.quotaCounting`): a buyer reads "contents" as posts found. */
    monthlyContentCounted: Record<QuotaCounting, Text>;
    unlimited: Text;
    /**
     * "Unlimited" before the monthly quota's name, the card's lead figure: a language whose word
     * agrees with its noun writes one that fits the quota's (it "Senza limiti", where "Illimitati"
     * fits the other rows but not "richieste").
     */
    unlimitedQuota: Text;
  };
  inclusions: {
    title: Text;
    /** @minItems 3 */
    items: Text[];
  };
  reassurance: {
    title: Text;
    /** @minItems 10 @maxItems 10 */
    chips: Text[];
    /** @minItems 3 @maxItems 3 */
    tiles: TitledText[];
    /**
     * Ends the data-protection tile (the last): the link to the legal page's platform section (the
     * data processing agreement, the sub-processors, security, the creator licence).
     */
    platformLink: Text;
  };
  /**
   * The contract basics, one compact block under the plans: each row a label and a sentence that
   * names the contract facts (`{minimumTerm}`, `{noticePeriod}`, `{billingPeriods}`, `{priceBasis}`,
   * `{quotaCounting}`, `{atQuota}`, `{integrations}`, `{contentSourcing}`, `{permissionRequest}`).
   */
  contract: {
    title: Text;
    commitment: ContractRow;
    billing: ContractRow;
    quota: ContractRow;
    limit: ContractRow;
    integrations: ContractRow;
    collection: ContractRow;
  };
  faq: {
    title: Text;
    /** @minItems 3 */
    items: Question[];
  };
  consultation: CallToAction;
}

export interface AboutContent {
  meta: Meta;
  hero: PageIntro;
  story: {
    title: Text;
    /** @minItems 1 */
    paragraphs: Text[];
  };
  statsTitle: Text;
  /** The spec's figures, measured ones only (see home.benefits.stats). @minItems 3 @maxItems 3 */
  stats: Stat[];
  mission: TitledText;
  vision: TitledText;
  values: {
    title: Text;
    /** @minItems 4 @maxItems 4 */
    items: Value[];
  };
  team: Team;
  cta: {
    title: Text;
    text: Text;
    contactButton: ButtonLabel;
    pricingButton: Text;
  };
}

export interface SupportContent {
  meta: Meta;
  hero: PageIntro;
  channelsTitle: Text;
  /** @minItems 4 @maxItems 4 */
  channels: SupportChannel[];
  /** @minItems 2 @maxItems 2 */
  stats: Stat[];
  troubleshooting: {
    title: Text;
    intro: Text;
    /** @minItems 3 */
    steps: TitledText[];
  };
  faq: {
    title: Text;
    /** @minItems 6 @maxItems 6 */
    items: SupportQuestion[];
  };
  resources: {
    title: Text;
    /** Badge on the resource most visitors use (the documentation): "Populaire". */
    popularBadge: Text;
    /** @minItems 3 @maxItems 3 */
    items: Resource[];
  };
  cta: CallToAction;
}

export interface UseCase extends TitledText {
  id: UseCaseId;
  /** @minItems 1 */
  benefits: Text[];
  /** A caveat under the benefits (contests: the brand runs them under the local prize-promotion rules). */
  note?: Text;
}

export interface CustomerStory extends TitledText {
  id: StoryId;
  sector: Text;
  /** @minItems 3 @maxItems 3 */
  metrics: Stat[];
}

export interface UseCasesContent {
  meta: Meta;
  hero: PageIntro;
  /** @minItems 6 @maxItems 6 */
  items: UseCase[];
  /** Label before each use case's benefit list. */
  benefitsLabel: Text;
  storiesTitle: Text;
  storiesIntro: Text;
  /** @minItems 2 @maxItems 2 */
  stories: CustomerStory[];
  cta: CallToAction;
}

/** A titled block of the legal page: its heading, an optional lead-in, then paragraphs. */
export interface LegalBlock {
  title: Text;
  /** A first paragraph set in bold (the German "Angaben gemäß § 5 DDG"); optional. */
  lead?: Text;
  /** @minItems 1 */
  paragraphs: Text[];
}

/** A labelled company fact; the value is rendered from content/facts.ts, never written here. */
export interface PublisherFact {
  id: PublisherFactId;
  /** Label before the value ("SIREN", "USt-IdNr."). */
  label: Text;
}

/** What the privacy notice says of one form's submissions (GDPR art. 13(1)(c), (2)(a)). */
export interface LegalFormPurpose {
  id: LegalFormId;
  /** The form's name ("Demande de démo"). */
  title: Text;
  purpose: Text;
  /** Legal basis, naming the article of the GDPR. */
  legalBasis: Text;
  /** Retention period; may use {prospectRetentionYears}. */
  retention: Text;
  /** Who receives the submissions (the team, the processors listed under recipients). */
  recipients: Text;
}

/**
 * The name each field of a form goes by in the privacy notice's "data collected", keyed like the
 * form's own `fields` (a field's `label` in shared/form-fields.ts): a new field cannot be left out.
 */
export type LegalFieldNames<Fields> = { [Key in keyof Fields]: Text };

/** Recipients: who sees the data, then every processor of content/facts.ts, rendered with these labels. */
export interface LegalRecipients extends LegalBlock {
  nameLabel: Text;
  roleLabel: Text;
  countryLabel: Text;
  safeguardLabel: Text;
  /** What each kind of processor does, as this language says it. */
  roles: Record<ProcessorRole, Text>;
  /** Each transfer safeguard, named as this market's lawyer names it. */
  safeguards: Record<TransferSafeguard, Text>;
}

/**
 * Transfers outside the EEA: written from the processors' facts (content/legal.ts), never stated here.
 * `none` only shows when every processor is established in the EEA.
 */
export interface LegalTransfers {
  title: Text;
  /** Every processor is in the EEA: no transfer. */
  none: Text;
  /** Some processors are outside the EEA; `{processors}` is the list of them, each with its country and safeguard. */
  some: Text;
}

/** The right to complain: the text, then the market's authorities (content/facts.ts), each with its address or site. */
export interface LegalComplaint extends LegalBlock {
  /** Label of the authority's website link. */
  websiteLabel: Text;
}

/** A block followed by the privacy contact address (rendered from content/facts.ts). */
export interface LegalContactBlock extends LegalBlock {
  /** Text before the address ("Pour exercer vos droits :"). */
  contactLabel: Text;
}

/**
 * The controller: who it is, the privacy contact address, then the data protection officer and, on
 * the pages of markets whose authorities include the ICO, the UK representative (content/facts.ts).
 */
export interface LegalController extends LegalContactBlock {
  /** Label before the data protection officer ("Délégué à la protection des données (DPO) :"). */
  dpoLabel: Text;
  /** Label before the UK representative (UK GDPR art. 27); shown only where the ICO is named. */
  ukRepresentativeLabel: Text;
}

/** Publisher identification: the lead names the law (LCEN art. 1-1, as renumbered in 2024; in German § 5 DDG). */
export interface LegalPublisher extends LegalBlock {
  /** @minItems 10 @maxItems 10 */
  facts: PublisherFact[];
}

/** The hosting providers (LCEN art. 1-1, as renumbered in 2024): name, address, phone of each. */
export interface LegalHosting extends LegalBlock {
  /** Heading of the site host ("Hébergement du site"). */
  siteHost: Text;
  /** Heading of the database host ("Hébergement des données des formulaires"). */
  databaseHost: Text;
  nameLabel: Text;
  addressLabel: Text;
  phoneLabel: Text;
}

/**
 * The legal page: publisher identification (LCEN art. 1-1, as renumbered in 2024; in German an Impressum per § 5 DDG),
 * hosting providers, the privacy notice (GDPR art. 13), cookies and terms of use. Each language
 * writes it as its market's lawyer would; company facts come from content/facts.ts.
 */
export interface LegalContent {
  meta: Meta;
  title: Text;
  intro: Text;
  /** Label of the table of contents (read by screen readers, shown above the list). */
  contentsLabel: Text;
  /** Text before the last-updated date ("Dernière mise à jour :"). */
  lastUpdatedLabel: Text;
  publisher: LegalPublisher;
  hosting: LegalHosting;
  privacy: {
    title: Text;
    intro: Text;
    /** Who the controller is, and how to reach them (the privacy address, the DPO and the UK representative are rendered after the text). */
    controller: LegalController;
    purposes: {
      title: Text;
      intro: Text;
      /**
       * Shown after the intro only while the site links to a tool a visitor may enter data into (the
       * booking page, the live chat: processors with `reachedThrough` in content/facts.ts).
       */
      linkedTools: Text;
      dataLabel: Text;
      /**
       * Each form's "data collected" is written from its fields (shared/form-fields.ts), in the
       * form's order, an optional field followed by `forms.common.optional`: the names here, as a
       * list item ("Adresse e-mail professionnelle"). A new field needs its name in every language.
       */
      fieldNames: {
        demoRequest: LegalFieldNames<DemoFormContent['fields']>;
        contactMessage: LegalFieldNames<ContactFormContent['fields']>;
      };
      /** The last item of every form's data collected: what the page adds (its language and address, the visit's campaign). */
      visitData: Text;
      purposeLabel: Text;
      legalBasisLabel: Text;
      retentionLabel: Text;
      /** @minItems 2 @maxItems 2 */
      forms: LegalFormPurpose[];
    };
    /**
     * What is processed without a form: the host's technical logs and the flood guard's hashed
     * address, each with its purpose, legal basis and retention ({hostLogRetentionDays}, {floodFingerprintMaxMinutes}).
     */
    technical: LegalBlock;
    /**
     * The audience measurement (shared/measurement.ts): its purpose, what is counted and what is
     * not, the retention ({audienceRetentionMonths}; the guard's fingerprint, {floodFingerprintMaxMinutes}),
     * the legal basis, and why no consent is asked (the CNIL's exemption, deliberation 2020-091 as amended).
     */
    audience: LegalBlock;
    recipients: LegalRecipients;
    transfers: LegalTransfers;
    retention: LegalBlock;
    /** Data-subject rights, withdrawal of consent (and in fr, post-mortem directives). */
    rights: LegalContactBlock;
    /** The right to complain to the CNIL or the visitor's own supervisory authority. */
    complaint: LegalComplaint;
  };
  /** What the site stores on the device: nothing, its audience measurement included; the consent rule if a tracker is ever added. */
  cookies: LegalBlock;
  /**
   * Terms of use: the site and its forms are for businesses (an adult acting for one), the signed
   * subscription agreement governs the service and prevails, rules, others' rights, French law and
   * the competent court between businesses, mandatory rules reserved.
   */
  terms: LegalBlock;
  /**
   * The platform itself, as a buyer's legal and procurement teams ask before signing (the rest of
   * the page is about this site): each row a label and a sentence naming the contract facts
   * (`{dataProcessingAgreement}`, `{dataCountry}`, `{platformProcessors}`, `{security}`, `{enterpriseUptime}`,
   * `{creatorData}`, `{creatorLicence}`).
   */
  platform: LegalPlatform;
}

/** The legal page's platform section: its heading and lead-in, then one row per contract fact. */
export interface LegalPlatform extends LegalBlock {
  agreement: ContractRow;
  hosting: ContractRow;
  processors: ContractRow;
  security: ContractRow;
  availability: ContractRow;
  creatorData: ContractRow;
  licence: ContractRow;
}

export interface NotFoundContent {
  meta: Meta;
  /** 'Oops! Page not found' in this language. */
  title: Text;
  text: Text;
  homeLink: Text;
}

/** The contact page's demo variant: where every "request a demo" call to action leads, reason preset to the demo. */
export interface DemoPageContent {
  meta: Meta;
  /** Its heading says the visitor is requesting a demo. */
  hero: PageIntro;
  /**
   * What happens after the request, beside the form: three numbered steps, each a promise the facts
   * already hold (the reply within {replyHours}, the demo of {demoMinutes}, a proposal fitted to the
   * visitor's volumes as the pricing page says), and the note on where the data is hosted.
   */
  nextSteps: {
    title: Text;
    /** @minItems 3 @maxItems 3 */
    steps: Text[];
    note: Text;
  };
  /**
   * The next steps in three short lines above the form on phones, where the steps come after it: the
   * reply within {replyHours}, the demo's {demoMinutes}, its {demoLanguages}.
   * @minItems 3 @maxItems 3
   */
  highlights: Text[];
  /**
   * The booking card beside the demo form, when the booking page is a real fact: pick a time in the
   * calendar yourself instead of waiting for the reply ({demoMinutes}).
   */
  booking: CallToAction;
  /** Shown in the success notice of a demo request: the link to book a time slot right away. */
  bookingAfterSuccess: Text;
}

/**
 * A raster picture: its source file, its intrinsic size and, per language, its text alternative.
 * The build turns the file into AVIF and WebP at several widths (components/Picture).
 */
export interface ImageSlot {
  /** File name under content/images/, or of a drawing of the theme (tooling/vite/pictures.ts `drawnArt`): a code, the same in every language. */
  file: string;
  /**
   * Intrinsic width in pixels (tests/integration/images.test.ts checks it against the file).
   * @TJS-type integer
   * @minimum 1
   */
  width: number;
  /**
   * Intrinsic height in pixels.
   * @TJS-type integer
   * @minimum 1
   */
  height: number;
  /** What the picture shows, for people who cannot see it. */
  alt: Text;
}

/**
 * The words inside the product previews the site draws (HTML/CSS/SVG, no screenshots): the rights
 * flow in the home hero, the visual of each how-it-works step, the product page on the use-cases page.
 */
export interface PreviewsContent {
  /** Text alternative of the home hero preview: what the picture shows, step by step. */
  heroAlt: Text;
  /** Text alternative of the use-cases preview (a product page with a customer-photo carousel). */
  productPageAlt: Text;
  /** Search field of the sourcing view: a hashtag of the visitor's own brand ("#votremarque"). */
  search: Text;
  /** Label of a freshly found post. */
  newPost: Text;
  /** Sender name on the rights request ("Votre marque"). */
  brandSender: Text;
  /**
   * The rights request a brand sends to a creator, as a licence a legal team accepts: the uses and
   * channels, the territory, the period and the credit, then how to agree (the reply's keyword).
   * The same terms as the rights step, the FAQ and the legal page's terms.
   */
  request: Text;
  /** Under the request, the link to the licence terms, drawn as a link (the preview is a picture: it leads nowhere). */
  terms: Text;
  /** The creator's reply: the request's keyword and an explicit yes to its terms ("#OuiMarque, j’accepte"). One line. */
  reply: Text;
  /** Badge of an asset whose rights are cleared. */
  cleared: Text;
  /** Badge of an asset still waiting for the creator's reply. */
  pending: Text;
  /** Title of the media library view. */
  library: Text;
  /** Title of the permission record: who said yes, when, and for which channels (the audit trail). */
  record: Text;
  /** An illustrative creator's handle on the permission record, a name usual in the market ("@camille.lyon"). */
  creator: Text;
  /** On the permission record, beside the channels, the territory and period the creator agreed to ("France · deux ans"). */
  licence: Text;
  /** Title of the widget on a product page. */
  widget: Text;
  /** Under the widget's photos, the credit the request promised: the creator's handle ("Photo : @camille.lyon"). */
  credit: Text;
  /** Label of the product page frame. */
  productPage: Text;
  /** The product page's buy button. */
  addToCart: Text;
  /** The illustration of the about page's team section: a collage of cleared posts, drawn by the site. */
  collage: ImageSlot;
}

/**
 * The e-mail (and the webhook's short text) that tells sales about a new lead, in the sales team's
 * language (LEAD_SALES_LANGUAGE). Field labels, roles and reasons come from the forms themselves.
 */
export interface SalesEmailContent {
  /** Subject for a demo request; {name} is the prospect's full name, {company} the company. */
  demoSubject: Text;
  /** Subject for a contact message; {name} and {company} as above. */
  contactSubject: Text;
  /** One labelled line, {label} then {value}, with the language's punctuation ("{label} : {value}"). */
  line: Text;
  /** Label of the language the prospect wrote in (its name follows, written by Intl). */
  prospectLanguage: Text;
  /** Label of the date and time the lead was stored. */
  received: Text;
  /** Label of the lead's identifier (the key a receiver uses to drop a duplicate). */
  reference: Text;
  /** Last line: answering the e-mail writes to the prospect. */
  replyHint: Text;
}

/**
 * The privacy notice's first layer, beside each form (GDPR art. 13 given in layers; in Spain LOPDGDD
 * art. 11): who the controller is, why the data is taken, how long it is kept and the visitor's
 * rights, then a link to the full notice, the legal page's privacy section.
 */
export interface FormPrivacyLayer {
  /** Before the controller's legal name (content/facts.ts), e.g. "Responsable du traitement :". */
  controller: Text;
  /** Why the form's data is taken: the full notice's purpose for that form, in short. */
  purposes: Record<LegalFormId, Text>;
  /** How long the data is kept ({prospectRetentionYears}) and the visitor's rights. */
  rights: Text;
  /** The link to the full privacy notice. */
  link: Text;
}

export interface FormsContent {
  common: FormCommon;
  privacy: FormPrivacyLayer;
  /**
   * Where the form would be, in a browser that runs no script (the form cannot send there, so it is
   * not shown): what is missing, then the address to write to instead (content/facts.ts), after a colon.
   */
  withoutScript: Text;
  salesEmail: SalesEmailContent;
}

export interface SiteContent {
  common: CommonContent;
  forms: FormsContent;
  home: HomeContent;
  contact: ContactContent;
  pricing: PricingContent;
  about: AboutContent;
  support: SupportContent;
  useCases: UseCasesContent;
  legal: LegalContent;
  notFound: NotFoundContent;
  demo: DemoPageContent;
  previews: PreviewsContent;
}
