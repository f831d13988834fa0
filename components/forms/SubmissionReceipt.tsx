import { useEffect, type RefObject } from 'react';
import { Button } from 'react-aria-components';
import { formatTimeOfDay } from '../../content/format-numbers';
import type { Locale } from '../../content/locales';
import type { FormCommon } from '../../schema/site-content';
import { EmailAddress } from '../EmailAddress/EmailAddress';
import { Icon } from '../Icon/Icon';
import * as styles from './fields.css';
import { bringClearOfNotice } from './clearOfNotice';
import type { Receipt } from './useSubmission';

interface SubmissionReceiptProps {
  ref: RefObject<HTMLDivElement | null>;
  receipt: Receipt;
  /** The success notice's title: what stays once the notice (its title and promise) has gone. */
  title: string;
  common: FormCommon;
  locale: Locale;
  onSendAnother(): void;
}

/**
 * What takes the form's place once a submission is stored: that it was sent, when, the address the
 * reply goes to (a typo shows), the next step, and a way back to an empty form. Not announced
 * itself: the notice already was. The focus comes here when it was on the send button
 * (SubmissionForm), hence tabIndex -1.
 */
export function SubmissionReceipt({ ref, receipt, title, common, locale, onSendAnother }: SubmissionReceiptProps) {
  // Read where the person pressed, without taking their focus (brought up when the form's height went above it).
  useEffect(() => bringClearOfNotice(ref.current), [ref, receipt]);
  const [beforeAddress, afterAddress = ''] = common.receipt.replace('{time}', formatTimeOfDay(receipt.sentAt, locale)).split('{address}');
  const gluedAfter = /^\S*/.exec(afterAddress)![0];
  return (
    <div ref={ref} className={styles.receipt} tabIndex={-1}>
      <span className={styles.receiptIcon}>
        <Icon name="check" />
      </span>
      <div className={styles.receiptContent}>
        <p className={styles.receiptTitle}>{title}</p>
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
        <Button className={styles.receiptSendAnother} onPress={onSendAnother}>
          {common.sendAnother}
        </Button>
      </div>
    </div>
  );
}
