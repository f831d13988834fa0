import { settings } from '../../content/facts';
import type { Locale } from '../../content/locales';
import { mailtoHref } from '../../renderer/links';
import type { PageData } from '../../renderer/usePage';
import type { FormCommon } from '../../schema/site-content';
import type { NoticeAction, NoticeTexts } from '../Notices/Notices';

/** What every form island needs besides its own texts. */
export interface FormIslandProps {
  locale: Locale;
  /** The words both forms share. */
  common: FormCommon;
  notices: NoticeTexts;
  /** The way out a failed submission's notice offers: write to the company's address, once it is stated. */
  failureAction?: NoticeAction;
}

export function formIslandProps({ locale, content }: PageData): FormIslandProps {
  const email = mailtoHref(settings.email);
  return { locale, common: content.forms.common, notices: content.common.notices, failureAction: email ? { label: content.forms.common.failureAction, href: email } : undefined };
}
