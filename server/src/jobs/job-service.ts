import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { createJobWorker, type JobHandlers, type JobWorker } from './job-worker.js';

/** How often each server process looks for due jobs: the forest overview's users poll every 5 s. */
const POLL_INTERVAL_MS = 1_000;

export interface JobServiceOptions {
  readonly db: Queryable;
  readonly handlers: JobHandlers;
  readonly clock?: Clock;
  readonly intervalMs?: number;
}

/**
 * Runs the job worker with the server: it starts when the app is ready and, when the app closes, stops
 * taking jobs and waits for the one under way.
 */
export function addJobWorker(app: FastifyInstance, options: JobServiceOptions): void {
  let worker: JobWorker | undefined;

  app.addHook('onReady', async () => {
    worker = createJobWorker({
      db: options.db,
      handlers: options.handlers,
      clock: options.clock ?? systemClock,
      log: app.log,
    });
    worker.start(options.intervalMs ?? POLL_INTERVAL_MS);
  });

  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}
