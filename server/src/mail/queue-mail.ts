import type { Queryable } from '../db/database.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import { MAX_ATTEMPTS, SEND_MAIL_JOB } from './mail-sender.js';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  /** Plain text, in Swedish, signed by the association. */
  readonly text: string;
}

/**
 * Queues a mail: stores it in `outgoing_mail` and queues the job that sends it, which names only its id.
 * Call it with the transaction that saves what the mail tells about: the mail is then sent exactly when that
 * is saved. `now` is when the job is due, at once by default.
 */
export async function queueMail(tx: Queryable, mail: Mail, now = new Date()): Promise<{ id: string }> {
  const [row] = await tx.query<{ id: string }>(
    'INSERT INTO outgoing_mail (recipient, subject, body) VALUES ($1, $2, $3) RETURNING id',
    [mail.to, mail.subject, mail.text],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  await enqueueJob(tx, { kind: SEND_MAIL_JOB, payload: { mailId: row.id }, now, maxAttempts: MAX_ATTEMPTS });
  return row;
}
