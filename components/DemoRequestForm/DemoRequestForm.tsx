import type { DemoFormContent } from '../../schema/site-content';
import { demoRequestForm } from '../../shared/form-fields';
import { SubmissionForm } from '../forms/SubmissionForm';
import type { FormIslandProps } from '../Island/formIslandProps';
import type { NoticeAction } from '../Notices/Notices';

export interface DemoRequestFormProps extends FormIslandProps {
  text: DemoFormContent;
  /** Offered by the success notice: book a time slot right away (only when the booking page is a real fact). */
  bookingAction?: NoticeAction;
}

/** The spec's demo request (home page and demo page; its fields: shared/form-fields.ts): one row in demo_requests with the page's language. */
export function DemoRequestForm({ locale, text, common, notices, bookingAction, failureAction }: DemoRequestFormProps) {
  return (
    <SubmissionForm form={demoRequestForm} locale={locale} text={text} common={common} notices={notices} successAction={() => bookingAction} failureAction={failureAction} />
  );
}
