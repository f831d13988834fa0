import type { IconName } from '../../components/Icon/icons';
import type { BenefitId, FeatureId } from '../../schema/site-content';

export const featureIcons: Record<FeatureId, IconName> = {
  hashtagSourcing: 'hashtag',
  geolocation: 'mapPin',
  mentions: 'atSign',
  historicalContent: 'history',
  smartCuration: 'sparkles',
  rightsRequests: 'shieldCheck',
  automatedFollowUp: 'refresh',
  mediaLibrary: 'folder',
  originalQuality: 'download',
  restApi: 'code',
  widgets: 'layout',
  landingPages: 'globe',
  integrations: 'plug',
};

export const benefitIcons: Record<BenefitId, IconName> = {
  conversion: 'trendingUp',
  authenticity: 'heart',
  costs: 'target',
  legal: 'shieldCheck',
  time: 'clock',
  scale: 'layers',
};
