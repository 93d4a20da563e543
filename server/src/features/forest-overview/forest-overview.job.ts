import * as z from 'zod/mini';
import type { Database, Queryable } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { swedishDay } from '../../lib/clock.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { PermanentJobError } from '../../jobs/job-error.js';
import type { JobHandlers } from '../../jobs/job-worker.js';
import { figuresNow } from './forest-overview.figures.js';
import { createForestOverviewRepository } from './forest-overview.repository.js';
import { forestOverviewTexts } from './forest-overview.texts.js';

export const BUILD_FOREST_OVERVIEW = 'forest-overview.build';

const PayloadSchema = z.object({ stakeholderId: z.string() });

/** Queues the build, in the transaction that marked the overview pending. */
export const enqueueOverviewBuild = (tx: Queryable, stakeholderId: string, now: Date) =>
  enqueueJob(tx, { kind: BUILD_FOREST_OVERVIEW, payload: { stakeholderId }, now });

function stakeholderOf(payload: unknown): string {
  const parsed = PayloadSchema.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError('the payload names no stakeholder');
  return parsed.data.stakeholderId;
}

/**
 * The job that builds a member's forest overview from their stands: per-estate figures, stored at once
 * with the state 'ready'. Running it twice builds the same overview again, as a retry must.
 */
export function forestOverviewJobHandlers({ db, clock }: { db: Database; clock: Clock }): JobHandlers {
  return {
    [BUILD_FOREST_OVERVIEW]: {
      async run({ payload }) {
        const stakeholderId = stakeholderOf(payload);
        const overviews = createForestOverviewRepository(db);
        // Built already, or never activated: a duplicate job has nothing to do.
        if (!(await overviews.markRunning(stakeholderId))) return;
        await db.transaction(async (tx) => {
          const repository = createForestOverviewRepository(tx);
          const figures = await figuresNow(
            tx,
            await repository.estateIds(stakeholderId),
            swedishDay(clock.now()),
          );
          await repository.markReady(stakeholderId, figures, clock.now());
        });
      },
      async failed({ payload }) {
        const parsed = PayloadSchema.safeParse(payload);
        if (!parsed.success) return;
        await createForestOverviewRepository(db).markFailed(
          parsed.data.stakeholderId,
          forestOverviewTexts.failed,
        );
      },
    },
  };
}
