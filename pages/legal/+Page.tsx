import { MailtoText } from '../../components/MailtoText/MailtoText';
import { usePage } from '../../renderer/usePage';
import { narrowContainer } from '../../renderer/utilities.css';
import { LegalHeader } from './LegalHeader';
import * as styles from './Legal.css';

/** 'rightsOfOthers' -> 'rights-of-others': the anchor of a section. */
function anchor(id: string): string {
  return id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** "Données collectées : les informations…" -> the lead-in (up to its colon) and the rest. */
function splitLead(text: string): { lead: string | null; rest: string } {
  const match = /^([^:]{1,60}?\s?:)\s+(.*)$/s.exec(text);
  return match ? { lead: match[1]!, rest: match[2]! } : { lead: null, rest: text };
}

interface Block {
  id: string;
  title: string;
  paragraphs: string[];
  /** The numbered points of the personal-data section. */
  intro?: string;
  points?: string[];
}

export default function Page() {
  const { content } = usePage();
  const legal = content.legal;

  // Reading order: personal data follows privacy; cookies close the page.
  const personalData: Block = {
    id: 'personal-data',
    title: legal.personalData.title,
    paragraphs: [],
    intro: legal.personalData.intro,
    points: legal.personalData.points,
  };
  const blocks: Block[] = [
    ...legal.sections.flatMap((section) => {
      const block: Block = { id: anchor(section.id), title: section.title, paragraphs: section.paragraphs };
      return section.id === 'privacy' ? [block, personalData] : [block];
    }),
    { id: 'cookies', title: legal.cookies.title, paragraphs: legal.cookies.paragraphs },
  ];
  if (!blocks.includes(personalData)) blocks.splice(blocks.length - 1, 0, personalData);

  return (
    <>
      <LegalHeader title={legal.title} intro={legal.intro} />
      <div className={`${narrowContainer} ${styles.body}`}>
        <nav className={styles.toc} aria-labelledby="page-title">
          <ol className={styles.tocList}>
            {blocks.map((block) => (
              <li key={block.id}>
                <a className={styles.tocLink} href={`#${block.id}`}>
                  {block.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.sections}>
          {blocks.map((block) => (
            <section key={block.id} id={block.id} className={styles.section} aria-labelledby={`${block.id}-title`}>
              <h2 id={`${block.id}-title`} className={styles.sectionTitle}>
                {block.title}
              </h2>
              {block.intro ? (
                <p>
                  <MailtoText text={block.intro} />
                </p>
              ) : null}
              {block.points ? (
                <ol className={styles.points}>
                  {block.points.map((point) => {
                    const { lead, rest } = splitLead(point);
                    return (
                      <li key={point} className={styles.point}>
                        <p>
                          {lead ? <strong className={styles.pointLead}>{lead} </strong> : null}
                          <MailtoText text={rest} />
                        </p>
                      </li>
                    );
                  })}
                </ol>
              ) : null}
              {block.paragraphs.map((paragraph) => (
                <p key={paragraph}>
                  <MailtoText text={paragraph} />
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
