import {
  formatsOf,
  SUBSCRIPTION_TOPICS,
  type Subscription,
  type SubscriptionFormat,
  type SubscriptionTopic,
} from '#contracts/subscriptions';
import type { Queryable } from '../../db/database.js';

type SubscriptionRow = {
  topic: SubscriptionTopic;
  subscribed: boolean;
  format: SubscriptionFormat;
  changed_at: Date | string;
};

/** The contact details a delivery needs; a blank text counts as missing. */
export interface DeliveryContact {
  readonly hasEmail: boolean;
  readonly hasPostalAddress: boolean;
  readonly hasPhone: boolean;
}

const filled = (text: string | null | undefined): boolean => (text ?? '').trim() !== '';

/** Every offer with the member's choice, in the order the contract lists them; never chosen: not subscribed. */
function withDefaults(rows: readonly SubscriptionRow[]): Subscription[] {
  return SUBSCRIPTION_TOPICS.map((topic) => {
    const row = rows.find((candidate) => candidate.topic === topic);
    const formats = [...formatsOf(topic)];
    return {
      topic,
      subscribed: row?.subscribed ?? false,
      format: row?.format ?? (formats[0] as SubscriptionFormat),
      formats,
      changedAt: row === undefined ? null : new Date(row.changed_at).toISOString(),
    };
  });
}

/** Subscriptions (`subscription`), always looked up by the stakeholder they belong to. */
export function createSubscriptionsRepository(db: Queryable) {
  return {
    async list(stakeholderId: string): Promise<Subscription[]> {
      const rows = await db.query<SubscriptionRow>(
        'SELECT topic, subscribed, format, changed_at FROM subscription WHERE stakeholder_id = $1',
        [stakeholderId],
      );
      return withDefaults(rows);
    },

    async contact(stakeholderId: string): Promise<DeliveryContact> {
      const [row] = await db.query<{
        email: string | null;
        phone: string | null;
        street: string | null;
        postal_code: string | null;
        city: string | null;
      }>('SELECT email, phone, street, postal_code, city FROM member_contact WHERE stakeholder_id = $1', [
        stakeholderId,
      ]);
      return {
        hasEmail: filled(row?.email),
        hasPhone: filled(row?.phone),
        hasPostalAddress: filled(row?.street) && filled(row?.postal_code) && filled(row?.city),
      };
    },

    async save(
      stakeholderId: string,
      choice: { topic: SubscriptionTopic; subscribed: boolean; format: SubscriptionFormat },
      changedBy: string,
      at: Date,
    ): Promise<Subscription> {
      await db.query(
        `INSERT INTO subscription (stakeholder_id, topic, subscribed, format, changed_at, changed_by_person_id)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (stakeholder_id, topic) DO UPDATE
           SET subscribed = EXCLUDED.subscribed, format = EXCLUDED.format,
               changed_at = EXCLUDED.changed_at, changed_by_person_id = EXCLUDED.changed_by_person_id`,
        [stakeholderId, choice.topic, choice.subscribed, choice.format, at, changedBy],
      );
      const saved = (await this.list(stakeholderId)).find(
        (subscription) => subscription.topic === choice.topic,
      );
      if (saved === undefined) throw new Error(`subscription ${choice.topic} vanished after saving`);
      return saved;
    },
  };
}
