/** Where links go: the route table for pages, facts.ts for the outside world. */
import { settings } from '../content/facts';
import { routeFor, type PageKey } from '../content/locales';
import { usePage } from './usePage';

export function useHref() {
  const { locale } = usePage();
  return (page: PageKey, hash?: string) => `${routeFor(page, locale)}${hash ? `#${hash}` : ''}`;
}

export const external = {
  booking: settings.bookingUrl,
  instagram: settings.instagramUrl,
  linkedin: settings.linkedinUrl,
  email: `mailto:${settings.contactEmail}`,
} as const;
