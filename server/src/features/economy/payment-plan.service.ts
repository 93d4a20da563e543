import {
  addDays,
  addYears,
  PLAN_CHANGE_NOTICE_DAYS,
  PLAN_MAX_YEARS,
  PLAN_MIN_PART_ORE,
  payDayProblem,
  type PlanChange,
  type PlanChangeRequest,
} from '#contracts/economy';
import type { Database } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/actor.js';
import { fieldProblems, HttpError, NotFoundError } from '../../plugins/http-errors.js';
import { accountOfKind } from '../../ledger/accounts.js';
import { createEconomyRepository } from './economy.repository.js';
import { toPlanChange } from './economy.service.js';
import { economyErrors, payDayMessage } from './economy.texts.js';

/** What a change request asks, as prepared, signed and then stored (docs/signing.md). */
export interface PlanChangeEffect {
  readonly planNumber: string;
  readonly payout: { readonly id: string; readonly dueOn: string; readonly amountOre: number };
  readonly kind: PlanChangeRequest['kind'];
  /** By day. */
  readonly requested: readonly { readonly dueOn: string; readonly amountOre: number }[];
  readonly message: string;
}

/**
 * A member's requests to change the payment plan. The rules (shown on the page too):
 * - only a payout still planned, due at least 30 days from today, with no other request waiting;
 * - move: one new day, the same amount;
 * - split: two parts of at least 1 000 kr each, on different days, summing to the payout;
 * - every new day a banking day from 30 days ahead up to 10 years after the plan's settlement.
 * The request is stored as received; the advisor decides. The member may cancel it while received.
 */
export function createPaymentPlanService({ db, clock }: { db: Database; clock: Clock }) {
  const today = (): string => swedishDay(clock.now());

  return {
    /**
     * Checks a change request (the payout locked) and resolves what it asks: which payout of which plan,
     * as it stands now, and the payouts asked for instead. Writes nothing.
     */
    async prepare(actor: Actor, request: PlanChangeRequest): Promise<PlanChangeEffect> {
      return db.transaction(async (tx) => {
        const economy = createEconomyRepository(tx);
        const plan = await accountOfKind(tx, actor.stakeholderId, 'betalningsplan');
        if (plan === undefined) throw new NotFoundError(economyErrors.noPlan);
        const payout = await economy.lockPayout(actor.stakeholderId, request.payoutId);
        if (payout === undefined) throw new NotFoundError(economyErrors.payoutNotFound);
        if (payout.status !== 'planned') throw new HttpError(422, 'PAYOUT_PAID', economyErrors.payoutPaid);
        const day = today();
        const earliest = addDays(day, PLAN_CHANGE_NOTICE_DAYS);
        if (payout.dueOn < earliest)
          throw new HttpError(422, 'PAYOUT_TOO_SOON', economyErrors.payoutTooSoon(PLAN_CHANGE_NOTICE_DAYS));
        if (await economy.hasOpenChange(payout.id))
          throw new HttpError(409, 'CHANGE_OPEN', economyErrors.changeOpen);

        const latest = addYears(plan.openedOn, PLAN_MAX_YEARS);
        const window = {
          earliest,
          latest,
          tooEarly: economyErrors.changeTooEarly(earliest, PLAN_CHANGE_NOTICE_DAYS),
          tooLate: economyErrors.changeTooLate(latest),
        };
        const problems = fieldProblems();
        const parts = request.requested;
        parts.forEach((part, index) => {
          const problem = payDayProblem(part.dueOn, window);
          if (problem !== undefined)
            problems.add(`requested.${String(index)}.dueOn`, payDayMessage(problem, window));
        });
        if (request.kind === 'move') {
          const [part] = parts;
          if (parts.length !== 1 || part === undefined) problems.add('requested', economyErrors.moveOnePart);
          else {
            if (part.amountOre !== payout.amountOre)
              problems.add('requested.0.amountOre', economyErrors.moveSameAmount(payout.amountOre));
            if (part.dueOn === payout.dueOn) problems.add('requested.0.dueOn', economyErrors.moveSameDay);
          }
        } else if (parts.length !== 2) {
          problems.add('requested', economyErrors.splitTwoParts);
        } else {
          parts.forEach((part, index) => {
            if (part.amountOre < PLAN_MIN_PART_ORE)
              problems.add(
                `requested.${String(index)}.amountOre`,
                economyErrors.splitMinimum(PLAN_MIN_PART_ORE),
              );
          });
          if ((parts[0]?.amountOre ?? 0) + (parts[1]?.amountOre ?? 0) !== payout.amountOre)
            problems.add('requested', economyErrors.splitSum(payout.amountOre));
          if (parts[0]?.dueOn === parts[1]?.dueOn)
            problems.add('requested.1.dueOn', economyErrors.splitSameDay);
        }
        problems.throwIfAny(economyErrors.rulesBroken);
        return {
          planNumber: plan.number,
          payout: { id: payout.id, dueOn: payout.dueOn, amountOre: payout.amountOre },
          kind: request.kind,
          requested: parts
            .map(({ dueOn, amountOre }) => ({ dueOn, amountOre }))
            .sort((a, b) => a.dueOn.localeCompare(b.dueOn)),
          message: request.message ?? '',
        };
      });
    },

    /** Stores a prepared request as received, in the caller's transaction (the idempotency key's). */
    async commit(actor: Actor, effect: PlanChangeEffect): Promise<PlanChange> {
      return db.transaction(async (tx) => {
        const economy = createEconomyRepository(tx);
        const id = await economy.insertChange({
          stakeholderId: actor.stakeholderId,
          payoutId: effect.payout.id,
          kind: effect.kind,
          requested: effect.requested,
          message: effect.message,
          requestedBy: actor.personId,
          createdAt: clock.now(),
        });
        const change = await economy.change(actor.stakeholderId, id);
        if (change === undefined) throw new Error('The change just saved is missing');
        return toPlanChange(change);
      });
    },

    /** The member takes back a request the advisor has not decided on. Another member's: 404. */
    async cancelChange(actor: Actor, id: string): Promise<PlanChange> {
      return db.transaction(async (tx) => {
        const economy = createEconomyRepository(tx);
        const change = await economy.change(actor.stakeholderId, id, true);
        if (change === undefined) throw new NotFoundError(economyErrors.changeNotFound);
        if (change.status !== 'received')
          throw new HttpError(422, 'CHANGE_DECIDED', economyErrors.changeDecided);
        await economy.cancelChange(id, clock.now());
        const updated = await economy.change(actor.stakeholderId, id);
        if (updated === undefined) throw new Error('The change just cancelled is missing');
        return toPlanChange(updated);
      });
    },
  };
}
