import { narrowContainer } from '../../renderer/utilities.css';
import * as styles from './Legal.css';

/** The top of a long-form page: its one h1 and the intro, in the reading column. */
export function LegalHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className={styles.header}>
      <div className={`${narrowContainer} ${styles.headerInner}`}>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
      </div>
    </header>
  );
}
