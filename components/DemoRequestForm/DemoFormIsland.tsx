import { isPlaceholder, settings } from '../../content/facts';
import { useExternalLinks } from '../../renderer/links';
import { usePage } from '../../renderer/usePage';
import { Island } from '../Island/Island';
import { ScriptTrigger, type ScriptTriggerWhen } from '../Island/ScriptTrigger';
import { formIslandProps } from '../Island/formIslandProps';
import { FormWithoutScript } from '../FormWithoutScript/FormWithoutScript';
import { PrivacyFirstLayer } from '../PrivacyFirstLayer/PrivacyFirstLayer';
import { DemoRequestForm } from './DemoRequestForm';
import * as styles from './DemoRequestForm.css';

/**
 * The demo-request form as the home and demo pages place it: a card holding the island, and the
 * trigger that brings in its script: right after the first paint on the demo page, whose purpose it
 * is; as it nears the viewport at the end of the home page.
 */
export function DemoFormIsland({ loadScript }: { loadScript: ScriptTriggerWhen }) {
  const page = usePage();
  const { content } = page;
  const external = useExternalLinks();
  return (
    <div id="demo-form" className={styles.panel}>
      <FormWithoutScript />
      <Island
        name="demo-form"
        component={DemoRequestForm}
        props={{
          ...formIslandProps(page),
          text: content.home.demo,
          // Offered only with a real booking page: a placeholder's fallback is a form again.
          bookingAction: isPlaceholder(settings.bookingUrl) ? undefined : { label: content.demo.bookingAfterSuccess, href: external.booking },
        }}
        errorTitle={content.common.appError.title}
      />
      <PrivacyFirstLayer form="demoRequest" />
      <ScriptTrigger when={loadScript} />
    </div>
  );
}
