import type { IconName } from '../../components/Icon/icons';
import type { ValueId } from '../../schema/site-content';

export const valueIcons: Record<ValueId, IconName> = {
  collaboration: 'users',
  innovation: 'lightbulb',
  authenticity: 'heart',
  creativity: 'palette',
};

export const missionIcon: IconName = 'target';
export const visionIcon: IconName = 'sparkles';
export const teamIcon: IconName = 'users';
export const locationIcon: IconName = 'mapPin';
