import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import * as styles from './Card.css';

interface CardProps {
  title: string;
  text?: string;
  icon?: IconName;
  badge?: ReactNode;
  highlighted?: boolean;
  /** Heading level inside its section. */
  level?: 3 | 4;
  children?: ReactNode;
  footer?: ReactNode;
  as?: 'li' | 'div' | 'article';
}

export function Card({ title, text, icon, badge, highlighted, level = 3, children, footer, as: Element = 'li' }: CardProps) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <Element className={styles.card[highlighted ? 'highlighted' : 'plain']}>
      {icon || badge ? (
        <div className={styles.topRow}>
          {icon ? (
            <span className={styles.iconBox}>
              <Icon name={icon} />
            </span>
          ) : null}
          {badge}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Element>
  );
}
