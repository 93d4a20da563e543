import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { duePlannedPayouts, payPlannedPayout } from '../../ledger/pay-planned-payout.js';
import { swedishDay, systemClock, type Clock } from '../../lib/clock.js';
import { createRounds } from '../../lib/rounds.js';
import { createWithdrawalsService } from './withdrawals.service.js';

/** How often each server process looks for withdrawals and planned payouts whose day has come. */
const PAY_INTERVAL_MS = 60_000;

/**
 * Pays the payment plans' payouts that have fallen due into the merkonto, each in its own transaction under
 * a lock on the payout, so no process pays one twice.
 */
export async function payDuePayouts(db: Database, clock: Clock): Promise<number> {
  const today = swedishDay(clock.now());
  let paid = 0;
  for (const payoutId of await duePlannedPayouts(db, today)) {
    if (await db.transaction((tx) => payPlannedPayout(tx, payoutId, today))) paid += 1;
  }
  return paid;
}

/**
 * Marks pending withdrawals paid on their pay day (the stand-in for the bank file): one UPDATE per round,
 * safe to run in several processes at once. The money left the balance when the withdrawal was booked.
 * The same round pays the payment plans' due payouts.
 */
export function addWithdrawalPayer(
  app: FastifyInstance,
  options: { db: Database; clock?: Clock; intervalMs?: number },
): void {
  const clock = options.clock ?? systemClock;
  const service = createWithdrawalsService({ db: options.db, clock });
  const rounds = createRounds(
    async () => {
      const paid = await service.markDuePaid();
      if (paid > 0) app.log.info({ paid }, 'withdrawals paid');
      const payouts = await payDuePayouts(options.db, clock);
      if (payouts > 0) app.log.info({ payouts }, 'payment plan payouts paid');
    },
    (error) => app.log.error({ err: error }, 'marking withdrawals paid failed'),
  );
  app.addHook('onReady', async () => {
    rounds.start(options.intervalMs ?? PAY_INTERVAL_MS);
  });
  app.addHook('onClose', async () => {
    await rounds.stop();
  });
}
