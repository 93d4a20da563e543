import { useEffect, useState } from 'react';
import { useApiClient } from '../../../lib/api-client';
import { Banner } from '../../../ui/banner';
import { notificationsTexts } from '../notifications.texts';
import {
  pushDeviceState,
  PushNotReadyError,
  turnPushOff,
  turnPushOn,
  type PushDeviceState,
} from '../push-device';
import styles from '../notifications.module.css';

const texts = notificationsTexts.pushDevice;

/**
 * The per-device switch for push to the phone: it acts at once (it concerns this device, not the saved
 * choices). `readOnly`: a representative or staff, who cannot turn the member's pushes on.
 */
export function PushDeviceSwitch({ readOnly }: { readOnly: boolean }) {
  const api = useApiClient();
  const [state, setState] = useState<PushDeviceState | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    void pushDeviceState().then((found) => {
      if (live) setState(found);
    });
    return () => {
      live = false;
    };
  }, []);

  const toggle = async (on: boolean): Promise<void> => {
    setBusy(true);
    setProblem(undefined);
    try {
      setState(await (on ? turnPushOn(api) : turnPushOff(api)));
    } catch (error) {
      setProblem(error instanceof PushNotReadyError ? texts.notReady : texts.failed);
    } finally {
      setBusy(false);
    }
  };

  const possible = state === 'on' || state === 'off';
  return (
    <section className={styles.push} aria-labelledby="push-device-heading">
      <h2 id="push-device-heading">{texts.heading}</h2>
      <p>{texts.what}</p>
      <ul>
        {texts.pushed.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className={styles.description}>{texts.private}</p>
      {readOnly ? (
        <p>{texts.ownOnly}</p>
      ) : (
        <>
          <label className={styles.channel}>
            <input
              type="checkbox"
              role="switch"
              checked={state === 'on'}
              disabled={!possible || busy}
              aria-describedby="push-device-state"
              onChange={(event) => void toggle(event.target.checked)}
            />
            {texts.label}
          </label>
          <div id="push-device-state" role="status">
            {busy ? <p>{texts.working}</p> : possible && <p>{state === 'on' ? texts.on : texts.off}</p>}
          </div>
          <p className={styles.description}>{texts.perDevice}</p>
        </>
      )}
      {!readOnly && (state === 'unsupported' || state === 'denied') && (
        <Banner tone="info">
          <p>{state === 'unsupported' ? texts.unsupported : texts.denied}</p>
        </Banner>
      )}
      {problem !== undefined && (
        <div role="alert">
          <Banner tone="warning">
            <p>{problem}</p>
          </Banner>
        </div>
      )}
    </section>
  );
}
