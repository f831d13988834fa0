import type { IconName } from '../../components/Icon/icons';
import type { UseCaseId } from '../../schema/site-content';

export const useCaseIcons: Record<UseCaseId, IconName> = {
  ecommerce: 'shoppingBag',
  inspiration: 'palette',
  retail: 'store',
  socialMedia: 'users',
  activations: 'gift',
  advertising: 'megaphone',
};
