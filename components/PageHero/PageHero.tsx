import type { ReactNode } from 'react';
import { container } from '../../renderer/utilities.css';
import type { PageIntro } from '../../schema/site-content';
import * as styles from './PageHero.css';

/**
 * The top of a page: its one h1. With a `visual`, the words sit beside it from desktop width (left
 * aligned) and above it on phones; `footer` goes below both, and from 1200 px under the words.
 * `compact`: a shorter band and a smaller, wider title, for a page whose content must follow the
 * title closely (pricing: the plans). `visualOnPhones={false}`: the visual only beside the words,
 * from desktop width (pricing's customers, which a phone shows after the plans).
 */
export function PageHero({
  intro,
  children,
  visual,
  footer,
  compact = false,
  visualOnPhones = true,
}: {
  intro: PageIntro;
  children?: ReactNode;
  visual?: ReactNode;
  footer?: ReactNode;
  compact?: boolean;
  visualOnPhones?: boolean;
}) {
  return (
    <section className={compact ? styles.heroCompact : styles.hero} aria-labelledby="page-title">
      <div className={`${container} ${visual ? (compact ? styles.splitCompact : styles.split) : ''}`}>
        <div className={visual ? styles.innerStart : styles.inner}>
          <p className={styles.eyebrow}>{intro.eyebrow}</p>
          <h1 id="page-title" className={visual ? styles.titleStart : compact ? styles.titleCompact : styles.title}>
            {intro.title}
          </h1>
          <p className={styles.subtitle}>{intro.subtitle}</p>
          {children}
        </div>
        {visual ? <div className={visualOnPhones ? styles.visual : styles.visualFromDesktop}>{visual}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </section>
  );
}

export function HeroActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
