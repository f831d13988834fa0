import type { Question } from '../../schema/site-content';
import { Icon } from '../Icon/Icon';
import * as styles from './Faq.css';

/**
 * Questions as native disclosures. Sharing one `name` makes it an accordion where only one item
 * is open at a time, with no JavaScript.
 */
export function Faq({ items, name }: { items: Question[]; name?: string }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.question} className={styles.item} name={name}>
          <summary className={styles.summary}>
            {item.question}
            <span className={styles.marker}>
              <Icon name="plus" size="sm" />
            </span>
          </summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
