import {
  DEFAULT_NOTIFICATION_CHANNELS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  type Notification,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationChoices,
} from '#contracts/notifications';
import type { Queryable } from '../../db/database.js';
import type { EstateFilter } from '../../plugins/estate-scope.js';

/** What a feature tells a member about (see notify.ts). */
export interface NotificationMessage {
  readonly category: NotificationCategory;
  readonly title: string;
  readonly text: string;
  /** The portal path of what it is about, e.g. `/minasidor/kontrakt`. */
  readonly link: string;
  /**
   * The member's estates it is about (the stand's, the meeting's, the order's lines'); empty when it is about
   * no estate. A representative whose mandate does not cover every one of them is not shown it.
   */
  readonly estateIds: readonly string[];
  /**
   * About who may see the member's data (a new mandate): shown in the portal and mailed whatever the
   * member has chosen for its category, as a bank tells of a new login; never shown to a representative.
   */
  readonly securityNotice?: boolean;
  /**
   * The title pushed to the member's phones with the link, when they see it in the portal: for what is worth
   * a push (an order's step, an answer, a neighbour's bark beetle). Words without names, amounts or places.
   */
  readonly push?: string;
}

/**
 * Whose notifications a read shows: the stakeholder's, and for a representative `estates`, those their
 * mandate covers (null for everyone else, who see all).
 */
export interface NotificationReader {
  readonly stakeholderId: string;
  readonly estates: EstateFilter;
}

type NotificationRow = {
  id: string;
  category: NotificationCategory;
  title: string;
  body: string;
  link: string;
  created_at: Date | string;
  read_at: Date | string | null;
};

const COLUMNS = 'id, category, title, body, link, created_at, read_at';

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  category: row.category,
  title: row.title,
  text: row.body,
  link: row.link,
  createdAt: new Date(row.created_at).toISOString(),
  readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
});

/** A copy of the defaults that a member's own rows are laid over. */
const defaultChoices = (): Record<NotificationCategory, Record<NotificationChannel, boolean>> =>
  Object.fromEntries(
    NOTIFICATION_CATEGORIES.map((category) => [category, { ...DEFAULT_NOTIFICATION_CHANNELS[category] }]),
  ) as Record<NotificationCategory, Record<NotificationChannel, boolean>>;

/**
 * The notifications a reader is shown, its two parameters numbered from `first` (the stakeholder, then the
 * estates). A representative is not shown one about an estate their mandate does not cover, nor any about
 * whom the member trusts (a mandate notice, a security notice): those are the member's own.
 */
const shownTo = (first: number): string => {
  const [stakeholder, estates] = [`$${String(first)}`, `$${String(first + 1)}`];
  return `stakeholder_id = ${stakeholder}
    AND (${estates}::uuid[] IS NULL
         OR (NOT security_notice AND category <> 'mandates' AND estate_ids <@ ${estates}::uuid[]))`;
};

const readerParams = (reader: NotificationReader): unknown[] => [reader.stakeholderId, reader.estates];

/** Notifications and their settings, always looked up by the stakeholder they belong to. */
export function createNotificationsRepository(db: Queryable) {
  return {
    /** The latest first; `before` (an id the reader is shown) starts the page after that one. */
    async list(
      reader: NotificationReader,
      { limit, before }: { limit: number; before?: string },
    ): Promise<{ items: Notification[]; hasMore: boolean } | undefined> {
      if (before !== undefined) {
        const [cursor] = await db.query(`SELECT 1 FROM notification WHERE id = $3 AND ${shownTo(1)}`, [
          ...readerParams(reader),
          before,
        ]);
        if (cursor === undefined) return undefined;
      }
      // One more than asked for tells whether an older page follows.
      const rows = await db.query<NotificationRow>(
        `SELECT ${COLUMNS} FROM notification
         WHERE ${shownTo(1)}
           AND ($3::uuid IS NULL OR (created_at, id) <
                (SELECT created_at, id FROM notification WHERE id = $3::uuid))
         ORDER BY created_at DESC, id DESC
         LIMIT $4`,
        [...readerParams(reader), before ?? null, limit + 1],
      );
      return { items: rows.slice(0, limit).map(toNotification), hasMore: rows.length > limit };
    },

    async unreadCount(reader: NotificationReader): Promise<number> {
      const [row] = await db.query<{ unread: number }>(
        `SELECT count(*)::int AS unread FROM notification WHERE ${shownTo(1)} AND read_at IS NULL`,
        readerParams(reader),
      );
      return row?.unread ?? 0;
    },

    /** Undefined when the stakeholder has no such notification; reading it again keeps the first time. */
    async markRead(stakeholderId: string, id: string, at: Date): Promise<Notification | undefined> {
      const [row] = await db.query<NotificationRow>(
        `UPDATE notification SET read_at = coalesce(read_at, $3)
         WHERE id = $1 AND stakeholder_id = $2 RETURNING ${COLUMNS}`,
        [id, stakeholderId, at],
      );
      return row && toNotification(row);
    },

    async markAllRead(stakeholderId: string, at: Date): Promise<void> {
      await db.query('UPDATE notification SET read_at = $2 WHERE stakeholder_id = $1 AND read_at IS NULL', [
        stakeholderId,
        at,
      ]);
    },

    async insert(stakeholderId: string, message: NotificationMessage, at: Date): Promise<Notification> {
      const [row] = await db.query<NotificationRow>(
        `INSERT INTO notification (stakeholder_id, category, title, body, link, created_at, estate_ids,
                                   security_notice)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
        [
          stakeholderId,
          message.category,
          message.title,
          message.text,
          message.link,
          at,
          [...new Set(message.estateIds)],
          message.securityNotice === true,
        ],
      );
      if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
      return toNotification(row);
    },

    /** The member's choices, with the defaults where they have made none. */
    async choices(stakeholderId: string): Promise<NotificationChoices> {
      const rows = await db.query<{
        category: NotificationCategory;
        channel: NotificationChannel;
        enabled: boolean;
      }>('SELECT category, channel, enabled FROM notification_setting WHERE stakeholder_id = $1', [
        stakeholderId,
      ]);
      const choices = defaultChoices();
      for (const row of rows) choices[row.category][row.channel] = row.enabled;
      return choices;
    },

    /** Stores every category and channel, so a later change of the defaults never changes a made choice. */
    async saveChoices(stakeholderId: string, choices: NotificationChoices, at: Date): Promise<void> {
      const entries = NOTIFICATION_CATEGORIES.flatMap((category) =>
        NOTIFICATION_CHANNELS.map((channel) => ({ category, channel, enabled: choices[category][channel] })),
      );
      await db.query(
        `INSERT INTO notification_setting (stakeholder_id, category, channel, enabled, updated_at)
         SELECT $1, category, channel, enabled, $5
         FROM unnest($2::text[], $3::text[], $4::boolean[]) AS chosen (category, channel, enabled)
         ON CONFLICT (stakeholder_id, category, channel)
         DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at`,
        [
          stakeholderId,
          entries.map((entry) => entry.category),
          entries.map((entry) => entry.channel),
          entries.map((entry) => entry.enabled),
          at,
        ],
      );
    },

    /** Where the member's e-mail notifications go, if the association has an address. */
    async emailOf(stakeholderId: string): Promise<string | undefined> {
      const [row] = await db.query<{ email: string | null }>(
        'SELECT email FROM member_contact WHERE stakeholder_id = $1',
        [stakeholderId],
      );
      const email = row?.email?.trim();
      return email === undefined || email === '' ? undefined : email;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
