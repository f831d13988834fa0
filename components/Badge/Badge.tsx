import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import * as styles from './Badge.css';

export function Badge({ children, tone = 'neutral', icon }: { children: ReactNode; tone?: keyof typeof styles.tone; icon?: IconName }) {
  return (
    <span className={styles.tone[tone]}>
      {icon ? <Icon name={icon} size="sm" /> : null}
      {children}
    </span>
  );
}
