import { formatCount } from '../../content/format-numbers';
import type { Locale } from '../../content/locales';
import { Icon } from '../Icon/Icon';
import * as styles from './NextSteps.css';

export interface NextStepsProps {
  locale: Locale;
  /** The heading's id, for the list to be named by it. */
  id: string;
  /** h2 beside a page's h1 (demo page), h3 inside a section (home). */
  headingLevel: 'h2' | 'h3';
  title: string;
  /** In the order they happen: an ordered list, numbered by Intl for the page language. */
  steps: string[];
  /** A line under the steps (where the data is hosted). */
  note: string;
}

/** What happens after a request: a heading, the numbered steps, and a short note. */
export function NextSteps({ locale, id, headingLevel: Heading, title, steps, note }: NextStepsProps) {
  return (
    <div className={styles.panel}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      <ol className={styles.steps} aria-labelledby={id}>
        {steps.map((step, index) => (
          <li key={step} className={styles.step}>
            {/* The list is ordered: assistive technology announces the position; the figure is for the eye. */}
            <span className={styles.number} aria-hidden="true">
              {formatCount(index + 1, locale)}
            </span>
            <span className={styles.text}>{step}</span>
          </li>
        ))}
      </ol>
      <p className={styles.note}>
        <Icon name="lock" size="sm" />
        <span>{note}</span>
      </p>
    </div>
  );
}
