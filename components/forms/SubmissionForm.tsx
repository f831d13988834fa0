/** The frame both forms share: fields, the anti-spam field, the submit button, its notices. */
import type { ReactNode } from 'react';
import { Button, Form } from 'react-aria-components';
import { formatCount } from '../../content/format';
import type { Locale } from '../../content/locales';
import type { FormTable } from '../../shared/form-rules';
import type { FormCommon, Notice } from '../../schema/site-content';
import { Notices, useNoticeQueue, type NoticeAction, type NoticeTexts } from '../Notices/Notices';
import { FieldMessageContext, HoneypotField, type FieldMessage } from './fields';
import * as styles from './fields.css';
import { honeypotName, useSubmission } from './useSubmission';

export interface SubmissionTexts {
  title: string;
  submit: string;
  submitting: string;
  success: Notice;
  failure: Notice;
}

interface SubmissionFormProps {
  table: FormTable;
  locale: Locale;
  toRow(data: FormData): Record<string, string | null>;
  text: SubmissionTexts;
  common: FormCommon;
  notices: NoticeTexts;
  successAction?(data: FormData): NoticeAction | undefined;
  children: ReactNode;
}

export function SubmissionForm({ table, locale, toRow, text, common, notices, successAction, children }: SubmissionFormProps) {
  const { queue, show } = useNoticeQueue();
  const message: FieldMessage = (problem, rule) => common.errors[problem].replace('{max}', formatCount(rule.maxLength ?? 0, locale));
  const { submitting, onSubmit, validationErrors } = useSubmission({
    table, locale, toRow, success: text.success, failure: text.failure, common, message, notify: show, successAction,
  });
  return (
    <>
      {/* method=post: a submit that beats hydration never puts the data in the URL. */}
      <Form className={styles.form} method="post" onSubmit={onSubmit} aria-label={text.title} validationErrors={validationErrors}>
        <FieldMessageContext.Provider value={message}>{children}</FieldMessageContext.Provider>
        <HoneypotField name={honeypotName} label={common.honeypot} />
        <div className={styles.submitRow}>
          <Button type="submit" className={styles.submit} isDisabled={submitting}>
            {submitting ? text.submitting : text.submit}
          </Button>
          <p className={styles.privacy}>{common.privacy}</p>
        </div>
      </Form>
      <Notices queue={queue} texts={notices} />
    </>
  );
}
