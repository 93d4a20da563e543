import { portalRoutes } from '#contracts/routes';
import { STAFF_DECISION_ERRORS, type StaffPlanChange } from '#contracts/staff-decisions';
import type { Database, Queryable } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { replanPayout } from '../../ledger/replan-payout.js';
import { HttpError, NotFoundError } from '../../plugins/http-errors.js';
import { planChangeNotice } from './errands.texts.js';
import type { ErrandNotify } from './message-errands.routes.js';
import { createPlanChangeErrandsRepository } from './plan-change-errands.repository.js';
import type { StaffMember } from './staff-access.js';

export interface PlanChangeErrandDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly notify: ErrandNotify;
}

const conflict = (code: string, message: string) => new HttpError(409, code, message);

/**
 * Staff decide a member's request to move or split a payout of their payment plan. Only a received request is
 * decided, once (409 otherwise). Approved: the payout is moved, or split into the parts asked for, so the
 * member's payment plan (`GET /api/payment-plan`) shows the new payouts at once; the rules were checked when
 * the member asked (economy/payment-plan.service.ts), and what can have changed since is checked again: the
 * payout still planned, every new day still ahead. Refused: with a reason the member reads with the request.
 * Either way the member is notified (category economy), in the transaction that decides.
 */
export function createPlanChangeErrandsService(deps: PlanChangeErrandDependencies) {
  const { db, clock } = deps;

  const readIn = async (tx: Queryable, id: string): Promise<StaffPlanChange> => {
    const change = await createPlanChangeErrandsRepository(tx).read(id);
    if (change === undefined) throw new NotFoundError(STAFF_DECISION_ERRORS.planChangeNotFound);
    return change;
  };

  /** Locks the request and reads it; 404 unknown, 409 when it is no longer received. */
  const lockReceived = async (tx: Queryable, id: string): Promise<StaffPlanChange> => {
    const locked = await createPlanChangeErrandsRepository(tx).lock(id);
    if (locked === undefined) throw new NotFoundError(STAFF_DECISION_ERRORS.planChangeNotFound);
    if (locked.status !== 'received') {
      throw conflict('CHANGE_DECIDED', STAFF_DECISION_ERRORS.planChangeDecided);
    }
    return readIn(tx, id);
  };

  return {
    read: (id: string): Promise<StaffPlanChange> => readIn(db, id),

    /** `after` runs in the deciding transaction (the audit record), so it is kept exactly when the decision is. */
    async approve(
      staff: StaffMember,
      id: string,
      after: (tx: Queryable, change: StaffPlanChange) => Promise<void>,
    ): Promise<StaffPlanChange> {
      return db.transaction(async (tx) => {
        const changes = createPlanChangeErrandsRepository(tx);
        const change = await lockReceived(tx, id);
        const today = swedishDay(clock.now());
        const passed = change.requested.find((part) => part.dueOn <= today);
        if (passed !== undefined) {
          throw conflict('CHANGE_DAY_PASSED', STAFF_DECISION_ERRORS.dayPassed(passed.dueOn));
        }
        const before = await replanPayout(tx, change.payout.id, change.requested);
        if (before === undefined) throw conflict('PAYOUT_PAID', STAFF_DECISION_ERRORS.payoutPaid);
        await changes.keepPayoutAsAsked(change.payout.id, before);
        await changes.decide(id, {
          status: 'approved',
          at: clock.now(),
          byPersonId: staff.personId,
          reason: null,
        });
        await deps.notify(tx, change.member.id, {
          category: 'economy',
          ...planChangeNotice.approved(change.kind, before.dueOn, change.requested),
          link: portalRoutes.paymentPlan.path,
          // The payment plan is the member's money, whichever estate it came from.
          estateIds: [],
        });
        const decided = await readIn(tx, id);
        await after(tx, decided);
        return decided;
      });
    },

    async refuse(
      staff: StaffMember,
      id: string,
      reason: string,
      after: (tx: Queryable, change: StaffPlanChange) => Promise<void>,
    ): Promise<StaffPlanChange> {
      return db.transaction(async (tx) => {
        const change = await lockReceived(tx, id);
        await createPlanChangeErrandsRepository(tx).decide(id, {
          status: 'rejected',
          at: clock.now(),
          byPersonId: staff.personId,
          reason,
        });
        await deps.notify(tx, change.member.id, {
          category: 'economy',
          ...planChangeNotice.refused(change.kind, change.payout.dueOn, reason),
          link: portalRoutes.paymentPlan.path,
          estateIds: [],
        });
        const decided = await readIn(tx, id);
        await after(tx, decided);
        return decided;
      });
    },
  };
}
