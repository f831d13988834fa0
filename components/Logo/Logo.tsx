import { settings } from '../../content/facts';
import * as styles from './Logo.css';

/** The brand mark and name; the link around it carries the accessible name. */
export function Logo({ onDark }: { onDark?: boolean }) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M9 9v8a7 7 0 0 0 14 0V9h-4v8a3 3 0 0 1-6 0V9z" fill="#fff" />
      </svg>
      <span className={onDark ? styles.nameOnDark : styles.name}>{settings.brandName}</span>
    </span>
  );
}
