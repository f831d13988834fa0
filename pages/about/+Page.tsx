import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { CallToAction } from '../../components/CallToAction/CallToAction';
import { Card } from '../../components/Card/Card';
import { Icon } from '../../components/Icon/Icon';
import type { IconName } from '../../components/Icon/icons';
import { PageHero } from '../../components/PageHero/PageHero';
import { Picture } from '../../components/Picture/Picture';
import { Grid, Section } from '../../components/Section/Section';
import { WithSources } from '../../components/Sources/Sources';
import { StatList } from '../../components/StatValue/StatList';
import { useHref } from '../../renderer/links';
import { usePage } from '../../renderer/usePage';
import { container } from '../../renderer/utilities.css';
import type { TitledText } from '../../schema/site-content';
import { locationIcon, missionIcon, teamIcon, valueIcons, visionIcon } from './icons';
import * as styles from './About.css';

/** The team picture's width: the narrow column (46rem) once the screen is wider, else the screen less its gutters. */
const teamPictureSizes = '(min-width: 50rem) 46rem, calc(100vw - 2rem)';

export default function Page() {
  const { content } = usePage();
  const href = useHref();
  const { hero, story, statsTitle, stats, mission, vision, values, team, cta } = content.about;
  return (
    <WithSources lists={[stats]}>
      <PageHero intro={hero} />

      <Section id="story" title={story.title}>
        <div className={styles.story}>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      </Section>

      <Section id="stats" tone="tinted" title={statsTitle}>
        <StatList items={stats} />
      </Section>

      <div className={styles.purposeBand}>
        <div className={`${container} ${styles.purpose}`}>
          <Purpose id="mission" block={mission} icon={missionIcon} tone="dark" />
          <Purpose id="vision" block={vision} icon={visionIcon} tone="light" />
        </div>
      </div>

      <Section id="values" tone="tinted" title={values.title}>
        <Grid columns="four">
          {values.items.map((value) => (
            <Card key={value.id} title={value.title} text={value.text} icon={valueIcons[value.id]} />
          ))}
        </Grid>
      </Section>

      <section id="team" className={styles.teamBand} aria-labelledby="team-title">
        <div className={`${container} ${styles.teamLayout}`}>
          <div className={styles.teamCard}>
            <span className={styles.teamIcon}>
              <Icon name={teamIcon} size="lg" />
            </span>
            <div className={styles.teamBody}>
              <h2 id="team-title" className={styles.teamTitle}>
                {team.title}
              </h2>
              <p className={styles.teamText}>{team.text}</p>
              <p className={styles.location}>
                <Icon name={locationIcon} size="sm" />
                <span>{team.location}</span>
              </p>
            </div>
          </div>
          <div className={styles.teamPicture}>
            <Picture image={content.previews.collage} sizes={teamPictureSizes} />
          </div>
        </div>
      </section>

      <CallToAction title={cta.title} text={cta.text}>
        <ButtonLink href={href('contact')} variant="onDark" icon="arrowRight">
          {cta.contactButton}
        </ButtonLink>
        <ButtonLink href={href('pricing')} variant="outlineOnDark">
          {cta.pricingButton}
        </ButtonLink>
      </CallToAction>
    </WithSources>
  );
}

/** Mission or vision: a panel with its own h2, side by side on wide screens. */
function Purpose({ id, block, icon, tone }: { id: string; block: TitledText; icon: IconName; tone: keyof typeof styles.purposePanel }) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={styles.purposePanel[tone]} aria-labelledby={titleId}>
      <span className={styles.purposeIcon[tone]}>
        <Icon name={icon} />
      </span>
      <h2 id={titleId} className={styles.purposeTitle}>
        {block.title}
      </h2>
      <p className={styles.purposeText[tone]}>{block.text}</p>
    </section>
  );
}
