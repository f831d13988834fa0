import type { CallToAction } from '../../schema/site-content';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import type { IconName } from '../Icon/icons';
import * as styles from './BookingCard.css';

/** The dark card that offers a demo (contact and demo pages): a slot on the booking page, or the demo form while that page is not known. */
export function BookingCard({ id, text, href, className, icon = 'calendar' }: { id: string; text: CallToAction; href: string; className?: string; icon?: IconName }) {
  return (
    <div id={id} className={className ? `${styles.card} ${className}` : styles.card}>
      <h2 className={styles.title}>{text.title}</h2>
      <p className={styles.text}>{text.text}</p>
      <ButtonLink href={href} variant="onDark" icon={icon}>
        {text.button}
      </ButtonLink>
    </div>
  );
}
