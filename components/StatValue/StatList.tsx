import { isPlaceholder, statistics } from '../../content/facts';
import { formatStat, formatStatScope } from '../../content/format';
import { usePage } from '../../renderer/usePage';
import type { Stat } from '../../schema/site-content';
import { SourceMark } from '../Sources/Sources';
import * as styles from './StatList.css';

/**
 * Statistics: the number from facts.ts, formatted for the language, with its source mark, above its
 * label (read in that order), and under the label what it was measured on (population, period,
 * baseline) from its source; while the source is a placeholder, the page's #sources section shows it. The list's longest figure (`data-figure-length`) sets the figures' size
 * and, on a phone, how the list lays out: no figure breaks over two lines.
 */
export function StatList({ items, look = 'card' }: { items: Stat[]; look?: keyof typeof styles.item }) {
  const { locale, content } = usePage();
  const figures = items.map((item) => formatStat(statistics[item.stat].figure, locale, content.common.formats));
  const longest = Math.max(...figures.map((figure) => [...figure].length));
  const fitting = styles.figureLengths.find((length) => longest <= length) ?? styles.figureLengths.at(-1)!;
  return (
    <ul className={styles.list[look]} data-figure-length={fitting}>
      {items.map((item, index) => {
        const { source } = statistics[item.stat];
        return (
          <li key={item.stat} className={styles.item[look]}>
            <span className={styles.value}>
              {figures[index]}
              <SourceMark stat={item.stat} />
            </span>
            <span className={styles.label}>{item.label}</span>
            {isPlaceholder(source) ? null : <span className={styles.scope}>{formatStatScope(source, locale, content.common.formats)}</span>}
          </li>
        );
      })}
    </ul>
  );
}
