/**
 * Where a form stands, for a browser that runs no script: the form cannot send there (it is hidden,
 * fields.css.ts), so nobody types into it in vain; the address to write to instead is given. Rendered
 * with the page, before the form's island.
 */
import { settings } from '../../content/facts';
import { usePage } from '../../renderer/usePage';
import { EmailLink } from '../Fact/Fact';
import * as styles from './FormWithoutScript.css';

export function FormWithoutScript() {
  const { content } = usePage();
  return (
    <noscript>
      <p className={styles.notice}>
        {content.forms.withoutScript} <EmailLink email={settings.email} />
      </p>
    </noscript>
  );
}
