import type { ContactFormContent, Plan, PlanId } from '../../schema/site-content';
import { contactMessageForm } from '../../shared/form-fields';
import { SubmissionForm } from '../forms/SubmissionForm';
import type { PresetsFromLink } from '../forms/linkPresets';
import { valueOf } from '../forms/useSubmission';
import type { FormIslandProps } from '../Island/formIslandProps';
import type { NoticeAction } from '../Notices/Notices';

export interface ContactFormProps extends FormIslandProps {
  text: ContactFormContent;
  /** Offered after a demo or a quote request (by the notice and the receipt): book a time slot with an expert right away. */
  bookingAction?: NoticeAction;
  /** Each plan's name, for the message a plan's button starts the form with (`?plan=`, pages/pricing). */
  planNames: Record<PlanId, string>;
}

/** Reasons whose next step is talking to an expert: a demo, and a plan's quote (whose button reads "talk to an expert"). */
const bookingReasons = new Set(['demo', 'quote']);

/** The contact page's message form (its fields: shared/form-fields.ts): stored in contact_messages with the page's language. */
export function ContactForm({ locale, text, common, notices, bookingAction, failureAction, planNames }: ContactFormProps) {
  const successAction = (data: FormData) => (bookingReasons.has(valueOf(data, 'reason') ?? '') ? bookingAction : undefined);
  return (
    <SubmissionForm
      form={contactMessageForm}
      locale={locale}
      text={text}
      common={common}
      notices={notices}
      successAction={successAction}
      failureAction={failureAction}
      presetsFromLink={planRequest(text.planRequest, planNames)}
    />
  );
}

/** The plans' names by id, as the island's props carry them. */
export function planNamesOf(plans: readonly Plan[]): Record<PlanId, string> {
  return Object.fromEntries(plans.map((plan) => [plan.id, plan.name])) as Record<PlanId, string>;
}

/**
 * The message a plan's "request a quote" starts with, naming the plan (`?plan=professional`): sales
 * reads which plan the buyer chose, and the buyer sees it kept. An unknown plan starts no message.
 */
function planRequest(template: string, planNames: Record<PlanId, string>): PresetsFromLink {
  return (parameters) => {
    const plan = parameters.get('plan');
    const name = plan !== null && Object.hasOwn(planNames, plan) ? planNames[plan as PlanId] : undefined;
    return name ? { message: template.replace('{plan}', name) } : {};
  };
}
