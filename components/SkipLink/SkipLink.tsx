import { usePage } from '../../renderer/usePage';
import * as styles from './SkipLink.css';

export const mainId = 'main';

export function SkipLink() {
  const { content } = usePage();
  return (
    <a className={styles.skipLink} href={`#${mainId}`}>
      {content.common.skipLink}
    </a>
  );
}
