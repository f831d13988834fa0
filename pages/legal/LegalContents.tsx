import * as styles from './Legal.css';

/** An entry of the table of contents: an anchor of the page and its heading, with its parts. */
export interface ContentsEntry {
  id: string;
  title: string;
  children?: readonly ContentsEntry[];
}

/** The table of contents: the page's sections, and the privacy notice's parts under it. */
export function LegalContents({ label, entries }: { label: string; entries: readonly ContentsEntry[] }) {
  return (
    <nav className={styles.toc} aria-labelledby="legal-contents">
      <h2 id="legal-contents" className={styles.tocTitle}>
        {label}
      </h2>
      <ContentsList entries={entries} />
    </nav>
  );
}

function ContentsList({ entries }: { entries: readonly ContentsEntry[] }) {
  return (
    <ol className={styles.tocList}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a className={styles.tocLink} href={`#${entry.id}`}>
            {entry.title}
          </a>
          {entry.children ? <ContentsList entries={entry.children} /> : null}
        </li>
      ))}
    </ol>
  );
}
