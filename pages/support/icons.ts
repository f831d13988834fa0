import type { IconName } from '../../components/Icon/icons';
import type { ResourceId, SupportChannelId } from '../../schema/site-content';

export const channelIcons: Record<SupportChannelId, IconName> = {
  email: 'mail',
  phone: 'phone',
  appointment: 'calendar',
  chat: 'message',
};

export const resourceIcons: Record<ResourceId, IconName> = {
  apiDocs: 'code',
  tutorials: 'play',
  knowledgeBase: 'book',
};

export const detailIcon: IconName = 'clock';
