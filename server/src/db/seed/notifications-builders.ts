import type { NotificationCategory, NotificationChannel } from '#contracts/notifications';
import type { Queryable } from '../database.js';

/**
 * Inserts notifications and notification settings. Shared by the demo seed and the tests; every field has
 * a default a test can override.
 */

let sequence = 0;
const next = (): number => ++sequence;

export interface NotificationRowInput {
  readonly category: NotificationCategory;
  readonly title: string;
  readonly text: string;
  readonly link: string;
  readonly createdAt: Date;
  readonly readAt: Date | null;
  /** The member's estates it is about, as notify() stores them; none by default. */
  readonly estateIds: readonly string[];
  /** About who may see the member's data, as a mandate notice is. */
  readonly securityNotice: boolean;
}

export async function insertNotification(
  db: Queryable,
  stakeholderId: string,
  overrides: Partial<NotificationRowInput> = {},
): Promise<{ id: string }> {
  const n = next();
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO notification (stakeholder_id, category, title, body, link, created_at, read_at, estate_ids,
                               security_notice)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      stakeholderId,
      overrides.category ?? 'news',
      overrides.title ?? `Avisering ${String(n)}`,
      overrides.text ?? 'Något har hänt som du vill veta om.',
      overrides.link ?? '/minasidor',
      overrides.createdAt ?? new Date(Date.UTC(2026, 10, 1, 8, n % 60)),
      overrides.readAt ?? null,
      overrides.estateIds ?? [],
      overrides.securityNotice ?? overrides.category === 'mandates',
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function insertNotificationSetting(
  db: Queryable,
  stakeholderId: string,
  setting: { category: NotificationCategory; channel: NotificationChannel; enabled: boolean },
): Promise<void> {
  await db.query(
    `INSERT INTO notification_setting (stakeholder_id, category, channel, enabled) VALUES ($1, $2, $3, $4)
     ON CONFLICT (stakeholder_id, category, channel) DO UPDATE SET enabled = excluded.enabled`,
    [stakeholderId, setting.category, setting.channel, setting.enabled],
  );
}
