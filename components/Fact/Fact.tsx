/**
 * Company facts from content/facts.ts, rendered: a placeholder shows as a marked, bracketed label
 * (`[settings.siren]`), a phone or e-mail as a link, an address as lines. No look-alike values.
 */
import { isPlaceholder, type Fact as FactValue, type Money, type PhoneNumber, type Placeholder, type PostalAddress } from '../../content/facts';
import { countryName, formatMissingFact, formatMoney, formatPhone } from '../../content/format';
import { mailtoHref, telHref } from '../../renderer/links';
import { ButtonLink, type ButtonLinkProps } from '../ButtonLink/ButtonLink';
import { EmailAddress } from '../EmailAddress/EmailAddress';
import { usePage } from '../../renderer/usePage';
import * as styles from './Fact.css';

export function MissingFact({ value }: { value: Placeholder }) {
  return <mark className={styles.missing}>{formatMissingFact(value)}</mark>;
}

export function FactText({ value }: { value: FactValue<string> | FactValue<Money> }) {
  const { locale } = usePage();
  if (isPlaceholder(value)) return <MissingFact value={value} />;
  return <>{typeof value === 'string' ? value : formatMoney(value, locale)}</>;
}

export function PhoneLink({ phone, className }: { phone: FactValue<PhoneNumber>; className?: string }) {
  const { locale } = usePage();
  const href = telHref(phone);
  if (isPlaceholder(phone) || !href) return <MissingFact value={phone as Placeholder} />;
  return (
    <a className={className} href={href}>
      {formatPhone(phone, locale)}
    </a>
  );
}

export function EmailLink({ email, className }: { email: FactValue<string>; className?: string }) {
  const href = mailtoHref(email);
  if (isPlaceholder(email) || !href) return <MissingFact value={email as Placeholder} />;
  return (
    <a className={className} href={href}>
      <EmailAddress email={email} />
    </a>
  );
}

/** A postal address as its lines (street; postal code and city; country named per language). */
export function AddressLines({ address }: { address: PostalAddress }) {
  const { locale } = usePage();
  const country = isPlaceholder(address.countryCode) ? (
    <MissingFact value={address.countryCode} />
  ) : (
    countryName(address.countryCode, locale)
  );
  return (
    <>
      <span>
        <FactText value={address.streetAddress} />
      </span>
      <span>
        <FactText value={address.postalCode} /> <FactText value={address.city} />
      </span>
      <span>{country}</span>
    </>
  );
}

/**
 * A button to a channel or a resource whose address is a fact (renderer/links.ts `factHref`). It
 * leads to that address and nowhere else: while the address is a placeholder, the bracketed
 * placeholder stands in the button's place (a local build; a public build refuses placeholders).
 */
export function FactButtonLink({ href, ...button }: Omit<ButtonLinkProps, 'href'> & { href: FactValue<string> }) {
  if (isPlaceholder(href)) return <MissingFact value={href} />;
  return <ButtonLink href={href} {...button} />;
}
