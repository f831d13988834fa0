import { advantageFeatures, keyDifferenceStep } from '../../content/facts';
import { Badge } from '../../components/Badge/Badge';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ContactCallToAction } from '../../components/CallToAction/CallToAction';
import { Card } from '../../components/Card/Card';
import { CheckList } from '../../components/CheckList/CheckList';
import { HeroActions, PageHero } from '../../components/PageHero/PageHero';
import { Grid, Section } from '../../components/Section/Section';
import { StatList } from '../../components/StatValue/StatList';
import { DemoSection } from './DemoSection';
import { benefitIcons, featureIcons, stepIcons } from './icons';
import { useHref } from '../../renderer/links';
import { usePage } from '../../renderer/usePage';
import { visuallyHidden as visuallyHiddenClass } from '../../renderer/utilities.css';
import * as styles from './Home.css';

export default function Page() {
  const { content } = usePage();
  const href = useHref();
  const { hero, features, benefits, howItWorks, cta } = content.home;
  return (
    <>
      <PageHero intro={hero}>
        <HeroActions>
          <ButtonLink href={href('contact')} icon="arrowRight">
            {hero.primaryButton}
          </ButtonLink>
          <ButtonLink href={href('home', 'how-it-works')} variant="secondary">
            {hero.secondaryButton}
          </ButtonLink>
        </HeroActions>
        <div className={styles.heroStats}>
          <StatList items={hero.stats} />
        </div>
      </PageHero>

      <Section id="features" eyebrow={features.eyebrow} title={features.title} intro={features.intro}>
        <Grid columns="threeCentered">
          {features.items.map((feature) => {
            const advantage = advantageFeatures.includes(feature.id);
            return (
              <Card
                key={feature.id}
                title={feature.title}
                text={feature.text}
                icon={featureIcons[feature.id]}
                highlighted={advantage}
                badge={advantage ? <Badge icon="star">{features.advantageBadge}</Badge> : undefined}
              />
            );
          })}
        </Grid>
      </Section>

      <Section id="benefits" tone="tinted" eyebrow={benefits.eyebrow} title={benefits.title} intro={benefits.intro}>
        <div className={styles.benefitStats}>
          <StatList items={benefits.stats} />
        </div>
        <Grid columns="three">
          {benefits.items.map((benefit) => (
            <Card key={benefit.id} title={benefit.title} text={benefit.text} icon={benefitIcons[benefit.id]} />
          ))}
        </Grid>
        <div className={styles.comparison}>
          <Card as="div" title={benefits.problem.title}>
            <CheckList items={benefits.problem.points} mark="cross" />
          </Card>
          <Card as="div" title={benefits.solution.title} highlighted>
            <CheckList items={benefits.solution.points} />
          </Card>
        </div>
      </Section>

      <Section id="how-it-works" eyebrow={howItWorks.eyebrow} title={howItWorks.title} intro={howItWorks.intro}>
        <ol className={styles.steps}>
          {howItWorks.steps.map((step, index) => {
            const key = step.id === keyDifferenceStep;
            return (
              <Card
                key={step.id}
                title={step.title}
                text={step.text}
                icon={stepIcons[step.id]}
                highlighted={key}
                badge={
                  <>
                    <span className={styles.stepNumber}>
                      <span aria-hidden="true">{index + 1}</span>
                      <span className={visuallyHiddenClass}>{`${howItWorks.stepLabel} ${index + 1}`}</span>
                    </span>
                    {key ? <Badge icon="star">{howItWorks.keyDifferenceBadge}</Badge> : null}
                  </>
                }
              >
                <CheckList items={step.details} mark="brand" />
              </Card>
            );
          })}
        </ol>
      </Section>

      <ContactCallToAction cta={cta} />

      <DemoSection />
    </>
  );
}
