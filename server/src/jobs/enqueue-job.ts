import type { Queryable } from '../db/database.js';

/** Attempts a job gets unless its kind asks for another number. */
export const DEFAULT_MAX_ATTEMPTS = 5;

export interface NewJob {
  /** Which handler runs it, e.g. 'forest-overview.build'. */
  readonly kind: string;
  /** JSON the handler gets; ids, never personal data (it may be read by operators). */
  readonly payload: Record<string, unknown>;
  /** When the job was asked for; it is due from `runAfter`, or at once. */
  readonly now: Date;
  readonly runAfter?: Date;
  readonly maxAttempts?: number;
}

/**
 * Queues a job. Call it with the transaction that saves what the job is about: the job then exists exactly
 * when that is saved (a rolled-back request leaves no job behind, a committed one never loses its job).
 */
export async function enqueueJob(tx: Queryable, job: NewJob): Promise<{ id: string }> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO job (kind, payload, max_attempts, run_after, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      job.kind,
      JSON.stringify(job.payload),
      job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      job.runAfter ?? job.now,
      job.now,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}
