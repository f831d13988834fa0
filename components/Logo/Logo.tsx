import { settings } from '../../content/facts';
import { brandMark } from '../../renderer/brand-mark';
import * as styles from './Logo.css';

/** The brand mark and name; the link around it carries the accessible name. */
export function Logo({ onDark }: { onDark?: boolean }) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox={brandMark.viewBox} aria-hidden="true">
        <rect width={brandMark.size} height={brandMark.size} rx={brandMark.cornerRadius} fill="currentColor" />
        <path className={styles.glyph} d={brandMark.glyph} />
      </svg>
      <span className={onDark ? styles.nameOnDark : styles.name}>{settings.brandName}</span>
    </span>
  );
}
