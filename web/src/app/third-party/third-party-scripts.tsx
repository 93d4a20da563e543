import { useEffect } from 'react';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { loadScript } from './load-script';
import styles from './third-party.module.css';

/** Where the configured third-party widget (e.g. a chat) renders; docs/portal.md 2 says when it hides. */
export const WIDGET_CONTAINER_ID = 'widget-container';

export function WidgetContainer({ hidden, consented }: { hidden: boolean; consented: boolean }) {
  const { widgetScriptUrl } = useRuntimeConfig();
  const wanted = widgetScriptUrl !== undefined && consented && !hidden;
  useEffect(() => {
    if (wanted) loadScript('widget-script', widgetScriptUrl);
  }, [wanted, widgetScriptUrl]);
  return <div id={WIDGET_CONTAINER_ID} className={styles.widget} hidden={hidden} data-print="hide" />;
}

/** The embedded assistant: only for a signed-in user, and only while its flag is on. */
export function AssistantScript({ signedIn }: { signedIn: boolean }) {
  const { assistantScriptUrl, flags } = useRuntimeConfig();
  const wanted = signedIn && flags.assistantVisible && assistantScriptUrl !== undefined;
  useEffect(() => {
    if (wanted) loadScript('assistant-script', assistantScriptUrl);
  }, [wanted, assistantScriptUrl]);
  return null;
}
