import { icons, type IconName } from './icons';
import * as styles from './Icon.css';

/** A decorative icon: hidden from screen readers, the text beside it says what it means. */
export function Icon({ name, size = 'md' }: { name: IconName; size?: keyof typeof styles.size }) {
  return (
    <svg className={styles.size[size]} viewBox="0 0 24 24" aria-hidden="true">
      <path d={icons[name]} />
    </svg>
  );
}
