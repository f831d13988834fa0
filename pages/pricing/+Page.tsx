import { formatCount } from '../../content/format-numbers';
import { contract, customers, isPlaceholder, planLimits, popularPlan, type PlanLimits } from '../../content/facts';
import { Badge } from '../../components/Badge/Badge';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { BookingCard } from '../../components/BookingCard/BookingCard';
import { CheckList } from '../../components/CheckList/CheckList';
import { ContractBasics } from '../../components/ContractBasics/ContractBasics';
import { Faq } from '../../components/Faq/Faq';
import { Icon } from '../../components/Icon/Icon';
import { PageHero } from '../../components/PageHero/PageHero';
import { CustomerProof } from '../../components/CustomerProof/CustomerProof';
import { Section } from '../../components/Section/Section';
import { useHref } from '../../renderer/links';
import { usePage } from '../../renderer/usePage';
import { container, plainList, visuallyHidden } from '../../renderer/utilities.css';
import type { Plan, PlanId, ReasonCode } from '../../schema/site-content';
import { noteIcons, planIcons, tileIcons } from './icons';
import * as styles from './Pricing.css';

/** The pricing page quotes the third quoted customer (each page quotes someone else: CustomerProof). */
const proofQuote = 2;

/** A card names its volume first: what a buyer compares plans by. */
const holdRows: readonly (keyof PlanLimits)[] = ['monthlyContent', 'brands', 'users', 'curationFlows', 'assets'];

export default function Page() {
  const { content } = usePage();
  const href = useHref();
  // A plan's button opens the contact form with "a quote" chosen as its reason (SelectField) and a
  // message naming the plan (ContactForm), scrolled to the form: the choice shows on arrival.
  const quoteHref = (plan: PlanId) => `${href('contact')}?${new URLSearchParams({ reason: 'quote' satisfies ReasonCode, plan })}#contact-form`;
  const pricing = content.pricing;
  const { inclusions, reassurance, faq, consultation } = pricing;

  return (
    <>
      {/*
        The customers beside the title from desktop width; narrower, a second copy under the plans shows instead,
        so that a phone's first screen reaches the first plan. With none yet, the title stands alone, centred.
      */}
      <PageHero
        intro={pricing.hero}
        compact
        visual={customers.length > 0 ? <CustomerProof id="customers" variant="aside" quoteAt={proofQuote} /> : undefined}
        visualOnPhones={false}
      >
        {/* Spec §9: every price is custom, on request. Said once for the three plans, under the title; no card repeats it. */}
        <p id="plans-price" className={styles.priceOnRequest}>
          <span className={styles.noteIcon}>
            <Icon name={noteIcons.price} size="sm" />
          </span>
          <span>{pricing.priceOnRequest}</span>
        </p>
      </PageHero>

      {/* The plans follow the page title directly (content gives them no section title): each plan is an h2 of its own. */}
      <div id="plans" className={styles.plansSection}>
        <div className={container}>
          <ul className={styles.plans} aria-describedby="plans-price">
            {pricing.plans.map((plan, index) => (
              <PlanCard key={plan.id} plan={plan} previous={pricing.plans[index - 1]} contactHref={quoteHref(plan.id)} />
            ))}
          </ul>
        </div>
      </div>
      {/* The same proof, shown only where it is not beside the title (the screen shows one of the two). */}
      <div className={styles.proofAfterPlans}>
        <CustomerProof id="customers-after-plans" quoteAt={proofQuote} />
      </div>

      {/* What the contract says and every plan brings, then what the buyer can count on: the assurances and the commitments (chips). */}
      <Section id="reassurance" tone="compactTinted" title={reassurance.title}>
        <div className={styles.assurances}>
          {/* What procurement and legal ask first (term, billing, quota, integrations, sourcing), from the contract facts. */}
          <ContractBasics id="contract" />
          <div className={styles.assurance}>
            <h3 className={styles.groupLabel}>{inclusions.title}</h3>
            <CheckList items={inclusions.items} />
          </div>
          <ul className={`${plainList} ${styles.tiles}`}>
            {reassurance.tiles.map((tile, index) => (
              <li key={tile.title} className={styles.tile}>
                <h3 className={styles.tileTitle}>
                  <Icon name={tileIcons[index]!} size="sm" />
                  {tile.title}
                </h3>
                <p className={styles.tileText}>
                  {tile.text}
                  {/* The data-protection tile leads on to what a legal team reads next: the platform's terms. */}
                  {index === reassurance.tiles.length - 1 ? (
                    <>
                      {' '}
                      <a href={href('legal', 'platform')}>{reassurance.platformLink}</a>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
          <div className={styles.chips}>
            <CheckList items={reassurance.chips} />
          </div>
        </div>
      </Section>

      {/* The page's close: the questions, then the offer to help choose (beside them from desktop width), so that the page ends on an action. */}
      <Section id="faq" tone="compactTinted" title={faq.title}>
        <div className={styles.closing}>
          <Faq items={faq.items} name="pricing-faq" />
          <BookingCard id="consultation" className={styles.consultation} text={consultation} href={href('contact')} icon="arrowRight" />
        </div>
      </Section>
    </>
  );
}

/** A plan after the first lists only what it adds to the one before (`previous`), under a label naming that plan. */
function PlanCard({ plan, previous, contactHref }: { plan: Plan; previous?: Plan; contactHref: string }) {
  const { content } = usePage();
  const pricing = content.pricing;
  const popular = plan.id === popularPlan;
  return (
    <li className={popular ? styles.planPopular : styles.plan}>
      {/* The popular plan's badge sits on the card's top edge: no row of its own in any card. */}
      {popular ? (
        <span className={styles.badgeSlot}>
          <Badge tone="brand" icon="star">
            {pricing.popularBadge}
          </Badge>
        </span>
      ) : null}
      {/* The plan's mark beside its name and whom it is for. */}
      <div className={styles.planTop}>
        <span className={popular ? styles.planIconPopular : styles.planIcon}>
          <Icon name={planIcons[plan.id]} />
        </span>
        <div className={styles.planHeading}>
          <h2 id={`plan-${plan.id}`} className={styles.planName}>
            {plan.name}
          </h2>
          <p className={styles.audience}>
            <span className={styles.audienceLabel}>{pricing.audienceLabel}</span> {plan.audience}
          </p>
        </div>
      </div>
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
          <h3 className={styles.groupLabel}>{previous ? pricing.includesPlanLabel.replace('{plan}', previous.name) : pricing.includedLabel}</h3>
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

/** A plan's limit: a count written by Intl, or "unlimited" (`quota`: the lead figure's word, which agrees with the quota's name). */
function LimitValue({ value, quota }: { value: number | null; quota: boolean }) {
  const { content, locale } = usePage();
  const { limits } = content.pricing;
  return value === null ? <span className={styles.unlimited}>{quota ? limits.unlimitedQuota : limits.unlimited}</span> : <>{formatCount(value, locale)}</>;
}

/** What the plan holds, from content/facts.ts `planLimits`: the card leads with it (after who it is for), before its button. */
function PlanHolds({ plan }: { plan: Plan }) {
  const { content } = usePage();
  const { limits, holdsLabel } = content.pricing;
  const nameOf = (row: keyof PlanLimits) =>
    row === 'monthlyContent' && !isPlaceholder(contract.quotaCounting) ? limits.monthlyContentCounted[contract.quotaCounting] : limits[row];
  return (
    <div className={styles.holds}>
      {/* Named for screen readers; on screen the rules round the block and its large first figure say what it is. */}
      <h3 className={visuallyHidden}>{holdsLabel}</h3>
      <dl className={styles.holdList}>
        {holdRows.map((row) => (
          <div key={row} className={row === 'monthlyContent' ? styles.holdLead : styles.hold}>
            <dt className={styles.holdName}>{nameOf(row)}</dt>
            <dd className={styles.holdValue}>
              <LimitValue value={planLimits[plan.id][row]} quota={row === 'monthlyContent'} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
