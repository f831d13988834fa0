import { usePage } from '../../renderer/usePage';
import type { ContractRow, PricingContent } from '../../schema/site-content';
import * as styles from './ContractBasics.css';

/** The rows in the order a buyer's procurement checks them: the commitment and money first, then the quota, the tools, the sourcing. */
const basicsRows = ['commitment', 'billing', 'quota', 'limit', 'integrations', 'collection'] as const satisfies readonly (keyof PricingContent['contract'])[];

/**
 * Rows of contract facts, each a label and a sentence that states them (content/facts.ts `contract`;
 * bracketed while they are placeholders): the pricing page's basics and the legal page's platform section.
 */
export function ContractRows({ rows, labelledBy }: { rows: readonly ContractRow[]; labelledBy: string }) {
  return (
    <dl className={styles.list} aria-labelledby={labelledBy}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt className={styles.label}>{row.label}</dt> <dd className={styles.text}>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The contract basics: what procurement and legal ask first. */
export function ContractBasics({ id }: { id: string }) {
  const { contract } = usePage().content.pricing;
  return (
    <div id={id} className={styles.block}>
      <h3 id={`${id}-title`} className={styles.title}>
        {contract.title}
      </h3>
      <ContractRows rows={basicsRows.map((row) => contract[row])} labelledBy={`${id}-title`} />
    </div>
  );
}
