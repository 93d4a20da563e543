import { useCallback, useEffect, useState } from 'react';
import { isStaff } from '#contracts/roles';
import { formatDateTime } from '../format';
import { useProfile } from '../profile';
import { CheckboxField } from '../../ui/text-field';
import { formatMegabytes } from './format-bytes';
import { isOfflineUseOn, readSetting } from './device-store';
import { deviceStorageAvailable, setOfflineUse } from './offline-use';
import { offlineUseTexts as texts } from './offline-use.texts';
import { ownerOf } from './owner';
import { prefetchForOffline } from './prefetch';
import { measureKeptBytes } from './stored-size';

interface KeptState {
  on: boolean;
  bytes: number;
  updatedAt?: string;
}

async function readKeptState(): Promise<KeptState> {
  const [on, bytes, updatedAt] = await Promise.all([
    isOfflineUseOn(),
    measureKeptBytes(),
    readSetting('offlineUpdatedAt'),
  ]);
  return { on, bytes, updatedAt };
}

const HEADING_ID = 'offline-use-heading';

/**
 * Its own section of the profile page. Staff work at the office: a member's data is never kept on their
 * device. A representative may keep what the mandate shows, as the API answers them with that and no more.
 */
export function OfflineUseSection() {
  const roles = useProfile().data?.roles;
  if (roles === undefined || isStaff(roles)) return null;
  return (
    <section aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{texts.heading}</h2>
      <OfflineUseSettings />
    </section>
  );
}

/**
 * The member's choice, on this device, to keep the estates and the map for use without coverage: what is
 * kept, for how long, how much room it takes and when it was last fetched (docs/offline.md).
 */
function OfflineUseSettings() {
  const profile = useProfile().data;
  const [state, setState] = useState<KeptState | undefined>(undefined);
  const [status, setStatus] = useState<'idle' | 'working' | 'failed'>('idle');
  const refresh = useCallback(() => readKeptState().then(setState), []);
  useEffect(() => {
    if (deviceStorageAvailable()) void refresh();
  }, [refresh]);

  if (!deviceStorageAvailable()) return <p>{texts.notAvailable}</p>;
  const change = async (on: boolean): Promise<void> => {
    setStatus('working');
    setState((before) => before && { ...before, on });
    try {
      await setOfflineUse(on, profile === null || profile === undefined ? '' : ownerOf(profile));
      if (on) await prefetchForOffline();
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
    await refresh();
  };

  return (
    <>
      <p>{texts.lead}</p>
      <CheckboxField
        label={texts.toggle}
        checked={state?.on ?? false}
        disabled={state === undefined || status === 'working'}
        onChange={(event) => void change(event.target.checked)}
      />
      <h3>{texts.keptHeading}</h3>
      <ul>
        {texts.kept.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{texts.neverKept}</p>
      <p>{texts.howLong}</p>
      <div role="status">
        {status === 'working' && <p>{texts.working}</p>}
        {status === 'failed' && <p>{texts.failed}</p>}
        {status === 'idle' && state !== undefined && !state.on && <p>{texts.off}</p>}
        {status === 'idle' && state?.on === true && (
          <p>
            {texts.size(formatMegabytes(state.bytes))}
            {state.updatedAt !== undefined && ` ${texts.updated(formatDateTime(state.updatedAt))}`}
          </p>
        )}
      </div>
    </>
  );
}
