import type { Locale } from '../../content/locales';
import type { ContactFormContent, FormCommon } from '../../schema/site-content';
import { SelectField, TextInputField } from '../forms/fields';
import { formRules } from '../../shared/form-rules';
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

/** The contact page's message form: stored in contact_messages with the page's language. */
export function ContactForm({ locale, text, common, notices, bookingAction }: ContactFormProps) {
  const { fields } = text;
  const rules = formRules.contact_messages;
  const toRow = (data: FormData) => ({
    first_name: valueOf(data, 'first_name'),
    last_name: valueOf(data, 'last_name'),
    company: valueOf(data, 'company'),
    role: valueOf(data, 'role'),
    email: valueOf(data, 'email'),
    phone: valueOf(data, 'phone'),
    reason: valueOf(data, 'reason'),
    message: valueOf(data, 'message'),
    language: locale,
  });
  const successAction = (data: FormData) => (valueOf(data, 'reason') === 'demo' ? bookingAction : undefined);
  return (
    <SubmissionForm table="contact_messages" locale={locale} toRow={toRow} text={text} common={common} notices={notices} successAction={successAction}>
      <TextInputField name="first_name" label={fields.firstName.label} autoComplete="given-name" rule={rules.first_name} />
      <TextInputField name="last_name" label={fields.lastName.label} autoComplete="family-name" rule={rules.last_name} />
      <TextInputField name="company" label={fields.company.label} autoComplete="organization" rule={rules.company} />
      <TextInputField name="role" label={fields.role.label} optionalLabel={common.optional} autoComplete="organization-title" rule={rules.role} />
      <TextInputField name="email" type="email" label={fields.email.label} autoComplete="email" rule={rules.email} />
      <TextInputField name="phone" type="tel" label={fields.phone.label} optionalLabel={common.optional} autoComplete="tel" rule={rules.phone} />
      <SelectField name="reason" label={fields.reason.label} options={text.reasons} placeholder={common.choose} wide />
      <TextInputField name="message" label={fields.message.label} multiline rule={rules.message} />
    </SubmissionForm>
  );
}
