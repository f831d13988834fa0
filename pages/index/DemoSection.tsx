import { DemoFormIsland } from '../../components/DemoRequestForm/DemoFormIsland';
import { NextSteps } from '../../components/NextSteps/NextSteps';
import { Section } from '../../components/Section/Section';
import { usePage } from '../../renderer/usePage';
import * as styles from './Home.css';

/**
 * The end of every home page (spec §2): the demo request and, beside it (under it on a phone), what
 * happens next: the same three steps as the demo page.
 */
export function DemoSection() {
  const { content, locale } = usePage();
  const { demo } = content.home;
  return (
    <Section id="demo" tone="tinted" title={demo.title} intro={demo.intro}>
      <div className={styles.demoLayout}>
        <div className={styles.demoForm}>
          {/* The home page links no script: the islands' script loads as the form nears the viewport. */}
          <DemoFormIsland loadScript="nearViewport" />
        </div>
        <div className={styles.demoNextSteps}>
          <NextSteps locale={locale} id="demo-next-steps" headingLevel="h3" {...content.demo.nextSteps} />
        </div>
      </div>
    </Section>
  );
}
