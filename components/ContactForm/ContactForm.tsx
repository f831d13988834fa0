import type { Locale } from '../../content/locales';
import type { ContactFormContent, FormCommon } from '../../schema/site-content';
import { contactMessageForm } from '../../shared/form-fields';
import { SubmissionForm } from '../forms/SubmissionForm';
import { valueOf } from '../forms/useSubmission';
import type { NoticeAction, NoticeTexts } from '../Notices/Notices';

export interface ContactFormProps {
  locale: Locale;
  text: ContactFormContent;
  common: FormCommon;
  notices: NoticeTexts;
  /** Offered by the success notice when the reason is a demo: book a time slot right away. */
  bookingAction?: NoticeAction;
}

/** The contact page's message form (its fields: shared/form-fields.ts): stored in contact_messages with the page's language. */
export function ContactForm({ locale, text, common, notices, bookingAction }: ContactFormProps) {
  const successAction = (data: FormData) => (valueOf(data, 'reason') === 'demo' ? bookingAction : undefined);
  return <SubmissionForm form={contactMessageForm} locale={locale} text={text} common={common} notices={notices} successAction={successAction} />;
}
