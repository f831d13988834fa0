/** Where links go: the route table for pages, facts.ts for the outside world. */
import { isPlaceholder, settings, type Fact, type PhoneNumber } from '../content/facts';
import { routeFor, type PageKey } from '../content/locales';
import { usePage } from './usePage';

export function useHref() {
  const { locale } = usePage();
  return (page: PageKey, hash?: string) => `${routeFor(page, locale)}${hash ? `#${hash}` : ''}`;
}

/** A fact's value, or null while it is a placeholder. */
export function known<T>(fact: Fact<T>): T | null {
  return isPlaceholder(fact) ? null : fact;
}

/**
 * The href of a fact that is an address (`toHref` of its value), or the placeholder itself while it
 * is one, so that the caller shows the placeholder instead of linking anywhere else.
 */
export function factHref<T>(fact: Fact<T>, toHref: (value: T) => string): Fact<string> {
  return isPlaceholder(fact) ? fact : toHref(fact);
}

/** The `tel:` href of a phone number, or null while it is a placeholder. */
export function telHref(phone: Fact<PhoneNumber>): string | null {
  const number = known(phone);
  return number ? `tel:${number.e164}` : null;
}

/** The `mailto:` href of an address, or null while it is a placeholder. */
export function mailtoHref(email: Fact<string>): string | null {
  const address = known(email);
  return address ? `mailto:${address}` : null;
}

/**
 * Links to the outside world. A link whose fact is still a placeholder never points at a made-up
 * address: the e-mail and booking links lead to the contact form instead (it stores every
 * message), and a social link is null (not shown). A public build refuses placeholders anyway.
 */
export function useExternalLinks() {
  const href = useHref();
  const contactForm = href('contact', 'contact-form');
  return {
    booking: known(settings.bookingUrl) ?? contactForm,
    email: mailtoHref(settings.email) ?? contactForm,
    instagram: known(settings.instagramUrl),
    linkedin: known(settings.linkedinUrl),
  };
}
