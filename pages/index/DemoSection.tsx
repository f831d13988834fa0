import { CheckList } from '../../components/CheckList/CheckList';
import { Section } from '../../components/Section/Section';
import { usePage } from '../../renderer/usePage';
import * as styles from './Home.css';

/** The demo-request section: reassurance beside the form island. */
export function DemoSection() {
  const { content } = usePage();
  const demo = content.home.demo;
  return (
    <Section id="demo" tone="tinted" title={demo.title} intro={demo.intro}>
      <div className={styles.demoLayout}>
        <div className={styles.demoAside}>
          <CheckList items={demo.points} />
        </div>
        <div id="demo-form-slot" />
      </div>
    </Section>
  );
}
