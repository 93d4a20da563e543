import { openDB, type IDBPDatabase } from 'idb';

/**
 * What this device keeps of a member: every Cache Storage cache and IndexedDB database whose name starts
 * with this, and nothing else (docs/offline.md). The app shell's precache holds no personal data and is not
 * among them.
 */
export const DEVICE_DATA_PREFIX = 'skogsportalen-';
/** This device's settings, read by the page and by the service worker. */
export const DEVICE_DATABASE = 'skogsportalen-device';
const SETTINGS = 'settings';
/** The API answers kept for use without coverage. */
export const OFFLINE_DATA_CACHE = 'skogsportalen-offline-data';
/** The base map's tiles fetched ahead for the member's estates. */
export const MAP_TILES_CACHE = 'skogsportalen-map';

export interface DeviceSettings {
  /** "Använd i skogen utan täckning": off unless the member turned it on, on this device. */
  offlineUse: boolean;
  /** When what is kept was last fetched, as an ISO timestamp. */
  offlineUpdatedAt: string;
  /** Whose data is kept: the profile's person and whom they act for, so another's is never shown. */
  offlineOwner: string;
}

/** The settings database if this device has one; never creates it (an erased device stays empty). */
async function openExisting(): Promise<IDBPDatabase | undefined> {
  try {
    return await openDB(DEVICE_DATABASE, 1, {
      upgrade(_db, oldVersion, _newVersion, transaction) {
        if (oldVersion === 0) transaction.abort();
      },
    });
  } catch {
    return undefined;
  }
}

export async function readSetting<K extends keyof DeviceSettings>(
  key: K,
): Promise<DeviceSettings[K] | undefined> {
  const db = await openExisting();
  if (db === undefined) return undefined;
  try {
    return (await db.get(SETTINGS, key)) as DeviceSettings[K] | undefined;
  } finally {
    // An open connection would hold up erasing the database.
    db.close();
  }
}

export async function writeSettings(settings: Partial<DeviceSettings>): Promise<void> {
  const db = await openDB(DEVICE_DATABASE, 1, {
    upgrade(created) {
      created.createObjectStore(SETTINGS);
    },
  });
  try {
    const transaction = db.transaction(SETTINGS, 'readwrite');
    await Promise.all([
      ...Object.entries(settings).map(([key, value]) => transaction.store.put(value, key)),
      transaction.done,
    ]);
  } finally {
    db.close();
  }
}

export const isOfflineUseOn = async (): Promise<boolean> => (await readSetting('offlineUse')) === true;
