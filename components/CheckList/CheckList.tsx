import { Icon } from '../Icon/Icon';
import * as styles from './CheckList.css';

/** A list of short points, each led by a tick (or a cross for what is left out). */
export function CheckList({ items, mark = 'check', label }: { items: string[]; mark?: keyof typeof styles.mark; label?: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <span className={styles.mark[mark]}>
            <Icon name={mark === 'cross' ? 'x' : 'check'} size="sm" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
