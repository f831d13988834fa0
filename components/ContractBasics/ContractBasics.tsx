import { usePage } from '../../renderer/usePage';
import type { PricingContent } from '../../schema/site-content';
import * as styles from './ContractBasics.css';

/** The rows in the order a buyer's procurement checks them: the commitment and money first, then the quota, the tools, the sourcing. */
const rows = ['commitment', 'billing', 'quota', 'limit', 'integrations', 'collection'] as const satisfies readonly (keyof PricingContent['contract'])[];

/**
 * The contract basics: what procurement and legal ask first, each row a label and a sentence that
 * states the contract facts (content/facts.ts `contract`; bracketed while they are placeholders).
 */
export function ContractBasics({ id }: { id: string }) {
  const { contract } = usePage().content.pricing;
  return (
    <div id={id} className={styles.block}>
      <h3 id={`${id}-title`} className={styles.title}>
        {contract.title}
      </h3>
      <dl className={styles.list} aria-labelledby={`${id}-title`}>
        {rows.map((row) => (
          <div key={row} className={styles.row}>
            <dt className={styles.label}>{contract[row].label}</dt> <dd className={styles.text}>{contract[row].text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
