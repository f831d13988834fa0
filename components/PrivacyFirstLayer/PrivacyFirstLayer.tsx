/**
 * The privacy notice's first layer, beside a form (GDPR art. 13 given in layers; in Spain LOPDGDD
 * art. 11): the controller, the purpose, retention and rights, and a link to the full notice.
 * Rendered with the page, after the form's island: it needs no script, and its words stay out of
 * the island's props.
 */
import { settings } from '../../content/facts';
import type { LegalFormId } from '../../schema/site-content';
import { useHref } from '../../renderer/links';
import { usePage } from '../../renderer/usePage';
import { FactText } from '../Fact/Fact';
import * as styles from './PrivacyFirstLayer.css';

/** The legal page's privacy section (pages/legal/+Page.tsx): the full notice. */
const privacySection = 'privacy';

export function PrivacyFirstLayer({ form }: { form: LegalFormId }) {
  const { content } = usePage();
  const href = useHref();
  const text = content.forms.privacy;
  return (
    <p className={styles.layer}>
      {/* The controller on a line of its own. */}
      {text.controller} <FactText value={settings.legalName} />
      <br />
      {text.purposes[form]} {text.rights} <a href={href('legal', privacySection)}>{text.link}</a>
    </p>
  );
}
