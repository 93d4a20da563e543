import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ObservationKind } from '#contracts/observations';
import { isOfflineUseOn } from '../../../lib/offline-use/offline-use';

/** The name begins with `skogsportalen-`: logging out erases every such database on the device. */
export const OUTBOX_DATABASE = 'skogsportalen-observations';
const STORE = 'outbox';

/** An observation kept on the device until the server has acknowledged it. */
export interface KeptObservation {
  /** The Idempotency-Key, made once when it is kept: every send of it is the same request. */
  readonly id: string;
  /** ISO 8601: when it was made; the oldest is sent first. */
  readonly keptAt: string;
  readonly kind: ObservationKind;
  readonly note: string;
  readonly helpWanted: boolean;
  /** SWEREF 99 TM. */
  readonly east: number;
  readonly north: number;
  /** Already made smaller on the device (resize-photo.ts). */
  readonly photos: readonly Blob[];
  /** Set when the server refused it (a 4xx other than a lost session): sending again would not help. */
  readonly refusal?: string;
}

interface OutboxSchema extends DBSchema {
  outbox: { key: string; value: KeptObservation; indexes: { keptAt: string } };
}

let opened: Promise<IDBPDatabase<OutboxSchema>> | undefined;

function database(): Promise<IDBPDatabase<OutboxSchema>> {
  opened ??= openDB<OutboxSchema>(OUTBOX_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'id' }).createIndex('keptAt', 'keptAt');
    },
    // Another tab (or the logout's erase) wants the database gone or upgraded: let go of it.
    blocking() {
      void opened?.then((db) => db.close());
      opened = undefined;
    },
    terminated() {
      opened = undefined;
    },
  });
  return opened;
}

/** A browser without IndexedDB keeps nothing on the device: what waits to be sent stays in the page. */
const hasIndexedDb = (): boolean => typeof indexedDB !== 'undefined';

/**
 * Only with "Använd i skogen utan täckning" on does the device keep a member's data (docs/offline.md): without
 * it, an observation waiting to be sent lives in the page's memory until it is sent or the page is closed.
 */
const inMemory = new Map<string, KeptObservation>();
const keptOnDevice = async (): Promise<boolean> => hasIndexedDb() && (await isOfflineUseOn());

/**
 * The outbox's database while the member keeps data on this device. An erase (logout) that ran while it was
 * being opened wins: the erase clears the choice before the databases, so the choice is read again after
 * opening, and a database that opening made anew is closed and removed.
 */
async function storedDatabase(): Promise<IDBPDatabase<OutboxSchema> | undefined> {
  if (!(await keptOnDevice())) return undefined;
  const db = await database();
  if (await isOfflineUseOn()) return db;
  db.close();
  opened = undefined;
  indexedDB.deleteDatabase(OUTBOX_DATABASE);
  return undefined;
}

/** The device's outbox of observations, oldest first. */
export const outbox = {
  async keep(observation: Omit<KeptObservation, 'id' | 'keptAt'>): Promise<KeptObservation> {
    const kept = { ...observation, id: crypto.randomUUID(), keptAt: new Date().toISOString() };
    const db = await storedDatabase();
    if (db === undefined) inMemory.set(kept.id, kept);
    else await db.put(STORE, kept);
    return kept;
  },

  async all(): Promise<KeptObservation[]> {
    const db = await storedDatabase();
    const stored = db === undefined ? [] : await db.getAllFromIndex(STORE, 'keptAt');
    return [...stored, ...inMemory.values()].sort((a, b) => a.keptAt.localeCompare(b.keptAt));
  },

  /** Whether what is waiting survives closing the page. */
  keptOnDevice,

  async refused(id: string, refusal: string): Promise<void> {
    const waiting = inMemory.get(id);
    if (waiting !== undefined) {
      inMemory.set(id, { ...waiting, refusal });
      return;
    }
    const db = await storedDatabase();
    const kept = await db?.get(STORE, id);
    if (kept !== undefined) await db?.put(STORE, { ...kept, refusal });
  },

  /** Gone only once the server has it (or the member throws a refused one away). */
  async remove(id: string): Promise<void> {
    if (inMemory.delete(id)) return;
    await (await storedDatabase())?.delete(STORE, id);
  },
};
