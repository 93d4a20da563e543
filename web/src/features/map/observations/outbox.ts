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

/** A browser without IndexedDB (or one that refuses it) keeps nothing: the form says it could not save. */
const hasIndexedDb = (): boolean => typeof indexedDB !== 'undefined';

/**
 * Only with "Använd i skogen utan täckning" on does the device keep a member's data (docs/offline.md): without
 * it, an observation waiting to be sent lives in the page's memory until it is sent or the page is closed.
 */
const inMemory = new Map<string, KeptObservation>();
const keptOnDevice = async (): Promise<boolean> => hasIndexedDb() && (await isOfflineUseOn());

/** The device's outbox of observations, oldest first. */
export const outbox = {
  async keep(observation: Omit<KeptObservation, 'id' | 'keptAt'>): Promise<KeptObservation> {
    const kept = { ...observation, id: crypto.randomUUID(), keptAt: new Date().toISOString() };
    if (await keptOnDevice()) await (await database()).put(STORE, kept);
    else inMemory.set(kept.id, kept);
    return kept;
  },

  async all(): Promise<KeptObservation[]> {
    const stored = (await keptOnDevice()) ? await (await database()).getAllFromIndex(STORE, 'keptAt') : [];
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
    const db = await database();
    const kept = await db.get(STORE, id);
    if (kept !== undefined) await db.put(STORE, { ...kept, refusal });
  },

  /** Gone only once the server has it (or the member throws a refused one away). */
  async remove(id: string): Promise<void> {
    if (inMemory.delete(id)) return;
    await (await database()).delete(STORE, id);
  },
};
