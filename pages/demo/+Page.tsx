import { customers, isPlaceholder, settings } from '../../content/facts';
import { BookingCard } from '../../components/BookingCard/BookingCard';
import { ExternalHint } from '../../components/ButtonLink/ButtonLink';
import { CustomerProof } from '../../components/CustomerProof/CustomerProof';
import { Icon } from '../../components/Icon/Icon';
import type { IconName } from '../../components/Icon/icons';
import { DemoFormIsland } from '../../components/DemoRequestForm/DemoFormIsland';
import { NextSteps } from '../../components/NextSteps/NextSteps';
import { PermissionRecordPreview } from '../../components/ProductPreview/ProductPreview';
import { useExternalLinks } from '../../renderer/links';
import { usePage } from '../../renderer/usePage';
import { container } from '../../renderer/utilities.css';
import * as styles from './Demo.css';

/** The reply, the demo's length, its languages. */
const highlightIcons: IconName[] = ['mail', 'clock', 'globe'];

/**
 * Where every "request a demo" leads: the heading and the form on the first screen (on a phone, with
 * the next steps in three short lines and the booking link in one above it); beside it (after it on a phone, so that the form's
 * first field stays in the first screen) the booking card when the booking page is a real fact (no
 * second path back to a form; from desktop width only, where the one-line link is not shown), the customers' logos and quote when there are customers, what happens
 * next in three numbered steps; last, a permission record as the demo will show it (from desktop
 * width, under the form when the card or the proof make the points longer than it, so that the two
 * columns end together).
 */
export default function Page() {
  const { content, locale } = usePage();
  const external = useExternalLinks();
  const { hero, nextSteps, highlights } = content.demo;
  // Offered only when the booking page is a real fact (no second path back to a form).
  const booking = isPlaceholder(settings.bookingUrl) ? null : content.demo.booking;
  const recordUnderForm = booking !== null || customers.length > 0;
  return (
    <section className={styles.band} aria-labelledby="page-title">
      <div className={`${container} ${styles.layout[recordUnderForm ? 'recordUnderForm' : 'recordUnderPoints']}`}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="page-title" className={styles.title}>
            {hero.title}
          </h1>
          <p className={styles.subtitle}>{hero.subtitle}</p>
          <ul className={styles.highlights}>
            {highlights.map((highlight, index) => (
              <li key={highlight} className={styles.highlight}>
                <Icon name={highlightIcons[index]!} size="sm" />
                {highlight}
              </li>
            ))}
          </ul>
          {booking === null ? null : (
            // On a phone the booking card follows the form: its link, in one line, before the form.
            <p className={styles.bookingShortcut}>
              {booking.title}{' '}
              <a className={styles.bookingShortcutLink} href={external.booking}>
                {booking.button}
                <Icon name="calendar" size="sm" />
                <ExternalHint href={external.booking} />
              </a>
            </p>
          )}
        </div>
        <div className={styles.form}>
          <DemoFormIsland loadScript="afterFirstPaint" />
        </div>
        <div className={styles.aside}>
          {/* The highest-intent path and the proof first, in a laptop's first screen beside the form. */}
          {booking === null ? null : <BookingCard id="demo-booking" className={styles.bookingCard} text={booking} href={external.booking} />}
          <CustomerProof id="demo-proof" variant="aside" quoteAt={3} />
          <NextSteps locale={locale} id="next-steps" headingLevel="h2" {...nextSteps} />
        </div>
        <div className={styles.record}>
          <PermissionRecordPreview />
        </div>
      </div>
    </section>
  );
}
