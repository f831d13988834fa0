import { processors } from '../../content/facts';
import { collectedFields, type FormDefinitions } from '../../content/legal';
import type { LegalContent } from '../../schema/site-content';
import * as styles from './Legal.css';

type Purposes = LegalContent['privacy']['purposes'];

/**
 * What each form collects and why (GDPR art. 13(1)(c), (2)(a)). Its data list is written from the
 * form's definition (shared/form-fields.ts): every field in the form's order, an optional one
 * marked as the form marks it, then what the page adds; a field added to a form is listed here.
 */
export function FormPurposes({ purposes, optional, definitions }: { purposes: Purposes; optional: string; definitions?: FormDefinitions }) {
  return (
    <div id="privacy-purposes" className={styles.subsection}>
      <h3 className={styles.subsectionTitle}>{purposes.title}</h3>
      <p>{purposes.intro}</p>
      {Object.values(processors).some((processor) => processor.reachedThrough !== undefined) ? <p>{purposes.linkedTools}</p> : null}
      {purposes.forms.map((form) => (
        <div key={form.id} id={`privacy-${form.id}`} className={styles.host}>
          <h4 className={styles.formTitle}>{form.title}</h4>
          <dl className={styles.facts}>
            <div className={styles.factRow}>
              <dt>{purposes.dataLabel}</dt>
              <dd>
                <ul className={styles.dataList}>
                  {collectedFields(form.id, purposes.fieldNames, definitions).map((item) => (
                    <li key={item.field}>
                      {item.name}
                      {item.optional ? ` ${optional}` : null}
                    </li>
                  ))}
                  <li>{purposes.visitData}</li>
                </ul>
              </dd>
            </div>
            <div className={styles.factRow}>
              <dt>{purposes.purposeLabel}</dt>
              <dd>{form.purpose}</dd>
            </div>
            <div className={styles.factRow}>
              <dt>{purposes.legalBasisLabel}</dt>
              <dd>{form.legalBasis}</dd>
            </div>
            <div className={styles.factRow}>
              <dt>{purposes.retentionLabel}</dt>
              <dd>{form.retention}</dd>
            </div>
          </dl>
        </div>
      ))}
    </div>
  );
}
