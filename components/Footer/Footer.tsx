import { settings } from '../../content/facts';
import { useExternalLinks, useHref } from '../../renderer/links';
import { usePage } from '../../renderer/usePage';
import { container } from '../../renderer/utilities.css';
import { ExternalHint } from '../ButtonLink/ButtonLink';
import { AddressLines, EmailLink, PhoneLink } from '../Fact/Fact';
import { Icon } from '../Icon/Icon';
import { Logo } from '../Logo/Logo';
import * as styles from './Footer.css';

export function Footer() {
  const { content } = usePage();
  const href = useHref();
  const external = useExternalLinks();
  // A network whose address is still a placeholder is not shown.
  const socialLinks = (['instagram', 'linkedin'] as const).flatMap((network) => (external[network] ? [{ network, url: external[network] }] : []));
  const text = content.common.footer;
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.columns}>
          <div className={styles.column}>
            <a className={styles.logo} href={href('home')} aria-label={content.common.header.logoLabel}>
              <Logo onDark />
            </a>
            <p className={styles.muted}>{text.tagline}</p>
            {socialLinks.length > 0 ? (
              <div className={styles.social}>
                {socialLinks.map(({ network, url }) => (
                  <a key={network} className={styles.socialLink} href={url} rel="noopener">
                    <Icon name={network} size="sm" />
                    {text.links[network]}
                    <ExternalHint href={url} />
                  </a>
                ))}
              </div>
            ) : null}
          </div>
          <nav className={styles.column} aria-labelledby="footer-product">
            <h2 id="footer-product" className={styles.heading}>{text.productHeading}</h2>
            <ul className={styles.list}>
              <li><a href={href('home', 'features')}>{text.links.features}</a></li>
              <li><a href={href('pricing')}>{text.links.pricing}</a></li>
              <li><a href={href('useCases')}>{text.links.useCases}</a></li>
              <li><a href={href('demo')}>{text.links.booking}</a></li>
            </ul>
          </nav>
          <nav className={styles.column} aria-labelledby="footer-company">
            <h2 id="footer-company" className={styles.heading}>{text.companyHeading}</h2>
            <ul className={styles.list}>
              <li><a href={href('about')}>{text.links.about}</a></li>
              <li><a href={href('contact')}>{text.links.contact}</a></li>
              <li><a href={href('legal')}>{text.links.legal}</a></li>
              <li><a href={href('legal', 'platform')}>{text.links.platform}</a></li>
            </ul>
          </nav>
          <div className={styles.column}>
            <h2 className={styles.heading}>{text.supportHeading}</h2>
            <p className={styles.muted}>{text.supportText}</p>
            {/* The support column leads to the help centre, not to sales (buyer reviews 2026-11-28). */}
            <a href={href('support')}>{text.links.support}</a>
          </div>
          <div className={styles.column}>
            <h2 className={styles.heading}>{text.contactHeading}</h2>
            <address className={styles.address}>
              <AddressLines address={settings.headOffice} />
              <PhoneLink phone={settings.phone} />
              <EmailLink email={settings.email} />
            </address>
          </div>
        </div>
        {/* The languages are in the header, on every width: one switcher, one "Langue" landmark. */}
        <p className={`${styles.muted} ${styles.bottom}`}>{text.copyright}</p>
      </div>
    </footer>
  );
}
