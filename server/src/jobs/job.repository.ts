import type { Queryable } from '../db/database.js';

export interface ClaimedJob {
  readonly id: string;
  readonly kind: string;
  readonly payload: unknown;
  /** Including the attempt now being made. */
  readonly attempts: number;
  readonly maxAttempts: number;
}

interface ClaimedRow extends Record<string, unknown> {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** The `job` table as workers work through it. */
export function createJobRepository(db: Queryable) {
  return {
    /**
     * Claims the job due first among `kinds`: a queued one whose time has come, or a running one whose
     * worker's lease ran out (the worker died). It is leased until `leaseUntil` and its attempt counted in
     * the same statement; SKIP LOCKED lets several workers claim side by side, never the same job.
     */
    async claimDue(kinds: readonly string[], now: Date, leaseUntil: Date): Promise<ClaimedJob | undefined> {
      const [row] = await db.query<ClaimedRow>(
        `UPDATE job SET state = 'running', attempts = attempts + 1, locked_until = $2
          WHERE id IN (
            SELECT id FROM job
             WHERE kind = ANY($3::text[])
               AND ((state = 'queued' AND run_after <= $1) OR (state = 'running' AND locked_until <= $1))
             ORDER BY run_after, created_at
             LIMIT 1
             FOR UPDATE SKIP LOCKED)
          RETURNING id, kind, payload, attempts, max_attempts`,
        [now, leaseUntil, kinds],
      );
      if (row === undefined) return undefined;
      return {
        id: row.id,
        kind: row.kind,
        payload: row.payload,
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
      };
    },

    /**
     * The statements below change a job only while it is still this attempt's: a worker that overran its
     * lease, and whose job another worker claimed since, changes nothing. True when it did change it.
     */
    async markDone(job: ClaimedJob, at: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE job SET state = 'done', locked_until = NULL, finished_at = $3, last_error = NULL
          WHERE id = $1 AND state = 'running' AND attempts = $2 RETURNING id`,
        [job.id, job.attempts, at],
      );
      return rows.length > 0;
    },

    async markRetry(job: ClaimedJob, error: string, runAfter: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE job SET state = 'queued', locked_until = NULL, run_after = $3, last_error = $4
          WHERE id = $1 AND state = 'running' AND attempts = $2 RETURNING id`,
        [job.id, job.attempts, runAfter, error],
      );
      return rows.length > 0;
    },

    async markFailed(job: ClaimedJob, error: string, at: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE job SET state = 'failed', locked_until = NULL, finished_at = $3, last_error = $4
          WHERE id = $1 AND state = 'running' AND attempts = $2 RETURNING id`,
        [job.id, job.attempts, at, error],
      );
      return rows.length > 0;
    },
  };
}
