import { randomUUID } from 'node:crypto';
import {
  addDays,
  earliestPayDay,
  MIN_WITHDRAWAL_ORE,
  payDayProblem,
  WITHDRAWAL_HORIZON_DAYS,
  withdrawalAmountProblem,
  type Withdrawal,
  type WithdrawalRequest,
  type Withdrawals,
} from '#contracts/economy';
import type { Database, Queryable } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { swedishWallClock } from '../../lib/working-hours.js';
import { appendBooking, lockAccount } from '../../ledger/append-booking.js';
import type { Actor } from '../../plugins/actor.js';
import { fieldProblems, HttpError, NotFoundError } from '../../plugins/http-errors.js';
import { accountOfKind } from '../../ledger/accounts.js';
import { createEconomyRepository, type StoredWithdrawal } from './economy.repository.js';
import { bookingTexts, economyErrors, payDayMessage, withdrawalAmountMessage } from './economy.texts.js';

/** What a withdrawal will do, as prepared, signed and then carried out (docs/signing.md). */
export interface WithdrawalEffect {
  readonly account: { readonly id: string; readonly number: string };
  readonly amountOre: number;
  readonly payOn: string;
  /** The registered bank account, as the bank and number it is paid to. */
  readonly bankAccount: string;
}

/**
 * Withdrawals from the merkonto to the member's registered bank account. A withdrawal is booked at once
 * (under the account's lock, after checking the balance under that lock), so the available balance is the
 * account's balance. The background work marks it paid on its pay day; until the day before, the member
 * may cancel it and the money is booked back.
 */
export function createWithdrawalsService({ db, clock }: { db: Database; clock: Clock }) {
  const today = (): string => swedishDay(clock.now());
  const payWindow = () => {
    const day = today();
    return {
      earliest: earliestPayDay(day, swedishWallClock(clock.now()).hour),
      latest: addDays(day, WITHDRAWAL_HORIZON_DAYS),
    };
  };
  const merkontoOf = (tx: Queryable, stakeholderId: string) => accountOfKind(tx, stakeholderId, 'merkonto');

  const toWithdrawal = (stored: StoredWithdrawal): Withdrawal => ({
    id: stored.id,
    amountOre: stored.amountOre,
    payOn: stored.payOn,
    bankAccount: stored.bankAccount,
    status: stored.status,
    createdAt: stored.createdAt.toISOString(),
    requestedByStaff: stored.onBehalf,
    cancellable: stored.status === 'pending' && stored.payOn > today(),
    signature: stored.signature,
  });

  return {
    /** The merkonto, the days a withdrawal may be paid, and the latest withdrawals; undefined without a merkonto. */
    async read(stakeholderId: string): Promise<Withdrawals | undefined> {
      const account = await merkontoOf(db, stakeholderId);
      if (account === undefined) return undefined;
      const window = payWindow();
      return {
        account: {
          number: account.number,
          availableOre: account.balanceOre,
          bankName: account.bankName,
          bankAccount: account.bankAccount,
        },
        earliestPayDay: window.earliest,
        latestPayDay: window.latest,
        minimumOre: MIN_WITHDRAWAL_ORE,
        withdrawals: (await createEconomyRepository(db).withdrawals(stakeholderId)).map(toWithdrawal),
      };
    },

    /**
     * Checks a withdrawal (the merkonto's balance read under its lock) and resolves what it will do: from
     * which account, how much, to which bank account and on which day. Writes nothing.
     */
    async prepare(actor: Actor, request: WithdrawalRequest): Promise<WithdrawalEffect> {
      return db.transaction(async (tx) => {
        const account = await merkontoOf(tx, actor.stakeholderId);
        if (account === undefined) throw new NotFoundError(economyErrors.noAccount);
        if (account.bankAccount === null)
          throw new HttpError(422, 'NO_BANK_ACCOUNT', economyErrors.noBankAccount);

        const window = payWindow();
        const problems = fieldProblems();
        const dayProblem = payDayProblem(request.payOn, window);
        if (dayProblem !== undefined)
          problems.add(
            'payOn',
            payDayMessage(dayProblem, {
              tooEarly: economyErrors.dateTooEarly(window.earliest),
              tooLate: economyErrors.dateTooLate(window.latest),
            }),
          );
        // The balance is read under the account's lock: a concurrent withdrawal waits here, then sees ours.
        const locked = await lockAccount(tx, account.id);
        const amountProblem = withdrawalAmountProblem(request.amountOre, { availableOre: locked.balanceOre });
        if (amountProblem !== undefined)
          problems.add('amountOre', withdrawalAmountMessage(amountProblem, locked.balanceOre));
        problems.throwIfAny(economyErrors.rulesBroken);
        return {
          account: { id: account.id, number: account.number },
          amountOre: request.amountOre,
          payOn: request.payOn,
          bankAccount: [account.bankName, account.bankAccount].filter(Boolean).join(' '),
        };
      });
    },

    /** Books a prepared withdrawal, in the caller's transaction (the idempotency key's and the signature's). */
    async commit(actor: Actor, effect: WithdrawalEffect): Promise<Withdrawal> {
      return db.transaction(async (tx) => {
        const locked = await lockAccount(tx, effect.account.id);
        // Made here, not by the database: the booking below needs it before the withdrawal row exists.
        const id = randomUUID();
        const day = today();
        const bookedOn =
          locked.latestBookedOn !== null && locked.latestBookedOn > day ? locked.latestBookedOn : day;
        const booking = await appendBooking(tx, {
          accountId: effect.account.id,
          bookedOn,
          kind: 'uttag',
          text: bookingTexts.withdrawal(effect.payOn),
          amountOre: -effect.amountOre,
          withdrawalId: id,
        });
        const economy = createEconomyRepository(tx);
        await economy.insertWithdrawal({
          id,
          stakeholderId: actor.stakeholderId,
          accountId: effect.account.id,
          amountOre: effect.amountOre,
          payOn: effect.payOn,
          bankAccount: effect.bankAccount,
          bookingId: booking.id,
          requestedBy: actor.personId,
          createdAt: clock.now(),
        });
        const saved = await economy.withdrawal(actor.stakeholderId, id);
        if (saved === undefined) throw new Error('The withdrawal just saved is missing');
        return toWithdrawal(saved);
      });
    },

    /** Cancels a pending withdrawal before its pay day: the money is booked back. Another member's: 404. */
    async cancel(actor: Actor, id: string): Promise<Withdrawal> {
      return db.transaction(async (tx) => {
        const economy = createEconomyRepository(tx);
        const withdrawal = await economy.withdrawal(actor.stakeholderId, id, true);
        if (withdrawal === undefined) throw new NotFoundError(economyErrors.withdrawalNotFound);
        if (withdrawal.status !== 'pending' || withdrawal.payOn <= today())
          throw new HttpError(422, 'NOT_CANCELLABLE', economyErrors.withdrawalNotCancellable);
        const locked = await lockAccount(tx, withdrawal.accountId);
        const day = today();
        const booking = await appendBooking(tx, {
          accountId: withdrawal.accountId,
          bookedOn:
            locked.latestBookedOn !== null && locked.latestBookedOn > day ? locked.latestBookedOn : day,
          kind: 'uttag',
          text: bookingTexts.reversal,
          amountOre: withdrawal.amountOre,
          withdrawalId: withdrawal.id,
        });
        await economy.cancelWithdrawal(withdrawal.id, booking.id, clock.now());
        const saved = await economy.withdrawal(actor.stakeholderId, id);
        if (saved === undefined) throw new Error('The withdrawal just cancelled is missing');
        return toWithdrawal(saved);
      });
    },

    /** The background work's round: pending withdrawals whose pay day has come went to the bank. */
    markDuePaid: (): Promise<number> => createEconomyRepository(db).markDueWithdrawalsPaid(today()),
  };
}
