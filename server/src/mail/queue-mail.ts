import type { Queryable } from '../db/database.js';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  /** Plain text, in Swedish, signed by the association. */
  readonly text: string;
}

/**
 * Queues a mail in the outbox. Call it with the transaction that saves what the mail tells about: the mail
 * is then sent exactly when that is saved. The mail sender delivers the outbox over SMTP.
 */
export async function queueMail(db: Queryable, mail: Mail): Promise<{ id: string }> {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO outgoing_mail (recipient, subject, body) VALUES ($1, $2, $3) RETURNING id',
    [mail.to, mail.subject, mail.text],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}
