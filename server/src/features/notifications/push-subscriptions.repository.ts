import type { Queryable } from '../../db/database.js';

/** Most devices one member gets pushes on; a new one beyond it replaces the one turned on longest ago. */
export const MAX_DEVICES_PER_MEMBER = 10;

export interface StoredPushSubscription {
  readonly id: string;
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

type SubscriptionRow = { id: string; endpoint: string; p256dh: string; auth: string };

const toSubscription = (row: SubscriptionRow): StoredPushSubscription => ({
  id: row.id,
  endpoint: row.endpoint,
  keys: { p256dh: row.p256dh, auth: row.auth },
});

/** The devices members get pushes on, always looked up by their member or their own id. */
export function createPushSubscriptionsRepository(db: Queryable) {
  return {
    /**
     * Keeps the device's subscription for the member. An endpoint is one browser: one used by another member
     * before moves to this one, so the earlier member's pushes stop reaching it.
     */
    async save(stakeholderId: string, subscription: Omit<StoredPushSubscription, 'id'>, at: Date) {
      await db.query(
        `INSERT INTO push_subscription (stakeholder_id, endpoint, p256dh, auth, created_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (endpoint) DO UPDATE
           SET stakeholder_id = excluded.stakeholder_id, p256dh = excluded.p256dh, auth = excluded.auth,
               created_at = excluded.created_at`,
        [stakeholderId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, at],
      );
      await db.query(
        `DELETE FROM push_subscription WHERE stakeholder_id = $1 AND id NOT IN (
           SELECT id FROM push_subscription WHERE stakeholder_id = $1
            ORDER BY created_at DESC, id DESC LIMIT $2)`,
        [stakeholderId, MAX_DEVICES_PER_MEMBER],
      );
    },

    /** Turns the device off for the member; another member's device is left alone. */
    async remove(stakeholderId: string, endpoint: string): Promise<void> {
      await db.query('DELETE FROM push_subscription WHERE stakeholder_id = $1 AND endpoint = $2', [
        stakeholderId,
        endpoint,
      ]);
    },

    /** A subscription the push service no longer knows (404, 410). */
    async removeById(id: string): Promise<void> {
      await db.query('DELETE FROM push_subscription WHERE id = $1', [id]);
    },

    async idsOf(stakeholderId: string): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        'SELECT id FROM push_subscription WHERE stakeholder_id = $1 ORDER BY created_at',
        [stakeholderId],
      );
      return rows.map((row) => row.id);
    },

    async byId(id: string): Promise<StoredPushSubscription | undefined> {
      const [row] = await db.query<SubscriptionRow>(
        'SELECT id, endpoint, p256dh, auth FROM push_subscription WHERE id = $1',
        [id],
      );
      return row && toSubscription(row);
    },
  };
}
