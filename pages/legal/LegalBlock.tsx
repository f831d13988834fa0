import type { ReactNode } from 'react';
import type { LegalBlock as LegalBlockContent } from '../../schema/site-content';
import * as styles from './Legal.css';

/** A section's (or subsection's) heading, its lead-in and paragraphs, then whatever follows. */
export function LegalBlock({ id, block, level, children }: { id: string; block: LegalBlockContent; level: 2 | 3; children?: ReactNode }) {
  const body = (
    <>
      {block.lead ? <p className={styles.lead}>{block.lead}</p> : null}
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </>
  );
  // A part of the privacy notice is a titled division of its section, not a section of its own.
  return level === 2 ? (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {block.title}
      </h2>
      {body}
    </section>
  ) : (
    <div id={id} className={styles.subsection}>
      <h3 className={styles.subsectionTitle}>{block.title}</h3>
      {body}
    </div>
  );
}
