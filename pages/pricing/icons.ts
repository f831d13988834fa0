import type { IconName } from '../../components/Icon/icons';
import type { PlanId } from '../../schema/site-content';

export const planIcons: Record<PlanId, IconName> = {
  starter: 'zap',
  professional: 'star',
  enterprise: 'building',
};

/** The three reassurance tiles, in content order: legal safety, personal support, data sovereignty. */
export const tileIcons: readonly IconName[] = ['shieldCheck', 'users', 'lock'];

export const noteIcons = {
  price: 'message',
} as const satisfies Record<string, IconName>;
