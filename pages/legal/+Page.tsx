import { ContractRows } from '../../components/ContractBasics/ContractBasics';
import { EmailLink } from '../../components/Fact/Fact';
import { authorities, legalLastUpdated, processors, settings } from '../../content/facts';
import { formatDate } from '../../content/format';
import { authoritiesFor, transfersSentence } from '../../content/legal';
import { usePage } from '../../renderer/usePage';
import { narrowContainer } from '../../renderer/utilities.css';
import { AuthorityDetails } from './AuthorityDetails';
import { ControllerContacts } from './ControllerContacts';
import { FormPurposes } from './FormPurposes';
import { HostDetails } from './HostDetails';
import { LegalBlock } from './LegalBlock';
import { LegalContents, type ContentsEntry } from './LegalContents';
import { LegalHeader } from './LegalHeader';
import { ProcessorDetails } from './ProcessorDetails';
import { PublisherFacts } from './PublisherFacts';
import * as styles from './Legal.css';

/** Anchors of the page's sections: stable across languages (links and tests use them). */
const privacyParts = ['controller', 'purposes', 'technical', 'audience', 'recipients', 'transfers', 'retention', 'rights', 'complaint'] as const;

/** The platform section's rows, in the order a buyer's legal team reads them. */
const platformRows = ['agreement', 'hosting', 'processors', 'security', 'availability', 'creatorData', 'licence'] as const;

export default function Page() {
  const { content, locale } = usePage();
  const legal = content.legal;
  const { privacy, hosting } = legal;
  const hostLabels = { name: hosting.nameLabel, address: hosting.addressLabel, phone: hosting.phoneLabel };

  const contents: ContentsEntry[] = [
    { id: 'publisher', title: legal.publisher.title },
    { id: 'hosting', title: hosting.title },
    {
      id: 'privacy',
      title: privacy.title,
      children: privacyParts.map((part) => ({ id: `privacy-${part}`, title: privacy[part].title })),
    },
    { id: 'cookies', title: legal.cookies.title },
    { id: 'terms', title: legal.terms.title },
    { id: 'platform', title: legal.platform.title },
  ];

  return (
    <>
      <LegalHeader title={legal.title} intro={legal.intro}>
        <p className={styles.updated}>
          {legal.lastUpdatedLabel} <time dateTime={legalLastUpdated}>{formatDate(legalLastUpdated, locale)}</time>
        </p>
      </LegalHeader>
      <div className={`${narrowContainer} ${styles.body}`}>
        <LegalContents label={legal.contentsLabel} entries={contents} />

        <div className={styles.sections}>
          <LegalBlock id="publisher" block={legal.publisher} level={2}>
            <PublisherFacts facts={legal.publisher.facts} />
          </LegalBlock>

          <LegalBlock id="hosting" block={hosting} level={2}>
            <HostDetails heading={hosting.siteHost} host={settings.siteHost} labels={hostLabels} />
            <HostDetails heading={hosting.databaseHost} host={settings.databaseHost} labels={hostLabels} />
          </LegalBlock>

          <section id="privacy" className={styles.section} aria-labelledby="privacy-title">
            <h2 id="privacy-title" className={styles.sectionTitle}>
              {privacy.title}
            </h2>
            <p>{privacy.intro}</p>

            <LegalBlock id="privacy-controller" block={privacy.controller} level={3}>
              <p>
                {privacy.controller.contactLabel} <EmailLink email={settings.privacyEmail} />
              </p>
              <ControllerContacts controller={privacy.controller} locale={locale} />
            </LegalBlock>

            <FormPurposes purposes={privacy.purposes} optional={content.forms.common.optional} />

            <LegalBlock id="privacy-technical" block={privacy.technical} level={3} />
            <LegalBlock id="privacy-audience" block={privacy.audience} level={3} />
            <LegalBlock id="privacy-recipients" block={privacy.recipients} level={3}>
              {Object.entries(processors).map(([id, processor]) => (
                <ProcessorDetails key={id} id={id} processor={processor} recipients={privacy.recipients} locale={locale} />
              ))}
            </LegalBlock>
            <div id="privacy-transfers" className={styles.subsection}>
              <h3 className={styles.subsectionTitle}>{privacy.transfers.title}</h3>
              <p>{transfersSentence(privacy.transfers, privacy.recipients, locale)}</p>
            </div>
            <LegalBlock id="privacy-retention" block={privacy.retention} level={3} />
            <LegalBlock id="privacy-rights" block={privacy.rights} level={3}>
              <p>
                {privacy.rights.contactLabel} <EmailLink email={settings.privacyEmail} />
              </p>
            </LegalBlock>
            <LegalBlock id="privacy-complaint" block={privacy.complaint} level={3}>
              <ul className={styles.authorities}>
                {authoritiesFor(locale).map((id) => (
                  <AuthorityDetails key={id} authority={authorities[id]} websiteLabel={privacy.complaint.websiteLabel} locale={locale} />
                ))}
              </ul>
            </LegalBlock>
          </section>

          <LegalBlock id="cookies" block={legal.cookies} level={2} />
          <LegalBlock id="terms" block={legal.terms} level={2} />
          <LegalBlock id="platform" block={legal.platform} level={2}>
            <ContractRows rows={platformRows.map((row) => legal.platform[row])} labelledBy="platform-title" />
          </LegalBlock>
        </div>
      </div>
    </>
  );
}
