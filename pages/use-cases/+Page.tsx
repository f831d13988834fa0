import { Badge } from '../../components/Badge/Badge';
import { ContactCallToAction } from '../../components/CallToAction/CallToAction';
import { CheckList } from '../../components/CheckList/CheckList';
import { PageHero } from '../../components/PageHero/PageHero';
import { ProductPagePreview, UseCasePreview } from '../../components/ProductPreview/ProductPreview';
import { Section } from '../../components/Section/Section';
import { CustomerProof } from '../../components/CustomerProof/CustomerProof';
import { WithSources } from '../../components/Sources/Sources';
import { StatList } from '../../components/StatValue/StatList';
import { usePage } from '../../renderer/usePage';
import { container } from '../../renderer/utilities.css';
import * as styles from './UseCases.css';

/** 'socialMedia' -> 'social-media': the anchor of each use case. */
function anchor(id: string): string {
  return id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export default function Page() {
  const { content } = usePage();
  const { hero, items, benefitsLabel, storiesTitle, storiesIntro, stories, cta } = content.useCases;
  return (
    <WithSources lists={stories.map((story) => story.metrics)}>
      <PageHero intro={hero} visual={<ProductPagePreview />} />

      <CustomerProof id="customers" quoteAt={1} />

      {/* Each use case is a topic of its own under the page title: its heading is an h2. */}
      <div id="use-cases" className={styles.useCases}>
        <div className={container}>
          <ul className={styles.grid}>
            {items.map((item) => (
              <li key={item.id} id={anchor(item.id)} className={styles.useCase}>
                <UseCasePreview useCase={item.id} />
                <h2 className={styles.useCaseTitle}>{item.title}</h2>
                <p className={styles.text}>{item.text}</p>
                <div className={styles.benefits}>
                  <p className={styles.benefitsLabel}>{benefitsLabel}</p>
                  <CheckList items={item.benefits} mark="brand" />
                  {item.note ? <p className={styles.note}>{item.note}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <Section id="customer-stories" tone="tinted" title={storiesTitle} intro={storiesIntro}>
        <ul className={styles.stories}>
          {stories.map((story) => (
            <li key={story.id}>
              <article id={`story-${story.id}`} className={styles.story} aria-labelledby={`story-${story.id}-title`}>
                <div className={styles.storyTop}>
                  <Badge>{story.sector}</Badge>
                  <h3 id={`story-${story.id}-title`} className={styles.storyTitle}>
                    {story.title}
                  </h3>
                  <p className={styles.text}>{story.text}</p>
                </div>
                <div className={styles.metrics}>
                  <StatList items={story.metrics} look="stacked" />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <ContactCallToAction cta={cta} to="demo" />
    </WithSources>
  );
}
