import { formatCount } from '../../content/format-numbers';
import { planLimits, popularPlan, type PlanLimits } from '../../content/facts';
import { Badge } from '../../components/Badge/Badge';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ContactCallToAction } from '../../components/CallToAction/CallToAction';
import { Card } from '../../components/Card/Card';
import { CheckList } from '../../components/CheckList/CheckList';
import { Faq } from '../../components/Faq/Faq';
import { Icon } from '../../components/Icon/Icon';
import { PageHero } from '../../components/PageHero/PageHero';
import { CustomerProof } from '../../components/CustomerProof/CustomerProof';
import { Grid, Section } from '../../components/Section/Section';
import { useHref } from '../../renderer/links';
import { usePage } from '../../renderer/usePage';
import { container, visuallyHidden } from '../../renderer/utilities.css';
import type { Plan, ReasonCode } from '../../schema/site-content';
import { noteIcons, planIcons, tileIcons } from './icons';
import * as styles from './Pricing.css';

const limitRows: readonly (keyof PlanLimits)[] = ['brands', 'users', 'curationFlows', 'assets', 'monthlyContent'];

/** A card names its volume first: what a buyer compares plans by. */
const holdRows: readonly (keyof PlanLimits)[] = ['monthlyContent', 'brands', 'users', 'curationFlows', 'assets'];

export default function Page() {
  const { content } = usePage();
  const href = useHref();
  // A plan's button opens the contact form with "a quote" already chosen as its reason (SelectField).
  const quoteHref = `${href('contact')}?${new URLSearchParams({ reason: 'quote' satisfies ReasonCode })}`;
  const pricing = content.pricing;
  const { limits, inclusions, reassurance, faq, consultation } = pricing;

  return (
    <>
      <PageHero intro={pricing.hero} />

      {/* The plans follow the page title directly (content gives them no section title): each plan is an h2 of its own. */}
      <div id="plans" className={styles.plansSection}>
        <div className={container}>
          {/* Spec §9: every price is custom, on request. Said once for the three plans; no card repeats it. */}
          <p id="plans-price" className={styles.priceOnRequest}>
            <span className={styles.noteIcon}>
              <Icon name={noteIcons.price} size="sm" />
            </span>
            <span>{pricing.priceOnRequest}</span>
          </p>
          <ul className={styles.plans} aria-describedby="plans-price">
            {pricing.plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} contactHref={quoteHref} />
            ))}
          </ul>
        </div>
      </div>

      <CustomerProof id="customers" />

      <Section id="limits" tone="tinted" title={limits.title}>
        <div className={styles.limitsBody}>
          <div className={styles.tableRegion} role="region" aria-labelledby="limits-caption" tabIndex={0}>
            <table className={styles.table}>
              <caption id="limits-caption" className={visuallyHidden}>
                {limits.caption}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.corner}>
                    {limits.planColumn}
                  </th>
                  {pricing.plans.map((plan) => (
                    <th key={plan.id} scope="col" className={plan.id === popularPlan ? styles.planHeadPopular : styles.planHead}>
                      {plan.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {limitRows.map((row) => (
                  <tr key={row}>
                    <th scope="row" className={styles.rowHead}>
                      {limits[row]}
                    </th>
                    {pricing.plans.map((plan) => {
                      const value = planLimits[plan.id][row];
                      return (
                        <td key={plan.id} className={plan.id === popularPlan ? styles.cellPopular : styles.cell}>
                          <LimitValue value={value} />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className={styles.notes}>
            <li className={styles.note}>
              <span className={styles.noteIcon}>
                <Icon name={noteIcons.counting} size="sm" />
              </span>
              <span>{limits.countingNote}</span>
            </li>
            <li className={styles.note}>
              <span className={styles.noteIcon}>
                <Icon name={noteIcons.change} size="sm" />
              </span>
              <span>{limits.changeNote}</span>
            </li>
          </ul>
        </div>
      </Section>

      <Section id="inclusions" title={inclusions.title}>
        <ul className={styles.inclusions}>
          {inclusions.items.map((item) => (
            <li key={item} className={styles.inclusion}>
              <span className={styles.inclusionMark}>
                <Icon name="check" size="sm" />
              </span>
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="reassurance" tone="tinted" title={reassurance.title}>
        <ul className={styles.chips}>
          {reassurance.chips.map((chip) => (
            <li key={chip} className={styles.chip}>
              <Icon name="check" size="sm" />
              <span>{chip}</span>
            </li>
          ))}
        </ul>
        <Grid columns="three">
          {reassurance.tiles.map((tile, index) => (
            <Card key={tile.title} title={tile.title} text={tile.text} icon={tileIcons[index]} />
          ))}
        </Grid>
      </Section>

      <Section id="faq" title={faq.title}>
        <Faq items={faq.items} name="pricing-faq" />
      </Section>

      <ContactCallToAction cta={consultation} />
    </>
  );
}

function PlanCard({ plan, contactHref }: { plan: Plan; contactHref: string }) {
  const { content } = usePage();
  const pricing = content.pricing;
  const popular = plan.id === popularPlan;
  return (
    <li className={popular ? styles.planPopular : styles.plan}>
      <div className={styles.planTop}>
        <span className={popular ? styles.planIconPopular : styles.planIcon}>
          <Icon name={planIcons[plan.id]} />
        </span>
        {popular ? (
          <Badge tone="brand" icon="star">
            {pricing.popularBadge}
          </Badge>
        ) : null}
      </div>
      <h2 id={`plan-${plan.id}`} className={styles.planName}>
        {plan.name}
      </h2>
      <p className={styles.audience}>
        <span className={styles.audienceLabel}>{pricing.audienceLabel}</span> <span>{plan.audience}</span>
      </p>
      <p className={styles.planDescription}>{plan.description}</p>
      <PlanHolds plan={plan} />
      <div className={styles.planAction}>
        <ButtonLink href={contactHref} variant={popular ? 'primary' : 'secondary'} icon="arrowRight" fullWidth>
          {plan.cta}
        </ButtonLink>
      </div>
      {/* One row of the card: the limitations follow what is included, with no gap to line them up across cards. */}
      <div className={styles.groups}>
        <div className={styles.group}>
          <h3 className={styles.groupLabel}>{pricing.includedLabel}</h3>
          <CheckList items={plan.features} />
        </div>
        {plan.limitations.length > 0 ? (
          <div className={styles.group}>
            <h3 className={styles.groupLabel}>{pricing.limitationsLabel}</h3>
            <CheckList items={plan.limitations} mark="cross" />
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** A plan's limit: a count written by Intl, or "unlimited". */
function LimitValue({ value }: { value: number | null }) {
  const { content, locale } = usePage();
  return value === null ? <span className={styles.unlimited}>{content.pricing.limits.unlimited}</span> : <>{formatCount(value, locale)}</>;
}

/** What the plan holds, from content/facts.ts `planLimits`: the card leads with it (after who it is for), before its button. */
function PlanHolds({ plan }: { plan: Plan }) {
  const { content } = usePage();
  const { limits, holdsLabel } = content.pricing;
  return (
    <div className={styles.holds}>
      <h3 className={styles.groupLabel}>{holdsLabel}</h3>
      <dl className={styles.holdList}>
        {holdRows.map((row) => (
          <div key={row} className={row === 'monthlyContent' ? styles.holdLead : styles.hold}>
            <dt className={styles.holdName}>{limits[row]}</dt>
            <dd className={styles.holdValue}>
              <LimitValue value={planLimits[plan.id][row]} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
