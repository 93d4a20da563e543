import type { SubscriptionFormat, SubscriptionTopic } from '#contracts/subscriptions';
import type { Queryable } from '../database.js';

/** A member's choice about one of the association's mailings, for the demo seed and the tests. */
export async function insertSubscription(
  db: Queryable,
  stakeholder: { id: string },
  topic: SubscriptionTopic,
  format: SubscriptionFormat,
  overrides: { subscribed?: boolean; changedAt?: Date } = {},
): Promise<void> {
  await db.query(
    `INSERT INTO subscription (stakeholder_id, topic, subscribed, format, changed_at) VALUES ($1, $2, $3, $4, $5)`,
    [stakeholder.id, topic, overrides.subscribed ?? true, format, overrides.changedAt ?? new Date()],
  );
}
