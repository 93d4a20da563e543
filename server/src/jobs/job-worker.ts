import { createRounds } from '../lib/rounds.js';
import type { Queryable } from '../db/database.js';
import { doublingBackoff } from '../lib/backoff.js';
import type { Clock } from '../lib/clock.js';
import { describeJobError, PermanentJobError } from './job-error.js';
import { createJobRepository, type ClaimedJob } from './job.repository.js';

export interface JobContext {
  readonly jobId: string;
  /** 1 on the first attempt. */
  readonly attempt: number;
  readonly payload: unknown;
}

/**
 * What runs a kind of job. `run` may run more than once for one job (a worker can die after the work and
 * before recording it), so it must be idempotent. `failed` runs once, after the last attempt failed, to
 * record the failure where the user sees it.
 */
export interface JobHandler {
  run(context: JobContext): Promise<void>;
  failed?(context: JobContext, error: string): Promise<void>;
  /** The wait after the first failed attempt, when the kind wants another than `DEFAULT_FIRST_RETRY_MS`. */
  readonly firstRetryMs?: number;
}

export type JobHandlers = Readonly<Record<string, JobHandler>>;

interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobWorkerOptions {
  readonly db: Queryable;
  readonly handlers: JobHandlers;
  readonly clock: Clock;
  readonly log: WorkerLog;
  /** How long a claimed job is its worker's; a job must finish well within it. */
  readonly leaseMs?: number;
}

/**
 * Jobs here are short (seconds; a mail's SMTP exchange ends within two minutes by its time-outs): a worker
 * that has held one this long is taken to have died.
 */
export const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_FIRST_RETRY_MS = 10_000;
/** Backoff: the kind's first wait, then twice as long each time, at most an hour between attempts. */
export const retryDelayMs = (firstRetryMs: number) => doublingBackoff(firstRetryMs, 60 * 60_000);
/** Backoff for most kinds: 10 s, 20 s, 40 s … */
export const jobRetryDelayMs = retryDelayMs(DEFAULT_FIRST_RETRY_MS);

/**
 * Runs queued jobs. Every server process runs one worker; they share the queue through the database (see
 * `claimDue`), so each job runs once however many run, and a job outlives the process that queued it.
 */
export function createJobWorker(options: JobWorkerOptions) {
  const { handlers, clock, log } = options;
  const jobs = createJobRepository(options.db);
  const kinds = Object.keys(handlers);
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;

  async function fail(job: ClaimedJob, handler: JobHandler | undefined, context: JobContext, error: string) {
    if (!(await jobs.markFailed(job, error, clock.now()))) return;
    log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, error }, 'job failed; giving up');
    await handler?.failed?.(context, error);
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers[job.kind];
    const context: JobContext = { jobId: job.id, attempt: job.attempts, payload: job.payload };
    if (handler === undefined || job.attempts > job.maxAttempts) {
      // Its last attempt's worker died mid-job, or no handler is known: no attempt is left to make.
      await fail(job, handler, context, 'no attempts left');
      return;
    }
    try {
      await handler.run(context);
    } catch (error) {
      const description = describeJobError(error);
      if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
        await fail(job, handler, context, description);
        return;
      }
      const wait = retryDelayMs(handler.firstRetryMs ?? DEFAULT_FIRST_RETRY_MS)(job.attempts);
      const retryAt = new Date(clock.now().getTime() + wait);
      await jobs.markRetry(job, description, retryAt);
      log.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, error: description },
        'job failed; will retry',
      );
      return;
    }
    if (!(await jobs.markDone(job, clock.now()))) {
      log.warn(
        { jobId: job.id, kind: job.kind },
        'job finished after its lease ran out; another worker has it',
      );
    }
  }

  /** One round: runs what is due, one job at a time, until none is due or the worker stops. */
  async function runDue(): Promise<number> {
    let ran = 0;
    while (!rounds.stopping && kinds.length > 0) {
      const now = clock.now();
      const job = await jobs.claimDue(kinds, now, new Date(now.getTime() + leaseMs));
      if (job === undefined) break;
      await runOne(job);
      ran += 1;
    }
    return ran;
  }

  const rounds = createRounds(runDue, (error: unknown) => {
    log.error({ error: describeJobError(error) }, 'job worker round failed');
  });

  return {
    runDue,
    /** Looks for due jobs every `intervalMs` until `stop`. */
    start: (intervalMs: number): void => rounds.start(intervalMs),
    stop: (): Promise<void> => rounds.stop(),
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
