import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Profile } from '#contracts/profile';
import { isOfflineUseOn, readSetting } from '../../lib/offline-use/device-store';
import { deviceStorageAvailable, eraseDeviceData, holdsDeviceData } from '../../lib/offline-use/offline-use';
import { ownerOf } from '../../lib/offline-use/owner';
import { prefetchForOffline } from '../../lib/offline-use/prefetch';
import { Banner } from '../../ui/banner';
import { deviceTexts } from './device.texts';
import { registerServiceWorker } from './register-service-worker';
import { watchFormInput } from './unsaved-forms';
import { UpdateBanner } from './update-banner';

const subscribeOnline = (onChange: () => void): (() => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/**
 * Nothing of one member stays for the next: a session that has ended (the profile answers no one) or one
 * that acts for someone else than the kept data's owner erases what the device keeps.
 */
function useEraseOnSessionChange(profile: Profile | null | undefined): void {
  useEffect(() => {
    if (profile === undefined || !deviceStorageAvailable()) return;
    void (async () => {
      if (profile === null) {
        if (await holdsDeviceData()) await eraseDeviceData();
        return;
      }
      const owner = await readSetting('offlineOwner');
      if (owner !== undefined && owner !== ownerOf(profile)) await eraseDeviceData();
    })();
  }, [profile]);
}

/** What is kept is fetched again when the device has coverage: at start, and each time it comes back. */
function useRefreshWhenOnline(online: boolean, signedIn: boolean): void {
  useEffect(() => {
    if (!online || !signedIn || !deviceStorageAvailable()) return;
    void (async () => {
      if (!(await isOfflineUseOn())) return;
      await prefetchForOffline();
    })().catch(() => undefined);
  }, [online, signedIn]);
}

/**
 * The portal as an installed app, loaded once the first page has: the service worker, the update banner,
 * the line that says the device is without coverage, and erasing a member's data when the session ends.
 * `profile`: undefined until known. `keptPage`: whether the page's data is kept for use without coverage.
 */
export function DeviceApp({ profile, keptPage }: { profile: Profile | null | undefined; keptPage: boolean }) {
  const [reload, setReload] = useState<(() => void) | undefined>(undefined);
  const online = useOnline();
  useEffect(() => watchFormInput(), []);
  useEffect(() => registerServiceWorker((next) => setReload(() => next)), []);
  useEraseOnSessionChange(profile);
  useRefreshWhenOnline(online, profile !== null && profile !== undefined);
  return (
    <>
      {!online && (
        <Banner tone="warning" role="status" layout="page">
          <p>{keptPage ? deviceTexts.offline.kept : deviceTexts.offline.needsNetwork}</p>
        </Banner>
      )}
      {reload !== undefined && <UpdateBanner onReload={reload} />}
    </>
  );
}
