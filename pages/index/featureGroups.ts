import type { FeatureGroupId, FeatureId } from '../../schema/site-content';

/**
 * Which family each feature belongs to, so that thirteen features read as four short lists:
 * finding content, clearing its rights, keeping it, putting it to work. Every feature is in
 * exactly one group (the home page test counts all thirteen under their groups).
 */
export const featureGroups: Record<FeatureGroupId, readonly FeatureId[]> = {
  sourcing: ['hashtagSourcing', 'geolocation', 'mentions', 'historicalContent'],
  rights: ['smartCuration', 'rightsRequests', 'automatedFollowUp'],
  library: ['mediaLibrary', 'originalQuality', 'integrations'],
  distribution: ['restApi', 'widgets', 'landingPages'],
};
