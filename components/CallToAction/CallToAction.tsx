import type { ReactNode } from 'react';
import { useHref } from '../../renderer/links';
import { container } from '../../renderer/utilities.css';
import type { CallToAction as CallToActionContent } from '../../schema/site-content';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import * as styles from './CallToAction.css';

/** The closing band of a page: a title, a sentence and its buttons. */
export function CallToAction({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className={styles.band} aria-labelledby="cta-title">
      <div className={container}>
        <div className={styles.panel}>
          <h2 id="cta-title" className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
          <div className={styles.actions}>{children}</div>
        </div>
      </div>
    </section>
  );
}

/** The closing band most pages end with: its one button leads to the contact page, or its demo variant. */
export function ContactCallToAction({ cta, to = 'contact' }: { cta: CallToActionContent; to?: 'contact' | 'demo' }) {
  const href = useHref();
  return (
    <CallToAction title={cta.title} text={cta.text}>
      <ButtonLink href={href(to)} variant="onDark" icon="arrowRight">
        {cta.button}
      </ButtonLink>
    </CallToAction>
  );
}
