import { FactText, MissingFact } from '../../components/Fact/Fact';
import { isPlaceholder, type ProcessorFacts } from '../../content/facts';
import { countryName } from '../../content/format';
import type { Locale } from '../../content/locales';
import type { LegalRecipients } from '../../schema/site-content';
import * as styles from './Legal.css';

/** One processor of content/facts.ts: who, what for, where, and the safeguard if it is outside the EEA. */
export function ProcessorDetails({ id, processor, recipients, locale }: { id: string; processor: ProcessorFacts; recipients: LegalRecipients; locale: Locale }) {
  return (
    <dl id={`processor-${id}`} className={`${styles.facts} ${styles.processor}`}>
      <div className={styles.factRow}>
        <dt>{recipients.nameLabel}</dt>
        <dd>
          <FactText value={processor.name} />
        </dd>
      </div>
      <div className={styles.factRow}>
        <dt>{recipients.roleLabel}</dt>
        <dd>{recipients.roles[processor.role]}</dd>
      </div>
      <div className={styles.factRow}>
        <dt>{recipients.countryLabel}</dt>
        <dd>{isPlaceholder(processor.countryCode) ? <MissingFact value={processor.countryCode} /> : countryName(processor.countryCode, locale)}</dd>
      </div>
      <div className={styles.factRow}>
        <dt>{recipients.safeguardLabel}</dt>
        <dd>{isPlaceholder(processor.safeguard) ? <MissingFact value={processor.safeguard} /> : recipients.safeguards[processor.safeguard]}</dd>
      </div>
    </dl>
  );
}
