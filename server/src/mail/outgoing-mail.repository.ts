import type { Queryable } from '../db/database.js';

interface OutgoingMail {
  readonly id: string;
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly sent: boolean;
}

/** The mails the portal queued (`outgoing_mail`), as the mail job sends them. */
export function createOutgoingMailRepository(db: Queryable) {
  return {
    async find(id: string): Promise<OutgoingMail | undefined> {
      const [row] = await db.query<OutgoingMail & Record<string, unknown>>(
        `SELECT id, recipient, subject, body, sent_at IS NOT NULL AS sent FROM outgoing_mail WHERE id = $1`,
        [id],
      );
      return row;
    },

    async markSent(id: string, at: Date): Promise<void> {
      await db.query('UPDATE outgoing_mail SET sent_at = $2 WHERE id = $1 AND sent_at IS NULL', [id, at]);
    },
  };
}
