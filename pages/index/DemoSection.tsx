import { CheckList } from '../../components/CheckList/CheckList';
import { DemoFormIsland } from '../../components/DemoRequestForm/DemoFormIsland';
import { Section } from '../../components/Section/Section';
import { usePage } from '../../renderer/usePage';
import * as styles from './Home.css';

/** The end of every home page (spec §2): the demo request, reassurance beside the form. */
export function DemoSection() {
  const { demo } = usePage().content.home;
  return (
    <Section id="demo" tone="tinted" title={demo.title} intro={demo.intro}>
      <div className={styles.demoLayout}>
        <CheckList items={demo.points} />
        {/* The home page links no script: the islands' script loads as the form nears the viewport. */}
        <DemoFormIsland loadScript="nearViewport" />
      </div>
    </Section>
  );
}
