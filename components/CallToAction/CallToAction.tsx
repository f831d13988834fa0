import type { ReactNode } from 'react';
import { container } from '../../renderer/utilities.css';
import * as styles from './CallToAction.css';

/** The closing band of a page: a title, a sentence and its buttons. */
export function CallToAction({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className={styles.band} aria-labelledby="cta-title">
      <div className={container}>
        <div className={styles.panel}>
          <h2 id="cta-title" className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
          <div className={styles.actions}>{children}</div>
        </div>
      </div>
    </section>
  );
}
