/**
 * The shapes of the contract facts (content/facts.ts `contract`): what procurement and legal ask
 * first, each real or a placeholder like every company fact.
 */
import type {
  BillingPeriod,
  ContentSourcing,
  CreatorDataRole,
  CreatorLicenceBasis,
  DataProcessingAgreement,
  IntegrationKind,
  PermissionRequest,
  PlatformProcessorRole,
  QuotaCounting,
  QuotaLimitEffect,
  SecurityMeasure,
} from '../schema/site-content';
import type { Fact, Placeholder } from './fact';

/** The currency prices are quoted in, and whether they exclude VAT. */
export interface PriceBasis {
  /** ISO 4217 code; its name is written per language by Intl ("euros", "Euro"). */
  currency: string;
  excludesVat: boolean;
}

/** A tool the platform connects to, by its product name, and whether the connection exists yet. */
export interface Integration {
  /** The product's name, as its maker writes it (Shopify, Akeneo). */
  name: string;
  kind: IntegrationKind;
  status: 'available' | 'roadmap';
}

/** A sub-processor of the platform (not of this site: the privacy notice names those). */
export interface PlatformProcessor {
  name: string;
  role: PlatformProcessorRole;
  /** ISO 3166 code of the country where it processes the data; named per language by Intl. */
  countryCode: string;
}

/** A certification the platform holds: the standard as written (`ISO/IEC 27001`), who certified it, until when (ISO 8601 month). */
export interface Certification {
  standard: string;
  certifiedBy: string;
  validUntil: string;
}

/** How the platform protects its data, and the certifications it holds. */
export interface PlatformSecurity {
  measures: readonly SecurityMeasure[];
  certifications: readonly Certification[];
}

/** The licence a creator grants through the platform, and what withdrawing consent does. */
export interface CreatorLicence {
  basis: CreatorLicenceBasis;
  /** Days within which a content whose creator withdraws consent leaves the brand's galleries and widgets. */
  withdrawalDays: number;
}

/**
 * What procurement and legal ask before anything else, stated once: on the pricing page (its
 * contract basics and questions) the term, billing, notice, currency and VAT, what counts against
 * a plan's quota and what happens at its limit, the integrations, and how content is collected
 * and permission asked within Instagram's and TikTok's terms; on the legal page (its platform
 * section) the data processing agreement, the platform's sub-processors, its security and
 * availability, whose the creators' data is and the creator's licence.
 */
export interface ContractTerms {
  /** The shortest contract, in months. */
  minimumTermMonths: Fact<number>;
  /** The billing periods a customer may choose from. */
  billingPeriods: Fact<readonly BillingPeriod[]>;
  /** The notice to end the contract once its minimum term is over, in days. */
  noticeDays: Fact<number>;
  prices: Fact<PriceBasis>;
  quotaCounting: Fact<QuotaCounting>;
  atQuota: Fact<QuotaLimitEffect>;
  /** Every integration named, available or on the roadmap, in the order the page lists them. */
  integrations: Fact<readonly Integration[]>;
  contentSourcing: Fact<ContentSourcing>;
  permissionRequest: Fact<PermissionRequest>;
  dataProcessingAgreement: Fact<DataProcessingAgreement>;
  /** Every sub-processor of the platform, in the order the legal page lists them. */
  platformProcessors: Fact<readonly PlatformProcessor[]>;
  security: Fact<PlatformSecurity>;
  /** The monthly availability the Enterprise plan's SLA guarantees (0.999 = 99.9 %). */
  enterpriseUptime: Fact<number>;
  creatorData: Fact<CreatorDataRole>;
  creatorLicence: Fact<CreatorLicence>;
}

/**
 * A contract fact as a content string names it (`{minimumTerm}`): which fact, and its real value, so
 * that content/format-contract.ts writes it in the page's language.
 */
export type ContractTermValue = { [K in keyof ContractTerms]: { term: K; value: Exclude<ContractTerms[K], Placeholder> } }[keyof ContractTerms];

/** The contract facts the legal page's platform section states; the pricing page states the others. */
export const platformTermNames = ['dataProcessingAgreement', 'platformProcessors', 'security', 'enterpriseUptime', 'creatorData', 'creatorLicence'] as const satisfies readonly (keyof ContractTerms)[];
