import type { CallToAction } from '../../schema/site-content';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import * as styles from './BookingCard.css';

/** The dark card that offers to book a demo slot (contact and demo pages). */
export function BookingCard({ id, text, href, className }: { id: string; text: CallToAction; href: string; className?: string }) {
  return (
    <div id={id} className={className ? `${styles.card} ${className}` : styles.card}>
      <h2 className={styles.title}>{text.title}</h2>
      <p className={styles.text}>{text.text}</p>
      <ButtonLink href={href} variant="onDark" icon="calendar">
        {text.button}
      </ButtonLink>
    </div>
  );
}
