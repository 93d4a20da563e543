import { DEVICE_DATA_PREFIX, writeSettings } from './device-store';

export { isOfflineUseOn } from './device-store';

const ERASE_WAIT_MS = 3_000;

/** Cache Storage exists only on a secure origin (https, or localhost): elsewhere nothing is kept. */
export const deviceStorageAvailable = (): boolean =>
  typeof caches !== 'undefined' && typeof indexedDB !== 'undefined';

/**
 * Turns "Använd i skogen utan täckning" on for this device, for the data of `owner`; turning it off erases
 * everything the device keeps.
 */
export async function setOfflineUse(on: boolean, owner = ''): Promise<void> {
  if (on) await writeSettings({ offlineUse: true, offlineOwner: owner });
  else await eraseDeviceData();
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another tab holding the database open delays the delete until it closes; the delete still happens.
    setTimeout(resolve, ERASE_WAIT_MS);
  });
}

/**
 * Erases every cache and database of this device that holds a member's data, the setting itself among
 * them: after logging out, the next person on the device starts with the choice off.
 */
export async function eraseDeviceData(): Promise<void> {
  const ours = (name: string | undefined): name is string => name?.startsWith(DEVICE_DATA_PREFIX) === true;
  if (!deviceStorageAvailable()) return;
  const databases = await indexedDB.databases();
  // The setting first, so that the service worker stops keeping answers before its caches go.
  await Promise.all(
    databases
      .map((database) => database.name)
      .filter(ours)
      .map(deleteDatabase),
  );
  const cacheNames = await caches.keys();
  await Promise.all(cacheNames.filter(ours).map((name) => caches.delete(name)));
  await stopPushToThisDevice();
}

/**
 * The next person on the device gets none of this member's pushes: the browser forgets the subscription, and
 * the push service then answers the server's next send with 410, which removes it there too.
 */
async function stopPushToThisDevice(): Promise<void> {
  // No service worker on an origin that is not secure (http to a machine's address).
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe().catch(() => false);
}

/** Whether anything of a member is kept on this device. */
export async function holdsDeviceData(): Promise<boolean> {
  const ours = (name: string | undefined): boolean => name?.startsWith(DEVICE_DATA_PREFIX) === true;
  if (!deviceStorageAvailable()) return false;
  const [databases, cacheNames] = await Promise.all([indexedDB.databases(), caches.keys()]);
  return databases.some((database) => ours(database.name)) || cacheNames.some(ours);
}
