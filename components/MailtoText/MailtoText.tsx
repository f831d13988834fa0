import { Fragment } from 'react';
import { settings } from '../../content/facts';
import { external } from '../../renderer/links';

/**
 * A content string in which the contact e-mail address, once its placeholder is filled, becomes a
 * mailto link; the rest of the text is left as it is.
 */
export function MailtoText({ text }: { text: string }) {
  const parts = text.split(settings.contactEmail);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <a href={external.email}>{settings.contactEmail}</a> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
