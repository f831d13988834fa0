import { formatCount } from '../../content/format';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ContactCallToAction } from '../../components/CallToAction/CallToAction';
import { Card } from '../../components/Card/Card';
import { Faq } from '../../components/Faq/Faq';
import { PhoneLink } from '../../components/Fact/Fact';
import { Icon } from '../../components/Icon/Icon';
import { PageHero } from '../../components/PageHero/PageHero';
import { Grid, Section } from '../../components/Section/Section';
import { WithSources } from '../../components/Sources/Sources';
import { StatList } from '../../components/StatValue/StatList';
import { settings } from '../../content/facts';
import { telHref, useExternalLinks, useHref } from '../../renderer/links';
import { usePage } from '../../renderer/usePage';
import type { ResourceId, SupportChannelId } from '../../schema/site-content';
import { channelIcons, detailIcon, resourceIcons } from './icons';
import * as styles from './Support.css';

/** The FAQ section's anchor: the knowledge-base resource links to it. */
const faqId = 'faq';

export default function Page() {
  const { content, locale } = usePage();
  const href = useHref();
  const { hero, channelsTitle, channels, stats, troubleshooting, faq, resources, cta } = content.support;
  const external = useExternalLinks();

  // Live chat is not wired: its button leads to the contact page (DESIGN decision 9). A phone
  // number still a placeholder has no button (the card's text shows it marked).
  const channelHref: Record<SupportChannelId, string | null> = {
    email: external.email,
    phone: telHref(settings.phone),
    appointment: external.booking,
    chat: href('contact'),
  };
  const resourceHref: Record<ResourceId, string> = {
    apiDocs: href('contact'),
    tutorials: external.booking,
    knowledgeBase: `#${faqId}`,
  };

  return (
    <WithSources lists={[stats]}>
      <PageHero intro={hero}>
        <div className={styles.heroStats}>
          <StatList items={stats} />
        </div>
      </PageHero>

      <Section id="channels" title={channelsTitle}>
        <Grid columns="two">
          {channels.map((channel) => {
            const channelLink = channelHref[channel.id];
            return (
            <Card
              key={channel.id}
              title={channel.title}
              text={channel.text}
              icon={channelIcons[channel.id]}
              highlighted={channel.id === 'email'}
              footer={
                channelLink ? (
                  <ButtonLink href={channelLink} variant={channel.id === 'email' ? 'primary' : 'secondary'} fullWidth>
                    {channel.action}
                  </ButtonLink>
                ) : null
              }
            >
              {channel.id === 'phone' ? (
                <p>
                  <PhoneLink phone={settings.phone} />
                </p>
              ) : null}
              <p className={styles.detail}>
                <Icon name={detailIcon} size="sm" />
                <span>{channel.detail}</span>
              </p>
            </Card>
            );
          })}
        </Grid>
      </Section>

      <Section id="troubleshooting" tone="tinted" title={troubleshooting.title} intro={troubleshooting.intro}>
        <ol className={styles.steps}>
          {troubleshooting.steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {formatCount(index + 1, locale)}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id={faqId} title={faq.title}>
        <Faq items={faq.items} name="support-faq" />
      </Section>

      <Section id="resources" tone="tinted" title={resources.title}>
        <Grid columns="three">
          {resources.items.map((resource) => (
            <Card
              key={resource.id}
              title={resource.title}
              text={resource.text}
              icon={resourceIcons[resource.id]}
              footer={
                <ButtonLink href={resourceHref[resource.id]} variant="text" icon="arrowRight">
                  {resource.action}
                </ButtonLink>
              }
            />
          ))}
        </Grid>
      </Section>

      <ContactCallToAction cta={cta} />
    </WithSources>
  );
}
