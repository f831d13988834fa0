/**
 * Every statistic a page shows points to its source: a numbered mark beside the figure, and a
 * #sources section at the end of the page listing, in the page language, what backs each one
 * (content/facts.ts `statistics`). A source not known yet shows as its bracketed placeholder.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { isPlaceholder, statistics } from '../../content/facts';
import { formatSourceLine, formatStat } from '../../content/format';
import { usePage } from '../../renderer/usePage';
import { container } from '../../renderer/utilities.css';
import type { Stat, StatKey } from '../../schema/site-content';
import { MissingFact } from '../Fact/Fact';
import * as styles from './Sources.css';

/** The section's anchor, and each source's. */
export const sourcesId = 'sources';
const sourceId = (stat: StatKey) => `source-${stat}`;

/** Each statistic shown on the page, numbered in the order it first appears. */
const SourceNumbers = createContext<ReadonlyMap<StatKey, number>>(new Map());

/** The page's statistics, once each, in page order. */
function uniqueStats(lists: readonly Stat[][]): Stat[] {
  const seen = new Set<StatKey>();
  return lists.flat().filter((item) => !seen.has(item.stat) && seen.add(item.stat));
}

/** Wraps a page that shows statistics: `lists` are its statistic lists in page order; the sources follow the page. */
export function WithSources({ lists, children }: { lists: readonly Stat[][]; children: ReactNode }) {
  const shown = uniqueStats(lists);
  const numbers = new Map(shown.map((item, index) => [item.stat, index + 1]));
  return (
    <SourceNumbers.Provider value={numbers}>
      {children}
      <SourceList items={shown} />
    </SourceNumbers.Provider>
  );
}

/** The reference mark beside a figure: its number, linking to its source. */
export function SourceMark({ stat, className }: { stat: StatKey; className?: string }) {
  const number = useContext(SourceNumbers).get(stat);
  const { content } = usePage();
  if (number === undefined) return null;
  return (
    <sup className={className ?? styles.mark}>
      <a href={`#${sourceId(stat)}`} aria-label={`${content.common.sources.markLabel} ${number}`} className={styles.markLink}>
        {number}
      </a>
    </sup>
  );
}

function SourceList({ items }: { items: Stat[] }) {
  const { locale, content } = usePage();
  const { sources, formats } = content.common;
  if (items.length === 0) return null;
  return (
    <section id={sourcesId} className={styles.section} aria-labelledby={`${sourcesId}-title`}>
      <div className={container}>
        <h2 id={`${sourcesId}-title`} className={styles.title}>
          {sources.title}
        </h2>
        <ol className={styles.list}>
          {items.map((item) => {
            const { figure, source } = statistics[item.stat];
            return (
              <li key={item.stat} id={sourceId(item.stat)} className={styles.item}>
                <span className={styles.statistic}>{`${formatStat(figure, locale, formats)} ${item.label}`}</span>
                <span className={styles.origin}>
                  {isPlaceholder(source) ? (
                    <MissingFact value={source} />
                  ) : (
                    <>
                      {formatSourceLine(source, sources.kinds[source.kind], locale, formats)}
                      {source.url ? (
                        <>
                          {' '}
                          <a href={source.url} rel="noopener" className={styles.link}>
                            {sources.link}
                          </a>
                        </>
                      ) : null}
                    </>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
