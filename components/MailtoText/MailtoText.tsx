import { Fragment } from 'react';
import { isPlaceholder, settings } from '../../content/facts';
import { formatMissingFact } from '../../content/format';
import { EmailLink } from '../Fact/Fact';

/** The contact e-mail as a filled `{contactEmail}` reads. */
export const contactEmailText = isPlaceholder(settings.email) ? formatMissingFact(settings.email) : settings.email;

/**
 * A content string in which the contact e-mail address, once its placeholder is filled, becomes a
 * mailto link (or the marked placeholder); the rest of the text is left as it is.
 */
export function MailtoText({ text }: { text: string }) {
  const parts = text.split(contactEmailText);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <EmailLink email={settings.email} /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
