import { isPlaceholder, settings } from '../../content/facts';
import { BookingCard } from '../../components/BookingCard/BookingCard';
import { CheckList } from '../../components/CheckList/CheckList';
import { DemoFormIsland } from '../../components/DemoRequestForm/DemoFormIsland';
import { useExternalLinks } from '../../renderer/links';
import { usePage } from '../../renderer/usePage';
import { container } from '../../renderer/utilities.css';
import * as styles from './Demo.css';

/**
 * Where every "request a demo" leads: the heading and the form on the first screen, the points and,
 * when the booking page is a real fact, the booking card beside it (no second path back to a form).
 */
export default function Page() {
  const { content } = usePage();
  const external = useExternalLinks();
  const { hero } = content.demo;
  const { demoCard } = content.contact;
  return (
    <section className={styles.band} aria-labelledby="page-title">
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="page-title" className={styles.title}>
            {hero.title}
          </h1>
          <p className={styles.subtitle}>{hero.subtitle}</p>
        </div>
        <div className={styles.form}>
          <DemoFormIsland loadScript />
        </div>
        <div className={styles.aside}>
          <CheckList items={content.home.demo.points} />
          {isPlaceholder(settings.bookingUrl) ? null : (
            <BookingCard id="demo-booking" text={demoCard} href={external.booking} />
          )}
        </div>
      </div>
    </section>
  );
}
