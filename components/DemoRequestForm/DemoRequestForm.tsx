import type { Locale } from '../../content/locales';
import type { DemoFormContent, FormCommon } from '../../schema/site-content';
import { formRules } from '../../shared/form-rules';
import { SelectField, TextInputField } from '../forms/fields';
import { SubmissionForm } from '../forms/SubmissionForm';
import { valueOf } from '../forms/useSubmission';
import type { NoticeAction, NoticeTexts } from '../Notices/Notices';

export interface DemoRequestFormProps {
  locale: Locale;
  text: DemoFormContent;
  common: FormCommon;
  notices: NoticeTexts;
  /** Offered by the success notice: book a time slot right away (only when the booking page is a real fact). */
  bookingAction?: NoticeAction;
}

/** The spec's demo request (home page and demo page): one row in demo_requests with the page's language. */
export function DemoRequestForm({ locale, text, common, notices, bookingAction }: DemoRequestFormProps) {
  const { fields } = text;
  const rules = formRules.demo_requests;
  const toRow = (data: FormData) => ({
    first_name: valueOf(data, 'first_name'),
    last_name: valueOf(data, 'last_name'),
    email: valueOf(data, 'email'),
    company: valueOf(data, 'company'),
    role: valueOf(data, 'role'),
    phone: valueOf(data, 'phone'),
    message: valueOf(data, 'message'),
    language: locale,
  });
  return (
    <SubmissionForm table="demo_requests" locale={locale} toRow={toRow} text={text} common={common} notices={notices} successAction={() => bookingAction}>
      <TextInputField name="first_name" label={fields.firstName.label} autoComplete="given-name" rule={rules.first_name} />
      <TextInputField name="last_name" label={fields.lastName.label} autoComplete="family-name" rule={rules.last_name} />
      <TextInputField name="email" type="email" label={fields.email.label} autoComplete="email" rule={rules.email} />
      <TextInputField name="company" label={fields.company.label} autoComplete="organization" rule={rules.company} />
      <SelectField name="role" label={fields.role.label} options={text.roles} placeholder={common.choose} />
      <TextInputField name="phone" type="tel" label={fields.phone.label} optionalLabel={common.optional} autoComplete="tel" rule={rules.phone} />
      <TextInputField name="message" label={fields.message.label} optionalLabel={common.optional} multiline rule={rules.message} />
    </SubmissionForm>
  );
}
