import type { Queryable } from '../db/database.js';

export interface ReceivedMail {
  readonly sender: string;
  readonly recipients: string;
  readonly subject: string;
  readonly body: string;
  readonly receivedAt: Date;
}

/** Local development only: the mail the embedded SMTP server received (`local_mailbox`). */
export function createLocalMailboxRepository(db: Queryable) {
  return {
    async store(mail: Omit<ReceivedMail, 'receivedAt'>): Promise<void> {
      await db.query(
        'INSERT INTO local_mailbox (sender, recipients, subject, body) VALUES ($1, $2, $3, $4)',
        [mail.sender, mail.recipients, mail.subject, mail.body],
      );
    },

    /** Newest first. */
    async latest(limit: number): Promise<ReceivedMail[]> {
      const rows = await db.query<{
        sender: string;
        recipients: string;
        subject: string;
        body: string;
        received_at: Date | string;
      }>(
        `SELECT sender, recipients, subject, body, received_at FROM local_mailbox
         ORDER BY received_at DESC, id LIMIT $1`,
        [limit],
      );
      return rows.map((row) => ({
        sender: row.sender,
        recipients: row.recipients,
        subject: row.subject,
        body: row.body,
        receivedAt: new Date(row.received_at),
      }));
    },
  };
}
