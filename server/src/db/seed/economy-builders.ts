import type { AccountKind, BookingKind } from '#contracts/ledger';
import { yearInterestOre } from '#contracts/interest';
import { appendBooking } from '../../ledger/append-booking.js';
import { payPlannedPayout } from '../../ledger/pay-planned-payout.js';
import { oreFromBigint } from '../../lib/ore.js';
import type { Queryable } from '../database.js';

/**
 * The money side of the demo and the tests: accounts, bookings, the payment plan and withdrawals
 * (contracts, settlements and documents are in contract-builders.ts). Bookings go through the ledger, as the portal's
 * own bookings do, so running balances are always true.
 */

let sequence = 0;
const next = (): number => ++sequence;

export interface AccountRow {
  readonly id: string;
  readonly number: string;
  readonly kind: AccountKind;
  readonly stakeholderId: string;
}

export async function insertAccount(
  db: Queryable,
  owner: { readonly id: string },
  overrides: {
    kind?: AccountKind;
    number?: string;
    bankName?: string | null;
    bankAccount?: string | null;
    openedOn?: string;
  } = {},
): Promise<AccountRow> {
  const kind = overrides.kind ?? 'merkonto';
  const number = overrides.number ?? `${kind === 'merkonto' ? '8140' : '8150'}-${String(700_000 + next())}`;
  const isMerkonto = kind === 'merkonto';
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO account (stakeholder_id, kind, number, payout_bank_name, payout_bank_account, opened_on)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      owner.id,
      kind,
      number,
      overrides.bankName === undefined ? (isMerkonto ? 'Swedbank' : null) : overrides.bankName,
      overrides.bankAccount === undefined
        ? isMerkonto
          ? '8327-9, 123 456 789-0'
          : null
        : overrides.bankAccount,
      overrides.openedOn ?? '2020-01-01',
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return { id: row.id, number, kind, stakeholderId: owner.id };
}

export interface BookingInput {
  readonly bookedOn: string;
  readonly kind: BookingKind;
  readonly text: string;
  readonly amountOre: number;
  readonly settlementId?: string;
  readonly withdrawalId?: string;
  readonly estateId?: string;
}

export const insertBooking = (db: Queryable, account: { readonly id: string }, booking: BookingInput) =>
  appendBooking(db, { accountId: account.id, ...booking });

/**
 * A withdrawal that was asked for by `requestedBy` and booked at once; `paid` once the bank transfer went.
 * Runs its two inserts in the caller's transaction (the booking's link to the withdrawal is checked at commit).
 */
export async function insertWithdrawal(
  db: Queryable,
  account: AccountRow,
  input: {
    amountOre: number;
    payOn: string;
    requestedBy: string;
    status?: 'pending' | 'paid';
    bookedOn?: string;
    createdAt?: Date;
  },
): Promise<{ id: string; bookingId: string }> {
  const [{ id } = { id: '' }] = await db.query<{ id: string }>('SELECT gen_random_uuid()::text AS id');
  const [bank] = await db.query<{ bank: string }>(
    'SELECT payout_bank_account AS bank FROM account WHERE id = $1',
    [account.id],
  );
  const booking = await insertBooking(db, account, {
    bookedOn: input.bookedOn ?? input.payOn,
    kind: 'uttag',
    text: 'Uttag till bankkonto',
    amountOre: -input.amountOre,
    withdrawalId: id,
  });
  await db.query(
    `INSERT INTO withdrawal (id, stakeholder_id, account_id, amount_ore, pay_on, bank_account, status, booking_id,
                             requested_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      account.stakeholderId,
      account.id,
      input.amountOre,
      input.payOn,
      bank?.bank ?? '8327-9, 123 456 789-0',
      input.status ?? 'paid',
      booking.id,
      input.requestedBy,
      input.createdAt ?? new Date(`${input.bookedOn ?? input.payOn}T08:00:00Z`),
    ],
  );
  return { id, bookingId: booking.id };
}

/** Planned payouts of a payment-plan account, in the order given. */
export async function insertPlannedPayouts(
  db: Queryable,
  planAccount: AccountRow,
  payouts: readonly { dueOn: string; amountOre: number }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const payout of payouts) {
    const [row] = await db.query<{ id: string }>(
      'INSERT INTO planned_payout (account_id, due_on, amount_ore) VALUES ($1, $2, $3) RETURNING id',
      [planAccount.id, payout.dueOn, payout.amountOre],
    );
    if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
    ids.push(row.id);
  }
  return ids;
}

/** Pays a planned payout on its due day, as the portal's payout round does. */
export async function payPlannedPayoutOnDueDay(db: Queryable, payoutId: string): Promise<void> {
  const [payout] = await db.query<{ due_on: string }>(
    `SELECT to_char(due_on, 'YYYY-MM-DD') AS due_on FROM planned_payout WHERE id = $1`,
    [payoutId],
  );
  if (payout === undefined || !(await payPlannedPayout(db, payoutId, payout.due_on))) {
    throw new Error('No such planned payout');
  }
}

/**
 * Books the interest `account` earned in `year` (contracts/interest.ts), on 31 December, to `creditTo`
 * (the account itself, or the merkonto for a payment plan, whose interest is paid out yearly).
 */
export async function bookYearInterest(
  db: Queryable,
  account: AccountRow,
  year: number,
  creditTo: AccountRow = account,
): Promise<number> {
  const from = `${String(year)}-01-01`;
  const [opening] = await db.query<{ balance: string | null }>(
    `SELECT (SELECT balance_after_ore FROM booking WHERE account_id = $1 AND booked_on < $2
             ORDER BY booked_on DESC, id DESC LIMIT 1)::text AS balance`,
    [account.id, from],
  );
  const movements = await db.query<{ day: string; amount: string }>(
    `SELECT to_char(booked_on, 'YYYY-MM-DD') AS day, amount_ore::text AS amount FROM booking
     WHERE account_id = $1 AND booked_on BETWEEN $2 AND $3`,
    [account.id, from, `${String(year)}-12-31`],
  );
  const rates = await db.query<{ valid_from: string; rate_bp: number }>(
    `SELECT to_char(valid_from, 'YYYY-MM-DD') AS valid_from, rate_bp FROM interest_rate WHERE account_kind = $1`,
    [account.kind],
  );
  const interestOre = yearInterestOre({
    year,
    openingBalanceOre:
      opening?.balance === null || opening === undefined ? 0 : oreFromBigint(opening.balance),
    movements: movements.map((m) => ({ day: m.day, amountOre: oreFromBigint(m.amount) })),
    rates: rates.map((r) => ({ validFrom: r.valid_from, rateBp: r.rate_bp })),
  });
  if (interestOre > 0) {
    const label = account.kind === 'merkonto' ? 'merkonto' : 'betalningsplan';
    await insertBooking(db, creditTo, {
      bookedOn: `${String(year)}-12-31`,
      kind: 'ranta',
      text: `Ränta ${label} ${String(year)}`,
      amountOre: interestOre,
    });
  }
  return interestOre;
}
