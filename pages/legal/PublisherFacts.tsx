import type { ReactNode } from 'react';
import { AddressLines, EmailLink, FactText, PhoneLink } from '../../components/Fact/Fact';
import { settings } from '../../content/facts';
import type { PublisherFact, PublisherFactId } from '../../schema/site-content';
import * as styles from './Legal.css';

/** The value of each publisher line, rendered from content/facts.ts (LCEN art. 6-III). */
const publisherFacts: Record<PublisherFactId, () => ReactNode> = {
  legalName: () => <FactText value={settings.legalName} />,
  legalForm: () => <FactText value={settings.legalForm} />,
  shareCapital: () => <FactText value={settings.shareCapital} />,
  headOffice: () => (
    <address className={styles.address}>
      <AddressLines address={settings.headOffice} />
    </address>
  ),
  register: () => (
    <>
      <FactText value={settings.rcsCity} /> <FactText value={settings.rcsNumber} />
    </>
  ),
  siren: () => <FactText value={settings.siren} />,
  vatNumber: () => <FactText value={settings.vatNumber} />,
  phone: () => <PhoneLink phone={settings.phone} />,
  email: () => <EmailLink email={settings.email} />,
  publicationDirector: () => <FactText value={settings.publicationDirector} />,
};

/** The publisher's identification: each line's label from the content, its value from the facts. */
export function PublisherFacts({ facts }: { facts: readonly PublisherFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.id} className={styles.factRow}>
          <dt>{fact.label}</dt>
          <dd>{publisherFacts[fact.id]()}</dd>
        </div>
      ))}
    </dl>
  );
}
