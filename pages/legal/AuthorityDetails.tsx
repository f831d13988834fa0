import type { AuthorityFacts } from '../../content/facts';
import { countryName } from '../../content/format';
import type { Locale } from '../../content/locales';
import * as styles from './Legal.css';

/** A supervisory authority: its official name, its postal address when it has one, its website. */
export function AuthorityDetails({ authority, websiteLabel, locale }: { authority: AuthorityFacts; websiteLabel: string; locale: Locale }) {
  return (
    <li className={styles.authority}>
      <strong>{authority.name}</strong>
      {authority.address ? (
        <address className={styles.address}>
          {authority.address.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <span>{countryName(authority.address.countryCode, locale)}</span>
        </address>
      ) : null}
      <span>
        {websiteLabel} <a href={authority.website}>{new URL(authority.website).hostname}</a>
      </span>
    </li>
  );
}
