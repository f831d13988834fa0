import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ScriptTrigger } from '../../components/Island/ScriptTrigger';
import { useHref } from '../../renderer/links';
import { usePage } from '../../renderer/usePage';
import { narrowContainer } from '../../renderer/utilities.css';
import * as styles from './NotFound.css';

/** The not-found page of the visitor's language; /not-found.js logs the path they tried, after the first paint. */
export default function Page() {
  const { content } = usePage();
  const href = useHref();
  const text = content.notFound;
  const header = content.common.header;
  return (
    <section className={`${narrowContainer} ${styles.page}`} aria-labelledby="page-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="page-title" className={styles.title}>
        {text.title}
      </h1>
      <p className={styles.text}>{text.text}</p>
      <ButtonLink href={href('home')}>{text.homeLink}</ButtonLink>
      {/* Where a lost visitor most likely wanted to go. */}
      <ul className={styles.links}>
        <li>
          <a href={href('useCases')}>{header.links.useCases}</a>
        </li>
        <li>
          <a href={href('pricing')}>{header.links.pricing}</a>
        </li>
        <li>
          <a href={href('demo')}>{header.demoButton}</a>
        </li>
      </ul>
      <ScriptTrigger when="afterFirstPaint" script="/not-found.js" />
    </section>
  );
}
