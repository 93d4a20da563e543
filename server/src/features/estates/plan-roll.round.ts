import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { addRoundsBesideServer } from '../../lib/rounds.js';
import { rollPlansForward, type ForestNotify } from './plan-roll.service.js';

/**
 * Once an hour: the plans are due for their roll from 1 September, a new inventory is rolled within the
 * hour, and a round with nothing to do is one query.
 */
const HOURLY = 60 * 60_000;

/**
 * Rolls the forest plans forward (see `rollPlansForward`) in rounds beside the HTTP server, like the annual
 * statements: the first as the app is ready, so a fresh demo shows its plans rolled at once; stopped
 * (after the batch under way) when it closes. Several processes may run it.
 */
export function addPlanRollRound(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; notify: ForestNotify; intervalMs?: number },
): void {
  addRoundsBesideServer(
    app,
    async (stopping) => {
      const { rolled, failed } = await rollPlansForward({ ...options, stopping });
      if (rolled > 0) app.log.info({ rolled }, 'forest plans rolled forward');
      if (failed > 0) app.log.error({ failed }, 'forest plans that could not be rolled forward');
    },
    { intervalMs: options.intervalMs ?? HOURLY, failure: 'forest plan roll round failed' },
  );
}
