import type { ReactNode } from 'react';
import { usePage } from '../../renderer/usePage';
import { visuallyHidden } from '../../renderer/utilities.css';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import * as styles from './ButtonLink.css';

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: keyof typeof styles.variant;
  icon?: IconName;
  fullWidth?: boolean;
}

/** A link that looks like a button. Links that leave the site say so to screen readers. */
export function ButtonLink({ href, children, variant = 'primary', icon, fullWidth }: ButtonLinkProps) {
  const className = fullWidth ? `${styles.variant[variant]} ${styles.fullWidth}` : styles.variant[variant];
  return (
    <a className={className} href={href} rel={isExternal(href) ? 'noopener' : undefined}>
      {children}
      {icon ? <Icon name={icon} size="sm" /> : null}
      <ExternalHint href={href} />
    </a>
  );
}

export function isExternal(href: string): boolean {
  return /^https?:/.test(href);
}

/** "(external site)" for screen readers after a link that leaves the site. */
export function ExternalHint({ href }: { href: string }) {
  const { content } = usePage();
  return isExternal(href) ? <span className={visuallyHidden}> {content.common.externalLink}</span> : null;
}
