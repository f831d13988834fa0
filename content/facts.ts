/**
 * Company facts, numbers, limits and links: one copy for every language.
 *
 * Content strings refer to `placeholders` by name (`{replyHours}`); statistics are referred to by
 * their key in `stats`. Both are formatted per language with Intl (content/format.ts).
 */
import type { FeatureId, StatKey, StepId } from '../schema/site-content';

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

export const stats: Record<StatKey, StatFact> = {
  conversionLift: { kind: 'percent', value: 0.9, signed: true },
  ugcSeekers: { kind: 'ratio', value: 9, of: 10 },
  addToCart: { kind: 'multiplier', value: 3 },
  productionCost: { kind: 'percent', value: -0.6, signed: true },
  engagementLift: { kind: 'percent', value: 1.15, signed: true },
  timeSaved: { kind: 'percent', value: 0.8 },
  legalSafety: { kind: 'percent', value: 1 },
  brands: { kind: 'atLeast', value: 50 },
  contentsProcessed: { kind: 'atLeast', value: 10_000_000 },
  satisfaction: { kind: 'percent', value: 0.98 },
  legalCompliance: { kind: 'percent', value: 0.999 },
  contentsSourced: { kind: 'atLeast', value: 10_000 },
  supportSatisfaction: { kind: 'atLeast', value: 0.9, unit: 'percent' },
  fashionConversions: { kind: 'percent', value: 1.5, signed: true },
  fashionEngagement: { kind: 'percent', value: 0.9, signed: true },
  fashionOrderValue: { kind: 'percent', value: 2, signed: true },
  beautySocialRoi: { kind: 'multiplier', value: 2 },
  beautyContentCost: { kind: 'percent', value: -0.6, signed: true },
  beautyReach: { kind: 'percent', value: 3, signed: true },
};

/**
 * Settings the spec does not give: neutral placeholders, to be replaced before launch.
 * They are plain data so that changing one changes every page of every language.
 */
export const settings = {
  brandName: 'UGC Studio',
  contactEmail: 'contact@example.com',
  bookingUrl: 'https://booking.example.com/demo',
  instagramUrl: 'https://www.instagram.com/example',
  linkedinUrl: 'https://www.linkedin.com/company/example',
  streetAddress: '1 rue de l’Exemple',
  postalCode: '93500',
  city: 'Pantin',
  /** ISO 3166 code of the head office's country; its name is written per language by Intl. */
  countryCode: 'FR',
} as const;

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
  contactEmail: settings.contactEmail,
  streetAddress: settings.streetAddress,
  postalCode: settings.postalCode,
  city: settings.city,
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
