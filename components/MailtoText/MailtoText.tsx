import { Fragment } from 'react';
import { isPlaceholder, settings } from '../../content/facts';
import { formatMissingFact } from '../../content/format';
import { EmailLink } from '../Fact/Fact';
import { missing } from '../Fact/Fact.css';

/** The contact e-mail as a filled `{contactEmail}` reads. */
export const contactEmailText = isPlaceholder(settings.email) ? formatMissingFact(settings.email) : settings.email;

/** A filled placeholder fact (`[settings.siren]`, formatMissingFact's form), kept by split(). */
const missingFactPattern = /(\[settings\.[A-Za-z.]+\])/;

/** Text with every placeholder fact in it marked, as the Fact components mark them. */
function MarkedText({ text }: { text: string }) {
  return (
    <>
      {text.split(missingFactPattern).map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className={missing}>
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}

/**
 * A content string in which the contact e-mail address, once its placeholder is filled, becomes a
 * mailto link (or the marked placeholder), and any other placeholder fact is marked.
 */
export function MailtoText({ text }: { text: string }) {
  const parts = text.split(contactEmailText);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <EmailLink email={settings.email} /> : null}
          <MarkedText text={part} />
        </Fragment>
      ))}
    </>
  );
}
