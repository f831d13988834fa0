import type { IconName } from '../../components/Icon/icons';
import type { ContactChannelId } from '../../schema/site-content';

export const channelIcons: Record<ContactChannelId, IconName> = {
  email: 'mail',
  booking: 'calendar',
  office: 'building',
};
