import type { ReactNode } from 'react';
import { container, plainList } from '../../renderer/utilities.css';
import * as styles from './Section.css';

interface SectionProps {
  /** The anchor other pages link to (#features). */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: keyof typeof styles.tone;
  children: ReactNode;
}

/** A page section: a heading block and its content, labelled by its heading. */
export function Section({ id, eyebrow, title, intro, tone = 'plain', children }: SectionProps) {
  const headingId = `${id ?? slug(title)}-title`;
  return (
    <section id={id} className={styles.tone[tone]} aria-labelledby={headingId}>
      <div className={container}>
        <div className={styles.header}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

export function Grid({ columns, children, as: Element = 'ul' }: { columns: keyof typeof styles.grid; children: ReactNode; as?: 'ul' | 'div' }) {
  return <Element className={Element === 'ul' ? `${styles.grid[columns]} ${plainList}` : styles.grid[columns]}>{children}</Element>;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
