import { advantageFeatures, keyDifferenceStep } from '../../content/facts';
import { Badge } from '../../components/Badge/Badge';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ContactCallToAction } from '../../components/CallToAction/CallToAction';
import { CheckList } from '../../components/CheckList/CheckList';
import { Icon } from '../../components/Icon/Icon';
import { HeroActions, PageHero } from '../../components/PageHero/PageHero';
import { RightsFlowPreview, StepPreview } from '../../components/ProductPreview/ProductPreview';
import { Section } from '../../components/Section/Section';
import { CustomerProof } from '../../components/CustomerProof/CustomerProof';
import { WithSources } from '../../components/Sources/Sources';
import { StatList } from '../../components/StatValue/StatList';
import { DemoSection } from './DemoSection';
import { featureGroups } from './featureGroups';
import { benefitIcons, featureIcons } from './icons';
import { useHref } from '../../renderer/links';
import { usePage } from '../../renderer/usePage';
import { plainList, visuallyHidden as visuallyHiddenClass } from '../../renderer/utilities.css';
import * as styles from './Home.css';

/** Rows of three, or of two where three would leave one feature alone on its row (four: two by two). */
function columnsFor(count: number): keyof typeof styles.features {
  return count % 3 === 1 && count % 2 === 0 ? 'pairs' : 'threes';
}

/**
 * One story, top to bottom: the product at work (hero), why it matters (problem, solution, the six
 * benefits, results), how it works (four steps, each shown with its details), everything it does
 * (thirteen features in four groups, the competitive advantages marked), then the demo.
 */
export default function Page() {
  const { content } = usePage();
  const href = useHref();
  const { hero, features, benefits, howItWorks, cta } = content.home;
  return (
    <WithSources lists={[hero.stats, benefits.stats]}>
      <PageHero
        intro={hero}
        visual={<RightsFlowPreview />}
        footer={
          <div className={styles.heroStats}>
            <StatList items={hero.stats} look="plain" />
          </div>
        }
      >
        <HeroActions>
          <ButtonLink href={href('demo')} icon="arrowRight">
            {hero.primaryButton}
          </ButtonLink>
          <ButtonLink href={href('home', 'how-it-works')} variant="secondary">
            {hero.secondaryButton}
          </ButtonLink>
        </HeroActions>
      </PageHero>

      <CustomerProof id="customers" />

      <Section id="benefits" tone="tinted" eyebrow={benefits.eyebrow} title={benefits.title} intro={benefits.intro}>
        <div className={styles.comparison}>
          <div className={styles.problem}>
            <h3 className={styles.comparisonTitle}>{benefits.problem.title}</h3>
            <CheckList items={benefits.problem.points} mark="cross" />
          </div>
          <div className={styles.solution}>
            <h3 className={styles.comparisonTitle}>{benefits.solution.title}</h3>
            <CheckList items={benefits.solution.points} mark="brand" />
          </div>
        </div>
        <ul className={`${plainList} ${styles.benefitList}`}>
          {benefits.items.map((benefit) => (
            <li key={benefit.id} className={styles.benefit}>
              <span className={styles.benefitIcon}>
                <Icon name={benefitIcons[benefit.id]} size="sm" />
              </span>
              <h3 className={styles.benefitTitle}>{benefit.title}</h3>
              <p className={styles.benefitText}>{benefit.text}</p>
            </li>
          ))}
        </ul>
        <div className={styles.results}>
          <StatList items={benefits.stats} look="card" />
        </div>
      </Section>

      <Section id="how-it-works" tone="dark" eyebrow={howItWorks.eyebrow} title={howItWorks.title} intro={howItWorks.intro}>
        <ol className={`${plainList} ${styles.steps}`}>
          {howItWorks.steps.map((step, index) => {
            const key = step.id === keyDifferenceStep;
            return (
              <li key={step.id} className={key ? styles.stepKey : styles.step}>
                <StepPreview step={step.id} />
                {/* The badge beside the step's number: every step's title and text start at the same height. */}
                <div className={styles.stepHead}>
                  <span className={styles.stepNumber}>
                    <span aria-hidden="true">{index + 1}</span>
                    <span className={visuallyHiddenClass}>{`${howItWorks.stepLabel} ${index + 1}`}</span>
                  </span>
                  {key ? <Badge>{howItWorks.keyDifferenceBadge}</Badge> : null}
                </div>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.stepText}>{step.text}</p>
                <CheckList items={step.details} mark="brand" />
              </li>
            );
          })}
        </ol>
      </Section>

      <Section id="features" tone="tinted" eyebrow={features.eyebrow} title={features.title} intro={features.intro}>
        <div className={styles.featureGroups}>
          {features.groups.map((group) => (
            <div key={group.id} className={styles.featureGroup}>
              <h3 className={styles.featureGroupTitle}>{group.title}</h3>
              <ul className={`${plainList} ${styles.features[columnsFor(featureGroups[group.id].length)]}`}>
                {features.items
                  .filter((feature) => featureGroups[group.id].includes(feature.id))
                  .map((feature) => (
                    <li key={feature.id} className={styles.feature}>
                      <span className={styles.featureIcon}>
                        <Icon name={featureIcons[feature.id]} size="sm" />
                      </span>
                      <div className={styles.featureBody}>
                        <h4 className={styles.featureTitle}>{feature.title}</h4>
                        {advantageFeatures.includes(feature.id) ? (
                          <Badge>{features.advantageBadge}</Badge>
                        ) : null}
                        <p className={styles.featureText}>{feature.text}</p>
                      </div>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>

      <ContactCallToAction cta={cta} to="demo" />

      <DemoSection />
    </WithSources>
  );
}
