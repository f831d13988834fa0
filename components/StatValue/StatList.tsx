import { statistics } from '../../content/facts';
import { formatStat } from '../../content/format';
import { usePage } from '../../renderer/usePage';
import type { Stat } from '../../schema/site-content';
import { SourceMark } from '../Sources/Sources';
import * as styles from './StatList.css';

/** Statistics: the number from facts.ts, formatted for the language, with its source mark, above its label (read in that order). */
export function StatList({ items, look = 'card' }: { items: Stat[]; look?: keyof typeof styles.item }) {
  const { locale, content } = usePage();
  const onDark = look === 'onDark';
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.stat} className={styles.item[look]}>
          <span className={onDark ? styles.valueOnDark : styles.value}>
            {formatStat(statistics[item.stat].figure, locale, content.common.formats)}
            <SourceMark stat={item.stat} />
          </span>
          <span className={onDark ? styles.labelOnDark : styles.label}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
