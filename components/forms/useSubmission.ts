/** The submit flow both forms share: busy state, insert, notice and receipt, reset on success, keep on failure. */
import { useState, type FormEvent } from 'react';
import type { FormCommon, Notice } from '../../schema/site-content';
import { formatMinutes } from '../../content/format-numbers';
import type { Locale } from '../../content/locales';
import { columnOf, fieldByColumn, honeypotColumn, honeypotName, visitOf, type FormDefinition, type FormTable } from '../../shared/form-fields';
import { missingMigrationMessage, refusalOf, ruleOf } from '../../shared/form-rules';
import type { NoticeAction, NoticeContent } from '../Notices/Notices';
import type { FieldMessage } from './fields';

interface SubmissionOptions<T extends FormTable> {
  form: FormDefinition<T>;
  locale: Locale;
  success: Notice;
  failure: Notice;
  common: FormCommon;
  /** The page-language message for a refused field. */
  message: FieldMessage;
  notify(notice: NoticeContent): void;
  /** The next step the receipt offers for this submission, if any. */
  successAction?(data: FormData): NoticeAction | undefined;
  /** Another way to reach the company, offered by a failure's notice, with what this submission holds. */
  failureAction?(data: FormData): NoticeAction | undefined;
}

/** What takes the form's place once a submission is stored: when, where the reply goes, the next step. */
export interface Receipt {
  sentAt: Date;
  email: string;
  action?: NoticeAction;
}

/** A field's value, trimmed; null when left empty (the database refuses '' for optional formats). */
export function valueOf(data: FormData, name: string): string | null {
  const value = String(data.get(name) ?? '').trim();
  return value === '' ? null : value;
}

/**
 * The row a form stores: each field's value in its column, the page's language, the honeypot's
 * value, and where it was sent from (the page's path and the visit's campaign, read from the URLs).
 * A value left empty is not sent at all (the column's default, null, applies): a form deployed
 * with a new optional field before its migration still stores every submission that leaves it
 * empty, and one that fills it is refused by name (`missingColumn`), never stored without it.
 */
export function rowOf(form: FormDefinition, data: FormData, locale: Locale, page: { url: string; referrer: string }): Record<string, string> {
  const row: Record<string, string | null> = {
    ...Object.fromEntries(form.fields.map((field) => [columnOf(field), valueOf(data, field.name)])),
    language: locale,
    // The hidden anti-spam field is sent too: the database marks such a row, nothing is dropped.
    [honeypotColumn]: valueOf(data, honeypotName),
    ...visitOf(page.url, page.referrer),
  };
  return Object.fromEntries(Object.entries(row).filter((entry): entry is [string, string] => entry[1] !== null));
}

export function useSubmission<T extends FormTable>({ form: definition, locale, success, failure, common, message, notify, successAction, failureAction }: SubmissionOptions<T>) {
  const { table } = definition;
  // Where the reply goes: the form's one e-mail field (formDefinitionProblems holds that there is one).
  const replyAddress = definition.fields.find((field) => field.type === 'email')!;
  const [submitting, setSubmitting] = useState(false);
  /** Refusals of the database, shown at their fields until the visitor edits them. */
  const [validationErrors, setValidationErrors] = useState<Record<string, string>>({});
  const [receipt, setReceipt] = useState<Receipt | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const row = rowOf(definition, data, locale, { url: window.location.href, referrer: document.referrer });
    setSubmitting(true);
    setValidationErrors({});
    setReceipt(null);
    let error: unknown = null;
    try {
      const { insertRow } = await import('./backend');
      error = await insertRow(table, row);
    } catch (thrown) {
      error = thrown;
    }
    setSubmitting(false);
    if (!error) {
      // The notice says it was sent (and times out); the receipt, in the form's place, keeps the
      // proof and offers the next step: each says its own part once.
      notify({ ...success, tone: 'success' });
      setReceipt({ sentAt: new Date(), email: valueOf(data, replyAddress.name) ?? '', action: successAction?.(data) });
      form.reset();
      return;
    }
    // What was typed stays in the form whatever the refusal.
    const refusal = refusalOf(table, error as { code?: unknown; message?: unknown; details?: unknown });
    // For the maintainer: a column the database lacks is a migration not pushed before the deploy.
    console.error(refusal.kind === 'missingColumn' ? missingMigrationMessage(table, refusal.column) : `The ${table} submission failed:`, error);
    if (refusal.kind === 'flood') {
      const notice = common.tooMany[refusal.guard];
      const wait = formatMinutes(Math.max(1, Math.ceil(refusal.retryAfterSeconds / 60)), locale);
      notify({ title: notice.title, text: notice.text.replace('{wait}', wait), tone: 'failure' });
      return;
    }
    if (refusal.kind === 'field') {
      const declared = fieldByColumn(table, refusal.column);
      const field = declared === undefined ? null : form.elements.namedItem(declared.name);
      // A text field shows it where it is typed; a list offers only accepted codes (generic notice).
      if (declared !== undefined && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
        setValidationErrors({ [declared.name]: message(refusal.problem, ruleOf(declared)) });
        field.focus();
        return;
      }
    }
    notify({ ...failure, tone: 'failure', action: failureAction?.(data) });
  }

  /** The receipt gives way to the empty form again. */
  const sendAnother = () => setReceipt(null);
  return { submitting, onSubmit, validationErrors, receipt, sendAnother };
}
