import { CheckList } from '../../components/CheckList/CheckList';
import { DemoRequestForm } from '../../components/DemoRequestForm/DemoRequestForm';
import { Island } from '../../components/Island/Island';
import { formIslandProps } from '../../components/Island/formIslandProps';
import { Section } from '../../components/Section/Section';
import { usePage } from '../../renderer/usePage';
import * as styles from './Home.css';

/** The demo-request section: reassurance beside the form island. */
export function DemoSection() {
  const page = usePage();
  const { content } = page;
  const demo = content.home.demo;
  return (
    <Section id="demo" tone="tinted" title={demo.title} intro={demo.intro}>
      <div className={styles.demoLayout}>
        <div className={styles.demoAside}>
          <CheckList items={demo.points} />
        </div>
        <div className={styles.formCard}>
          <Island
            name="demo-form"
            component={DemoRequestForm}
            props={{ ...formIslandProps(page), text: demo }}
            errorTitle={content.common.appError.title}
          />
        </div>
      </div>
    </Section>
  );
}
