/** The submit flow both forms share: honeypot, busy state, insert, notice, reset or keep. */
import { useState, type FormEvent } from 'react';
import type { Notice } from '../../schema/site-content';
import type { NoticeAction, NoticeContent } from '../Notices/Notices';
import type { FormTable } from './backend';

export const honeypotName = 'website';

interface SubmissionOptions {
  table: FormTable;
  /** The row to store, from the form's fields. */
  toRow(data: FormData): Record<string, string | null>;
  success: Notice;
  failure: Notice;
  notify(notice: NoticeContent): void;
  /** The next step the success notice offers for this submission, if any. */
  successAction?(data: FormData): NoticeAction | undefined;
}

/** A field's value, trimmed; null when left empty (the database refuses '' for optional formats). */
export function valueOf(data: FormData, name: string): string | null {
  const value = String(data.get(name) ?? '').trim();
  return value === '' ? null : value;
}

export function useSubmission({ table, toRow, success, failure, notify, successAction }: SubmissionOptions) {
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    if (valueOf(data, honeypotName) !== null) {
      // A bot: pretend it worked, store nothing.
      notify({ ...success, tone: 'success' });
      form.reset();
      return;
    }
    setSubmitting(true);
    let error: unknown = null;
    try {
      const { insertRow } = await import('./backend');
      error = await insertRow(table, toRow(data));
    } catch (thrown) {
      error = thrown;
    }
    setSubmitting(false);
    if (error) {
      console.error(`The ${table} submission failed:`, error);
      notify({ ...failure, tone: 'failure' });
      return;
    }
    notify({ ...success, tone: 'success', action: successAction?.(data) });
    form.reset();
  }

  return { submitting, onSubmit };
}
