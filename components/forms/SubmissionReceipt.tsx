import { useEffect, useRef } from 'react';
import { formatTimeOfDay } from '../../content/format-numbers';
import type { Locale } from '../../content/locales';
import type { Notice } from '../../schema/site-content';
import { EmailAddress } from '../EmailAddress/EmailAddress';
import { Icon } from '../Icon/Icon';
import * as styles from './fields.css';
import type { Receipt } from './useSubmission';

/**
 * What stays under the submit button once a submission is stored, after the notice has gone and
 * the form has reset: that it was sent, when, the address the reply goes to (a typo shows), and
 * the next step. Not announced itself: the notice already was.
 */
export function SubmissionReceipt({ receipt, success, template, locale }: { receipt: Receipt; success: Notice; template: string; locale: Locale }) {
  const ref = useRef<HTMLDivElement>(null);
  // Read where the person pressed, without taking their focus: in the screen's upper half, clear
  // of the notice at its foot (brought to the middle when lower).
  useEffect(() => {
    const box = ref.current?.getBoundingClientRect();
    if (box && (box.top < 0 || box.top + box.height / 2 > window.innerHeight / 2)) ref.current?.scrollIntoView({ block: 'center' });
  }, [receipt]);
  const [beforeAddress, afterAddress = ''] = template.replace('{time}', formatTimeOfDay(receipt.sentAt, locale)).split('{address}');
  const gluedAfter = /^\S*/.exec(afterAddress)![0];
  return (
    <div ref={ref} className={styles.receipt}>
      <span className={styles.receiptIcon}>
        <Icon name="check" />
      </span>
      <div className={styles.receiptContent}>
        <p className={styles.receiptTitle}>{success.title}</p>
        <p>{success.text}</p>
        <p>
          {beforeAddress}
          <strong>
            {/* The word after the address (its full stop) stays on its line. */}
            <EmailAddress email={receipt.email}>{gluedAfter}</EmailAddress>
          </strong>
          {afterAddress.slice(gluedAfter.length)}
        </p>
        {receipt.action ? (
          <a className={styles.receiptAction} href={receipt.action.href} rel="noopener">
            {receipt.action.label}
          </a>
        ) : null}
      </div>
    </div>
  );
}
