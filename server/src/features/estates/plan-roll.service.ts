import { setTimeout as sleep } from 'node:timers/promises';
import { serviceForStandPath } from '#contracts/service-links';
import type { ServiceName } from '#contracts/services';
import type { Database, Queryable } from '../../db/database.js';
import { regionOfCounty, type ActionDue, type DueAction } from '../../forest-growth/types.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { rollPlanStand } from '../../forest-state/stand-now.js';
import { createStandsNowRepository, doneSince } from '../../forest-state/stands-now.repository.js';
import { latestFirstOfSeptember, noticesAfterYear, yearOf } from './plan-roll.js';
import { createPlanRollRepository, type PlanToRoll } from './plan-roll.repository.js';
import { standNotice } from './plan-roll.texts.js';

/** The notifier (notifications/notify.ts), passed in by background-work.ts: only its `forest` category is used. */
export type ForestNotify = (
  tx: Queryable,
  stakeholderId: string,
  message: { category: 'forest'; title: string; text: string; link: string; estateIds: readonly string[] },
) => Promise<unknown>;

/** The catalogue's service that carries out each action the model judges (services.catalogue.ts). */
const SERVICE_FOR: Readonly<Record<DueAction, ServiceName>> = {
  Röjning: 'rojning',
  Gallring: 'gallring',
  Slutavverkning: 'slutavverkning',
};

/**
 * Rolls one plan forward to `target` in the caller's transaction, under a lock on its estate: a
 * notification for each action the roll made due, after the work done, that no roll of this plan has told
 * of (docs/forest-growth.md 10.3), and the plan marked rolled. False when the plan no longer needs it.
 */
async function rollPlan(
  tx: Queryable,
  deps: { notify: ForestNotify; now: Date },
  estateId: string,
  target: string,
): Promise<boolean> {
  const repository = createPlanRollRepository(tx);
  const plan = await repository.lockPlanToRoll(estateId, target);
  if (plan === undefined) return false;
  const inventoryYear = yearOf(plan.inventoriedOn);
  const toYear = yearOf(target);
  const years = {
    inventoryYear,
    toYear,
    noticesAfter: noticesAfterYear(
      inventoryYear,
      toYear,
      plan.previousRollTo === null ? null : yearOf(plan.previousRollTo),
    ),
  };
  const region = regionOfCounty(plan.county);
  const inventoried = await repository.inventoriedStands(estateId);
  const work = await createStandsNowRepository(tx).workOn(estateId, inventoried, swedishDay(deps.now));
  const stands = inventoried.map((stand) => ({
    stand,
    rolled: rollPlanStand(stand, years, region, doneSince(work.get(stand.id) ?? [], plan.inventoriedOn)),
  }));
  // An action already ordered for the stand is not told of as if it were still to order.
  const ordered = (standId: string, action: string): boolean =>
    (work.get(standId) ?? []).some((entry) => entry.doneOn === null && entry.action === action);
  const newlyDue = stands.flatMap(({ stand, rolled }) =>
    rolled.newlyDue
      .filter((entry) => !ordered(stand.id, entry.action))
      .map((entry) => ({ standId: stand.id, standNumber: stand.number, entry })),
  );
  const claimed = await repository.claimNotices(
    newlyDue.map(({ standId, entry }) => ({ standId, action: entry.action, dueYear: entry.year })),
    plan.inventoriedOn,
    deps.now,
  );
  for (const notice of claimed) {
    const due = newlyDue.find(
      (each) => each.standId === notice.standId && each.entry.action === notice.action,
    );
    if (due !== undefined) await tell(tx, deps.notify, { plan, target, ...due });
  }
  await repository.markRolled(estateId, target);
  return true;
}

/** The member's notification that a stand has reached an action, linking to that service for that stand. */
async function tell(
  tx: Queryable,
  notify: ForestNotify,
  {
    plan,
    target,
    standId,
    standNumber,
    entry,
  }: {
    plan: PlanToRoll;
    target: string;
    standId: string;
    standNumber: number;
    entry: ActionDue;
  },
): Promise<void> {
  const facts = {
    standNumber,
    designation: plan.designation,
    action: entry.action,
    reason: entry.reason,
    rolledTo: target,
  };
  await notify(tx, plan.stakeholderId, {
    category: 'forest',
    title: standNotice.title(facts),
    text: standNotice.text(facts),
    link: serviceForStandPath(SERVICE_FOR[entry.action], plan.estateId, standId),
    estateIds: [plan.estateId],
  });
}

/**
 * Between two batches the round lets requests have the process and the database, as the annual statements'
 * round does: a large association has 200 000 stands to roll each September.
 */
const PAUSE_BETWEEN_BATCHES_MS = 200;

export interface RollOutcome {
  readonly rolled: number;
  /** Plans whose roll failed; the next round tries them again. */
  readonly failed: number;
}

/**
 * Rolls every plan forward to the latest 1 September that lacks it (never rolled, rolled to an earlier
 * year, or from an earlier inventory): each in its own transaction, in batches in id order with a pause
 * between them; `stopping` ends the round after the batch under way. Idempotent, so any number of processes
 * may run it. A plan without an inventory date, or inventoried after that day, is left as it is.
 */
export async function rollPlansForward(deps: {
  db: Database;
  clock: Clock;
  notify: ForestNotify;
  batchSize?: number;
  pauseMs?: number;
  stopping?: () => boolean;
}): Promise<RollOutcome> {
  const now = deps.clock.now();
  const target = latestFirstOfSeptember(swedishDay(now));
  const batchSize = deps.batchSize ?? 100;
  const outcome = { rolled: 0, failed: 0 };
  let after: string | null = null;
  for (;;) {
    const estateIds = await createPlanRollRepository(deps.db).estatesToRoll(target, after, batchSize);
    for (const estateId of estateIds) {
      try {
        const rolled = await deps.db.transaction((tx) =>
          rollPlan(tx, { notify: deps.notify, now }, estateId, target),
        );
        if (rolled) outcome.rolled += 1;
      } catch {
        // One plan's failure (a stand the model refuses) must not hold up the plans after it.
        outcome.failed += 1;
      }
    }
    const last = estateIds.at(-1);
    if (last === undefined || estateIds.length < batchSize || deps.stopping?.() === true) return outcome;
    after = last;
    await sleep(deps.pauseMs ?? PAUSE_BETWEEN_BATCHES_MS);
  }
}
