import type { IconName } from '../../components/Icon/icons';
import type { ContactChannelId } from '../../schema/site-content';

export const channelIcons: Record<ContactChannelId, IconName> = {
  email: 'mail',
  phone: 'phone',
  booking: 'calendar',
  office: 'building',
};
