import type { ReactNode } from 'react';
import { container } from '../../renderer/utilities.css';
import type { PageIntro } from '../../schema/site-content';
import * as styles from './PageHero.css';

/** The top of a page: its one h1. */
export function PageHero({ intro, children }: { intro: PageIntro; children?: ReactNode }) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={`${container} ${styles.inner}`}>
        <p className={styles.eyebrow}>{intro.eyebrow}</p>
        <h1 id="page-title" className={styles.title}>
          {intro.title}
        </h1>
        <p className={styles.subtitle}>{intro.subtitle}</p>
        {children}
      </div>
    </section>
  );
}

export function HeroActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
