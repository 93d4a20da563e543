import type { AccountKind } from '#contracts/ledger';
import type { Database, Queryable } from '../database.js';
import {
  insertAccount,
  insertBooking,
  insertPlannedPayouts,
  insertWithdrawal,
  type AccountRow,
} from './economy-builders.js';

/**
 * What members ask for on the economy pages: payment-plan change requests and pending
 * withdrawals, for the tests and the authorization matrix. Accounts are reused when the owner has them.
 */

export interface RequestOwner {
  readonly stakeholderId: string;
  readonly personId: string;
}

/** The owner's account of this kind, opened when missing. */
export async function accountOf(
  db: Queryable,
  stakeholderId: string,
  kind: AccountKind,
): Promise<AccountRow> {
  const [row] = await db.query<{ id: string; number: string }>(
    'SELECT id, number FROM account WHERE stakeholder_id = $1 AND kind = $2',
    [stakeholderId, kind],
  );
  if (row !== undefined) return { id: row.id, number: row.number, kind, stakeholderId };
  return insertAccount(db, { id: stakeholderId }, { kind });
}

/** The day of the account's latest booking, or `fallback`: a booking on it is never back-dated. */
async function bookingDay(db: Queryable, accountId: string, fallback: string): Promise<string> {
  const [row] = await db.query<{ day: string | null }>(
    `SELECT to_char(max(booked_on), 'YYYY-MM-DD') AS day FROM booking WHERE account_id = $1`,
    [accountId],
  );
  return row?.day !== null && row?.day !== undefined && row.day > fallback ? row.day : fallback;
}

/** A change request for a new planned payout of the owner, still waiting for the advisor. */
export async function insertPlanChange(
  db: Queryable,
  owner: RequestOwner,
  input: {
    dueOn?: string;
    amountOre?: number;
    /** The day the payout is asked to move to. */
    movedTo?: string;
    message?: string;
    status?: 'received' | 'approved' | 'rejected' | 'cancelled';
  } = {},
): Promise<{ id: string; payoutId: string }> {
  const plan = await accountOf(db, owner.stakeholderId, 'betalningsplan');
  const dueOn = input.dueOn ?? '2030-01-31';
  const amountOre = input.amountOre ?? 1_000_000;
  const [payoutId = ''] = await insertPlannedPayouts(db, plan, [{ dueOn, amountOre }]);
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO payment_plan_change (stakeholder_id, payout_id, kind, requested, message, status, requested_by,
                                      created_at)
     VALUES ($1, $2, 'move', $3::jsonb, $4, $5, $6, now()) RETURNING id`,
    [
      owner.stakeholderId,
      payoutId,
      JSON.stringify([{ dueOn: input.movedTo ?? '2031-01-31', amountOre }]),
      input.message ?? '',
      input.status ?? 'received',
      owner.personId,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return { id: row.id, payoutId };
}

/** Runs `work` in a transaction when handed the database (a withdrawal's two rows are checked at commit). */
const inTransaction = <T>(db: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> =>
  'transaction' in db ? (db as Database).transaction(work) : work(db);

/** A pending withdrawal of the owner, paid far ahead so it may still be cancelled; money deposited first. */
export async function insertPendingWithdrawal(
  db: Queryable,
  owner: RequestOwner,
  input: { amountOre?: number; payOn?: string } = {},
): Promise<{ id: string }> {
  return inTransaction(db, async (tx) => {
    const merkonto = await accountOf(tx, owner.stakeholderId, 'merkonto');
    const day = await bookingDay(tx, merkonto.id, '2026-01-02');
    const amountOre = input.amountOre ?? 50_000;
    await insertBooking(tx, merkonto, { bookedOn: day, kind: 'likvid', text: 'Likvid', amountOre });
    const { id } = await insertWithdrawal(tx, merkonto, {
      amountOre,
      payOn: input.payOn ?? '2099-06-01',
      bookedOn: day,
      status: 'pending',
      requestedBy: owner.personId,
    });
    return { id };
  });
}
