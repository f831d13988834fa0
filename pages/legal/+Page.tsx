import type { ReactNode } from 'react';
import { AddressLines, EmailLink, FactText, MissingFact, PhoneLink } from '../../components/Fact/Fact';
import { authorities, isPlaceholder, legalLastUpdated, processors, settings, type AuthorityFacts, type HostFacts, type ProcessorFacts } from '../../content/facts';
import { formatDate } from '../../content/format';
import { authoritiesFor, countryName, namesUkRepresentative, transfersSentence } from '../../content/legal';
import type { Locale } from '../../content/locales';
import { usePage } from '../../renderer/usePage';
import { narrowContainer } from '../../renderer/utilities.css';
import type { LegalBlock, LegalController, LegalRecipients, PublisherFactId } from '../../schema/site-content';
import { LegalHeader } from './LegalHeader';
import * as styles from './Legal.css';

/** The value of each publisher line, rendered from content/facts.ts (LCEN art. 6-III). */
const publisherFacts: Record<PublisherFactId, () => ReactNode> = {
  legalName: () => <FactText value={settings.legalName} />,
  legalForm: () => <FactText value={settings.legalForm} />,
  shareCapital: () => <FactText value={settings.shareCapital} />,
  headOffice: () => (
    <address className={styles.address}>
      <AddressLines address={settings.headOffice} />
    </address>
  ),
  register: () => (
    <>
      <FactText value={settings.rcsCity} /> <FactText value={settings.rcsNumber} />
    </>
  ),
  siren: () => <FactText value={settings.siren} />,
  vatNumber: () => <FactText value={settings.vatNumber} />,
  phone: () => <PhoneLink phone={settings.phone} />,
  email: () => <EmailLink email={settings.email} />,
  publicationDirector: () => <FactText value={settings.publicationDirector} />,
};

/** A section's (or subsection's) heading, its lead-in and paragraphs, then whatever follows. */
function Block({ id, block, level, children }: { id: string; block: LegalBlock; level: 2 | 3; children?: ReactNode }) {
  const body = (
    <>
      {block.lead ? <p className={styles.lead}>{block.lead}</p> : null}
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </>
  );
  // A part of the privacy notice is a titled division of its section, not a section of its own.
  return level === 2 ? (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {block.title}
      </h2>
      {body}
    </section>
  ) : (
    <div id={id} className={styles.subsection}>
      <h3 className={styles.subsectionTitle}>{block.title}</h3>
      {body}
    </div>
  );
}

function HostDetails({ heading, host, labels }: { heading: string; host: HostFacts; labels: { name: string; address: string; phone: string } }) {
  return (
    <div className={styles.host}>
      <h3 className={styles.subsectionTitle}>{heading}</h3>
      <dl className={styles.facts}>
        <div className={styles.factRow}>
          <dt>{labels.name}</dt>
          <dd>
            <FactText value={host.name} />
          </dd>
        </div>
        <div className={styles.factRow}>
          <dt>{labels.address}</dt>
          <dd>
            <address className={styles.address}>
              <AddressLines address={host.address} />
            </address>
          </dd>
        </div>
        <div className={styles.factRow}>
          <dt>{labels.phone}</dt>
          <dd>
            <PhoneLink phone={host.phone} />
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** One processor of content/facts.ts: who, what for, where, and the safeguard if it is outside the EEA. */
function ProcessorDetails({ id, processor, recipients, locale }: { id: string; processor: ProcessorFacts; recipients: LegalRecipients; locale: Locale }) {
  return (
    <dl id={`processor-${id}`} className={`${styles.facts} ${styles.processor}`}>
      <div className={styles.factRow}>
        <dt>{recipients.nameLabel}</dt>
        <dd>
          <FactText value={processor.name} />
        </dd>
      </div>
      <div className={styles.factRow}>
        <dt>{recipients.roleLabel}</dt>
        <dd>{recipients.roles[processor.role]}</dd>
      </div>
      <div className={styles.factRow}>
        <dt>{recipients.countryLabel}</dt>
        <dd>{isPlaceholder(processor.countryCode) ? <MissingFact value={processor.countryCode} /> : countryName(processor.countryCode, locale)}</dd>
      </div>
      <div className={styles.factRow}>
        <dt>{recipients.safeguardLabel}</dt>
        <dd>{isPlaceholder(processor.safeguard) ? <MissingFact value={processor.safeguard} /> : recipients.safeguards[processor.safeguard]}</dd>
      </div>
    </dl>
  );
}

/**
 * After the controller's privacy address: the data protection officer, and where UK readers are
 * addressed the UK representative; each real, marked as a placeholder, or left out when the facts
 * say there is none (`null`).
 */
function ControllerContacts({ controller, locale }: { controller: LegalController; locale: Locale }) {
  const dpo = settings.dataProtectionOfficer;
  const representative = settings.ukRepresentative;
  return (
    <>
      {dpo === null ? null : (
        <p id="privacy-dpo">
          {controller.dpoLabel}{' '}
          {isPlaceholder(dpo) ? (
            <MissingFact value={dpo} />
          ) : (
            <>
              {dpo.name}, <EmailLink email={dpo.email} />
            </>
          )}
        </p>
      )}
      {representative === null || !namesUkRepresentative(locale) ? null : (
        <div id="privacy-uk-representative">
          <p>
            {controller.ukRepresentativeLabel}{' '}
            {isPlaceholder(representative) ? <MissingFact value={representative} /> : representative.name}
          </p>
          {isPlaceholder(representative) ? null : (
            <>
              <address className={styles.address}>
                <AddressLines address={representative.address} />
              </address>
              <p>
                <EmailLink email={representative.email} />
              </p>
            </>
          )}
        </div>
      )}
    </>
  );
}

/** A supervisory authority: its official name, its postal address when it has one, its website. */
function AuthorityDetails({ authority, websiteLabel, locale }: { authority: AuthorityFacts; websiteLabel: string; locale: Locale }) {
  return (
    <li className={styles.authority}>
      <strong>{authority.name}</strong>
      {authority.address ? (
        <address className={styles.address}>
          {authority.address.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <span>{countryName(authority.address.countryCode, locale)}</span>
        </address>
      ) : null}
      <span>
        {websiteLabel} <a href={authority.website}>{new URL(authority.website).hostname}</a>
      </span>
    </li>
  );
}

/** Anchors of the page's sections: stable across languages (links and tests use them). */
const privacyParts = ['controller', 'purposes', 'technical', 'audience', 'recipients', 'transfers', 'retention', 'rights', 'complaint'] as const;

export default function Page() {
  const { content, locale } = usePage();
  const legal = content.legal;
  const { privacy, hosting } = legal;
  const hostLabels = { name: hosting.nameLabel, address: hosting.addressLabel, phone: hosting.phoneLabel };

  const toc: { id: string; title: string; children?: { id: string; title: string }[] }[] = [
    { id: 'publisher', title: legal.publisher.title },
    { id: 'hosting', title: hosting.title },
    {
      id: 'privacy',
      title: privacy.title,
      children: privacyParts.map((part) => ({ id: `privacy-${part}`, title: privacy[part].title })),
    },
    { id: 'cookies', title: legal.cookies.title },
    { id: 'terms', title: legal.terms.title },
  ];

  return (
    <>
      <LegalHeader title={legal.title} intro={legal.intro}>
        <p className={styles.updated}>
          {legal.lastUpdatedLabel} <time dateTime={legalLastUpdated}>{formatDate(legalLastUpdated, locale)}</time>
        </p>
      </LegalHeader>
      <div className={`${narrowContainer} ${styles.body}`}>
        <nav className={styles.toc} aria-labelledby="legal-contents">
          <h2 id="legal-contents" className={styles.tocTitle}>
            {legal.contentsLabel}
          </h2>
          <ol className={styles.tocList}>
            {toc.map((entry) => (
              <li key={entry.id}>
                <a className={styles.tocLink} href={`#${entry.id}`}>
                  {entry.title}
                </a>
                {entry.children ? (
                  <ol className={styles.tocList}>
                    {entry.children.map((child) => (
                      <li key={child.id}>
                        <a className={styles.tocLink} href={`#${child.id}`}>
                          {child.title}
                        </a>
                      </li>
                    ))}
                  </ol>
                ) : null}
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.sections}>
          <Block id="publisher" block={legal.publisher} level={2}>
            <dl className={styles.facts}>
              {legal.publisher.facts.map((fact) => (
                <div key={fact.id} className={styles.factRow}>
                  <dt>{fact.label}</dt>
                  <dd>{publisherFacts[fact.id]()}</dd>
                </div>
              ))}
            </dl>
          </Block>

          <Block id="hosting" block={hosting} level={2}>
            <HostDetails heading={hosting.siteHost} host={settings.siteHost} labels={hostLabels} />
            <HostDetails heading={hosting.databaseHost} host={settings.databaseHost} labels={hostLabels} />
          </Block>

          <section id="privacy" className={styles.section} aria-labelledby="privacy-title">
            <h2 id="privacy-title" className={styles.sectionTitle}>
              {privacy.title}
            </h2>
            <p>{privacy.intro}</p>

            <Block id="privacy-controller" block={privacy.controller} level={3}>
              <p>
                {privacy.controller.contactLabel} <EmailLink email={settings.privacyEmail} />
              </p>
              <ControllerContacts controller={privacy.controller} locale={locale} />
            </Block>

            <div id="privacy-purposes" className={styles.subsection}>
              <h3 className={styles.subsectionTitle}>
                {privacy.purposes.title}
              </h3>
              <p>{privacy.purposes.intro}</p>
              {Object.values(processors).some((processor) => processor.reachedThrough !== undefined) ? <p>{privacy.purposes.linkedTools}</p> : null}
              {privacy.purposes.forms.map((form) => (
                <div key={form.id} id={`privacy-${form.id}`} className={styles.host}>
                  <h4 className={styles.formTitle}>{form.title}</h4>
                  <dl className={styles.facts}>
                    <div className={styles.factRow}>
                      <dt>{privacy.purposes.dataLabel}</dt>
                      <dd>{form.data}</dd>
                    </div>
                    <div className={styles.factRow}>
                      <dt>{privacy.purposes.purposeLabel}</dt>
                      <dd>{form.purpose}</dd>
                    </div>
                    <div className={styles.factRow}>
                      <dt>{privacy.purposes.legalBasisLabel}</dt>
                      <dd>{form.legalBasis}</dd>
                    </div>
                    <div className={styles.factRow}>
                      <dt>{privacy.purposes.retentionLabel}</dt>
                      <dd>{form.retention}</dd>
                    </div>
                  </dl>
                </div>
              ))}
            </div>

            <Block id="privacy-technical" block={privacy.technical} level={3} />
            <Block id="privacy-audience" block={privacy.audience} level={3} />
            <Block id="privacy-recipients" block={privacy.recipients} level={3}>
              {Object.entries(processors).map(([id, processor]) => (
                <ProcessorDetails key={id} id={id} processor={processor} recipients={privacy.recipients} locale={locale} />
              ))}
            </Block>
            <div id="privacy-transfers" className={styles.subsection}>
              <h3 className={styles.subsectionTitle}>{privacy.transfers.title}</h3>
              <p>{transfersSentence(privacy.transfers, privacy.recipients, locale)}</p>
            </div>
            <Block id="privacy-retention" block={privacy.retention} level={3} />
            <Block id="privacy-rights" block={privacy.rights} level={3}>
              <p>
                {privacy.rights.contactLabel} <EmailLink email={settings.privacyEmail} />
              </p>
            </Block>
            <Block id="privacy-complaint" block={privacy.complaint} level={3}>
              <ul className={styles.authorities}>
                {authoritiesFor(locale).map((id) => (
                  <AuthorityDetails key={id} authority={authorities[id]} websiteLabel={privacy.complaint.websiteLabel} locale={locale} />
                ))}
              </ul>
            </Block>
          </section>

          <Block id="cookies" block={legal.cookies} level={2} />
          <Block id="terms" block={legal.terms} level={2} />
        </div>
      </div>
    </>
  );
}
