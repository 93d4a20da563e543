import type { Queryable } from '../db/database.js';

export interface ClaimedMail {
  readonly id: string;
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  /** Including the attempt now being made. */
  readonly attempts: number;
}

/** The outbox (`outgoing_mail`) as the mail sender works through it. */
export function createOutgoingMailRepository(db: Queryable) {
  return {
    /**
     * Claims up to `limit` due mails for one sender: each is leased until `leaseUntil` and its attempt
     * counted, in one statement. SKIP LOCKED lets several server processes claim side by side without
     * waiting for, or ever getting, each other's mails; a sender that dies leaves its lease to run out.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedMail[]> {
      return db.query<ClaimedMail & Record<string, unknown>>(
        `UPDATE outgoing_mail SET next_attempt_at = $2, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM outgoing_mail
           WHERE sent_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= $1)
           ORDER BY created_at
           LIMIT $3
           FOR UPDATE SKIP LOCKED)
         RETURNING id, recipient, subject, body, attempts`,
        [now, leaseUntil, limit],
      );
    },

    async markSent(id: string, at: Date): Promise<void> {
      await db.query('UPDATE outgoing_mail SET sent_at = $2, next_attempt_at = NULL WHERE id = $1', [id, at]);
    },

    /** `retryAt` null: no more attempts; the mail stays unsent with its error for someone to look at. */
    async markFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
      await db.query(
        `UPDATE outgoing_mail SET last_error = $2, next_attempt_at = COALESCE($3, 'infinity'::timestamptz)
         WHERE id = $1`,
        [id, error, retryAt],
      );
    },
  };
}
