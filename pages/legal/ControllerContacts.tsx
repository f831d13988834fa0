import { AddressLines, EmailLink, MissingFact } from '../../components/Fact/Fact';
import { isPlaceholder, settings } from '../../content/facts';
import { namesUkRepresentative } from '../../content/legal';
import type { Locale } from '../../content/locales';
import type { LegalController } from '../../schema/site-content';
import * as styles from './Legal.css';

/**
 * After the controller's privacy address: the data protection officer, and where UK readers are
 * addressed the UK representative; each real, marked as a placeholder, or left out when the facts
 * say there is none (`null`).
 */
export function ControllerContacts({ controller, locale }: { controller: LegalController; locale: Locale }) {
  const dpo = settings.dataProtectionOfficer;
  const representative = settings.ukRepresentative;
  return (
    <>
      {dpo === null ? null : (
        <p id="privacy-dpo">
          {controller.dpoLabel}{' '}
          {isPlaceholder(dpo) ? (
            <MissingFact value={dpo} />
          ) : (
            <>
              {dpo.name}, <EmailLink email={dpo.email} />
            </>
          )}
        </p>
      )}
      {representative === null || !namesUkRepresentative(locale) ? null : (
        <div id="privacy-uk-representative">
          <p>
            {controller.ukRepresentativeLabel}{' '}
            {isPlaceholder(representative) ? <MissingFact value={representative} /> : representative.name}
          </p>
          {isPlaceholder(representative) ? null : (
            <>
              <address className={styles.address}>
                <AddressLines address={representative.address} />
              </address>
              <p>
                <EmailLink email={representative.email} />
              </p>
            </>
          )}
        </div>
      )}
    </>
  );
}
