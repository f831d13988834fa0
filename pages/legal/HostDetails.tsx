import { AddressLines, FactText, PhoneLink } from '../../components/Fact/Fact';
import type { HostFacts } from '../../content/facts';
import * as styles from './Legal.css';

/** A host of the site or of its data: name, address and phone (LCEN art. 1-1). */
export function HostDetails({ heading, host, labels }: { heading: string; host: HostFacts; labels: { name: string; address: string; phone: string } }) {
  return (
    <div className={styles.host}>
      <h3 className={styles.subsectionTitle}>{heading}</h3>
      <dl className={styles.facts}>
        <div className={styles.factRow}>
          <dt>{labels.name}</dt>
          <dd>
            <FactText value={host.name} />
          </dd>
        </div>
        <div className={styles.factRow}>
          <dt>{labels.address}</dt>
          <dd>
            <address className={styles.address}>
              <AddressLines address={host.address} />
            </address>
          </dd>
        </div>
        <div className={styles.factRow}>
          <dt>{labels.phone}</dt>
          <dd>
            <PhoneLink phone={host.phone} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
