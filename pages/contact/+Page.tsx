import { settings } from '../../content/facts';
import { BookingCard } from '../../components/BookingCard/BookingCard';
import { ExternalHint } from '../../components/ButtonLink/ButtonLink';
import { ContactForm, planNamesOf } from '../../components/ContactForm/ContactForm';
import { Island } from '../../components/Island/Island';
import { ScriptTrigger } from '../../components/Island/ScriptTrigger';
import { formIslandProps } from '../../components/Island/formIslandProps';
import { Faq } from '../../components/Faq/Faq';
import { Icon } from '../../components/Icon/Icon';
import { AddressLines, EmailLink, PhoneLink } from '../../components/Fact/Fact';
import { PageHero } from '../../components/PageHero/PageHero';
import { FormWithoutScript } from '../../components/FormWithoutScript/FormWithoutScript';
import { PrivacyFirstLayer } from '../../components/PrivacyFirstLayer/PrivacyFirstLayer';
import { known, mailtoHref, telHref, useHref } from '../../renderer/links';
import { usePage } from '../../renderer/usePage';
import { container } from '../../renderer/utilities.css';
import type { ContactChannel, ContactChannelId } from '../../schema/site-content';
import { channelIcons } from './icons';
import * as styles from './Contact.css';

function ChannelCard({ channel }: { channel: ContactChannel }) {
  const booking = known(settings.bookingUrl);
  /**
   * Where each channel's action leads: the e-mail, a call, or the booking page. A visit is arranged
   * by e-mail: the booking page books a video demo. Only to a real fact: elsewhere a missing one
   * falls back to this page's form, and here "Send an email" would only jump to it.
   */
  const channelLinks: Record<ContactChannelId, string | null> = {
    email: mailtoHref(settings.email),
    phone: telHref(settings.phone),
    booking,
    office: mailtoHref(settings.email),
  };
  const link = channelLinks[channel.id];
  return (
    <li id={`contact-${channel.id}`} className={styles.card}>
      <span className={styles.iconBox}>
        <Icon name={channelIcons[channel.id]} />
      </span>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{channel.title}</h3>
        <p className={styles.cardText}>{channel.text}</p>
        {/* Facts render from content/facts.ts as structure (a link, an address), never parsed back out of text. */}
        {channel.id === 'office' ? (
          <address className={styles.address}>
            <AddressLines address={settings.headOffice} />
          </address>
        ) : null}
        {channel.id === 'email' ? <EmailLink className={styles.address} email={settings.email} /> : null}
        {channel.id === 'phone' ? <PhoneLink className={styles.address} phone={settings.phone} /> : null}
        {link ? (
          <a className={styles.cardLink} href={link} rel={link.startsWith('http') ? 'noopener' : undefined}>
            {channel.action}
            <Icon name="arrowRight" size="sm" />
            <ExternalHint href={link} />
          </a>
        ) : null}
      </div>
    </li>
  );
}

export default function Page() {
  const page = usePage();
  const { content } = page;
  const { hero, form, channelsTitle, channels, faq, demoCard, demoRequestCard } = content.contact;
  const href = useHref();
  const booking = known(settings.bookingUrl);
  return (
    <>
      <PageHero intro={hero} />

      <div className={styles.band}>
        <div className={`${container} ${styles.layout}`}>
          <section id="contact-form" className={styles.formPanel} aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className={styles.panelTitle}>
              {form.title}
            </h2>
            <FormWithoutScript />
            <Island
              name="contact-form"
              component={ContactForm}
              props={{
                ...formIslandProps(page),
                text: form,
                planNames: planNamesOf(content.pricing.plans),
                // Offered only with a real booking page: a placeholder's fallback is a form again.
                bookingAction: booking ? { label: content.demo.bookingAfterSuccess, href: booking } : undefined,
              }}
              errorTitle={content.common.appError.title}
            />
            <PrivacyFirstLayer form="contactMessage" />
            <ScriptTrigger when="afterFirstPaint" />
          </section>

          {/* Beside the form on wide screens; right after it on phones. Without a real booking page it asks for a demo on the demo form, in its own words. */}
          <BookingCard
            id="contact-demo"
            className={styles.booking}
            text={booking ? demoCard : demoRequestCard}
            href={booking ?? href('demo')}
            icon={booking ? 'calendar' : 'arrowRight'}
          />
          <aside id="contact-channels" className={styles.aside} aria-labelledby="contact-channels-title">
            <h2 id="contact-channels-title" className={styles.panelTitle}>
              {channelsTitle}
            </h2>
            <ul className={styles.channels}>
              {channels.map((channel) => (
                <ChannelCard key={channel.id} channel={channel} />
              ))}
            </ul>
          </aside>
          {/* Under the form on wide screens, so the two columns end level; last on phones. */}
          <section id="contact-faq" className={styles.faq} aria-labelledby="contact-faq-title">
            <h2 id="contact-faq-title" className={styles.panelTitle}>
              {faq.title}
            </h2>
            <Faq items={faq.items} name="contact-faq" />
          </section>
        </div>
      </div>
    </>
  );
}
