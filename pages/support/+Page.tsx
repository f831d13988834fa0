import { formatCount } from '../../content/format-numbers';
import { Badge } from '../../components/Badge/Badge';
import { ContactCallToAction } from '../../components/CallToAction/CallToAction';
import { Card } from '../../components/Card/Card';
import { Faq } from '../../components/Faq/Faq';
import { FactButtonLink, PhoneLink } from '../../components/Fact/Fact';
import { Icon } from '../../components/Icon/Icon';
import { PageHero } from '../../components/PageHero/PageHero';
import { Grid, Section } from '../../components/Section/Section';
import { WithSources } from '../../components/Sources/Sources';
import { StatList } from '../../components/StatValue/StatList';
import { channels as channelFacts, isPlaceholder, popularResource, resources as resourceFacts, settings, type Fact } from '../../content/facts';
import { factHref } from '../../renderer/links';
import { usePage } from '../../renderer/usePage';
import type { SupportChannelId } from '../../schema/site-content';
import { channelIcons, detailIcon, resourceIcons } from './icons';
import * as styles from './Support.css';

/**
 * Where each channel's button leads: the channel itself, from content/facts.ts. A fact still a
 * placeholder shows bracketed in the button's place, never a link to another page (a chat button
 * that opens a form misleads).
 */
const channelHref: Record<SupportChannelId, Fact<string>> = {
  email: factHref(settings.email, (address) => `mailto:${address}`),
  phone: factHref(settings.phone, (phone) => `tel:${phone.e164}`),
  appointment: settings.bookingUrl,
  chat: channelFacts.chatUrl,
};

export default function Page() {
  const { content, locale } = usePage();
  const { hero, channelsTitle, channels, stats, troubleshooting, faq, resources, cta } = content.support;

  return (
    <WithSources lists={[stats]}>
      <PageHero intro={hero}>
        <div className={styles.heroStats}>
          <StatList items={stats} look="plain" />
        </div>
      </PageHero>

      <Section id="channels" title={channelsTitle}>
        <Grid columns="two">
          {channels.map((channel) => (
            <Card
              key={channel.id}
              title={channel.title}
              text={channel.text}
              icon={channelIcons[channel.id]}
              highlighted={channel.id === 'email'}
              footer={
                <FactButtonLink href={channelHref[channel.id]} variant={channel.id === 'email' ? 'primary' : 'secondary'} fullWidth>
                  {channel.action}
                </FactButtonLink>
              }
            >
              {/* The number itself (the button says "call"); while it is a placeholder, the footer shows it. */}
              {channel.id === 'phone' && !isPlaceholder(settings.phone) ? (
                <p>
                  <PhoneLink phone={settings.phone} />
                </p>
              ) : null}
              <p className={styles.detail}>
                <Icon name={detailIcon} size="sm" />
                <span>{channel.detail}</span>
              </p>
            </Card>
          ))}
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

      <Section id="faq" title={faq.title}>
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
              highlighted={resource.id === popularResource}
              badge={resource.id === popularResource ? <Badge icon="star">{resources.popularBadge}</Badge> : undefined}
              footer={
                <FactButtonLink href={resourceFacts[resource.id]} variant="text" icon="arrowRight">
                  {resource.action}
                </FactButtonLink>
              }
            />
          ))}
        </Grid>
      </Section>

      <ContactCallToAction cta={cta} />
    </WithSources>
  );
}
