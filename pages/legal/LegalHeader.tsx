import type { ReactNode } from 'react';
import { narrowContainer } from '../../renderer/utilities.css';
import * as styles from './Legal.css';

/** The top of a long-form page: its one h1, the intro and what follows it (the last-updated date), in the reading column. */
export function LegalHeader({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={`${narrowContainer} ${styles.headerInner}`}>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
        {children}
      </div>
    </header>
  );
}
