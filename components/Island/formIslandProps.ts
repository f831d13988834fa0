import type { PageData } from '../../renderer/usePage';

/** What every form island needs besides its own texts: language, shared form words, notice labels. */
export function formIslandProps({ locale, content }: PageData) {
  return { locale, common: content.forms.common, notices: content.common.notices };
}
