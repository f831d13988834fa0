/** The frame both forms share: the fields of the form's definition, the anti-spam field, the submit button, its receipt and notices. */
import { useEffect, useRef, type FormEvent, type RefObject } from 'react';
import { Button, Form } from 'react-aria-components';
import { formatCount } from '../../content/format-numbers';
import type { Locale } from '../../content/locales';
import { honeypotName, type FormContent, type FormDefinition, type FormTable } from '../../shared/form-fields';
import type { FormCommon, Notice } from '../../schema/site-content';
import { Notices, useNoticeQueue, type NoticeAction, type NoticeTexts } from '../Notices/Notices';
import { DefinedFields, FieldMessageContext, HoneypotField, type FieldMessage } from './fields';
import * as styles from './fields.css';
import { SubmissionReceipt } from './SubmissionReceipt';
import { bringClearOfNotice } from './clearOfNotice';
import { mailtoWith, typedMessage } from './typedMessage';
import { useSubmission } from './useSubmission';
import { useLinkPresets, type PresetsFromLink } from './linkPresets';

export interface SubmissionTexts {
  title: string;
  submit: string;
  submitting: string;
  success: Notice;
  failure: Notice;
}

interface SubmissionFormProps<T extends FormTable> {
  /** The form's fields (shared/form-fields.ts): what it shows, checks and stores. */
  form: FormDefinition<T>;
  locale: Locale;
  text: FormContent<T> & SubmissionTexts;
  common: FormCommon;
  notices: NoticeTexts;
  successAction?(data: FormData): NoticeAction | undefined;
  /** Offered by a failed submission's notice: another way to reach the company (formIslandProps), a mailto: link that gets what was typed. */
  failureAction?: NoticeAction;
  /** What the form derives from its link's parameters, besides a list's choice by its name (ContactForm: the plan's message). */
  presetsFromLink?: PresetsFromLink;
}

export function SubmissionForm<T extends FormTable>({ form, locale, text, common, notices, successAction, failureAction, presetsFromLink }: SubmissionFormProps<T>) {
  const presets = useLinkPresets(form, presetsFromLink);
  const { queue, show } = useNoticeQueue();
  const message: FieldMessage = (problem, rule) => common.errors[problem].replace('{max}', formatCount(rule.maxLength ?? 0, locale));
  // The e-mail a failed submission offers carries what was typed (its subject, the form's title).
  const failureActionFor = (data: FormData) => failureAction && { ...failureAction, href: mailtoWith(failureAction.href, text.title, typedMessage(form, text, data)) };
  const { submitting, onSubmit, validationErrors, receipt, sendAnother } = useSubmission({
    form, locale, success: text.success, failure: text.failure, common, message, notify: show, successAction, failureAction: failureActionFor,
  });
  const send = useRef<HTMLButtonElement>(null);
  const receiptBox = useRef<HTMLDivElement>(null);
  const submit = useFocusBackOnSend(receipt ? receiptBox : send, submitting, onSubmit);
  const firstField = useFocusFirstFieldOnReturn(receipt);
  return (
    <>
      {/* method=post: a submit that beats hydration never puts the data in the URL. */}
      <Form ref={firstField} className={styles.form} method="post" onSubmit={submit} aria-label={text.title} validationErrors={validationErrors}>
        {/* A stored submission's form gives way to its receipt, so that nothing invites sending it twice. */}
        <div className={styles.fieldsInReceiptsPlace} hidden={receipt !== null}>
          <FieldMessageContext.Provider value={message}>
            <DefinedFields form={form} text={text} optional={common.optional} choose={common.choose} presets={presets} />
          </FieldMessageContext.Provider>
          <HoneypotField name={honeypotName} label={common.honeypot} />
          <Button ref={send} type="submit" className={styles.submit} isDisabled={submitting}>
            {submitting ? text.submitting : text.submit}
          </Button>
        </div>
        {receipt ? (
          <SubmissionReceipt ref={receiptBox} receipt={receipt} title={text.success.title} common={common} locale={locale} onSendAnother={sendAnother} />
        ) : null}
      </Form>
      <Notices queue={queue} texts={notices} />
    </>
  );
}

/** When the receipt gives way to the empty form again, the person starts at its first field. */
function useFocusFirstFieldOnReturn(receipt: unknown) {
  const form = useRef<HTMLFormElement>(null);
  const hadReceipt = useRef(false);
  useEffect(() => {
    if (hadReceipt.current && receipt === null) form.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button')?.focus();
    hadReceipt.current = receipt !== null;
  }, [receipt]);
  return form;
}

/**
 * The send button is disabled while the submission is on its way, and a disabled button drops the
 * focus to the page: a person who sent with it (keyboard, screen reader) would start again from the
 * top. Once the answer is in, the focus goes back to it (to the receipt in its place after a
 * success), clear of the notice, unless it has moved elsewhere since (a refused field takes it:
 * useSubmission). Returns the form's submit handler, which notes where the focus was.
 */
function useFocusBackOnSend(back: RefObject<HTMLElement | null>, submitting: boolean, onSubmit: (event: FormEvent<HTMLFormElement>) => void) {
  const sentFromButton = useRef(false);
  useEffect(() => {
    if (submitting) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (sentFromButton.current && lost) {
      back.current?.focus();
      bringClearOfNotice(back.current);
    }
    sentFromButton.current = false;
  }, [back, submitting]);
  return (event: FormEvent<HTMLFormElement>) => {
    sentFromButton.current = document.activeElement === back.current;
    onSubmit(event);
  };
}
