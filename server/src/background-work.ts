import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config/env.js';
import type { Database } from './db/database.js';
import { addAnnualStatementRound } from './features/documents/annual-statements.round.js';
import { addWithdrawalPayer } from './features/economy/withdrawal-payer.js';
import { addPlanRollRound } from './features/estates/plan-roll.round.js';
import { forestOverviewJobHandlers } from './features/forest-overview/forest-overview.job.js';
import { createNotifier } from './features/notifications/notify.js';
import { pushJobHandlers } from './features/notifications/push.job.js';
import { addJobWorker } from './jobs/job-service.js';
import { systemClock, type Clock } from './lib/clock.js';
import { addMailDelivery } from './mail/mail-service.js';

/**
 * The work that runs beside the HTTP server: the job queue's worker (mail is one of its jobs), the
 * withdrawals' payer, the yearly annual statements and the yearly roll of the forest plans, for the portal,
 * the dev server and the browser tests alike. Add it after any onClose hook that closes the database, so
 * it stops first (Fastify runs onClose hooks last-added first).
 */
export function addBackgroundWork(
  app: FastifyInstance,
  options: { config: AppConfig; db: Database; clock?: Clock; intervalMs?: number },
): void {
  const { config, db, clock = systemClock, intervalMs } = options;
  const handlers = {
    ...addMailDelivery(app, { config, db, clock }),
    ...forestOverviewJobHandlers({ db, clock }),
    ...pushJobHandlers({ db, config: config.push }),
  };
  addJobWorker(app, { db, clock, intervalMs, handlers });
  addWithdrawalPayer(app, { db, clock, intervalMs });
  const { notify } = createNotifier({ config, clock });
  addAnnualStatementRound(app, { db, clock, notify, intervalMs });
  addPlanRollRound(app, { db, clock, notify, intervalMs });
}
