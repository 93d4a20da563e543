import type { BookingKind } from '#contracts/ledger';
import type { Queryable } from '../db/database.js';
import { oreFromBigint } from '../lib/ore.js';

export interface NewBooking {
  readonly accountId: string;
  /** YYYY-MM-DD; never before the account's latest booking, so running balances stay true. */
  readonly bookedOn: string;
  readonly kind: BookingKind;
  readonly text: string;
  /** Positive in, negative out; never 0. */
  readonly amountOre: number;
  /** The settlement it pays: the booking then concerns the estate of the settlement's contract. */
  readonly settlementId?: string;
  readonly withdrawalId?: string;
  /** The estate the money comes from, for a booking about one estate without a settlement. */
  readonly estateId?: string;
}

export interface AppendedBooking {
  readonly id: string;
  readonly balanceAfterOre: number;
}

/** The booking would date before the account's latest one; running balances would no longer be true. */
export class BackdatedBookingError extends Error {
  constructor() {
    super('A booking may not date before the account’s latest booking');
    this.name = 'BackdatedBookingError';
  }
}

/**
 * Appends a booking to an account and moves its balance, under a row lock on the account so that
 * concurrent bookings queue. A booking that pays a settlement concerns the estate of the settlement's contract,
 * which a representative's mandate may leave out (plugins/estate-scope.ts). Call it inside the transaction that saves what the booking is for.
 * It does not judge whether the account may go below zero: callers that take money out check that first,
 * under the same lock (`lockAccount`).
 */
export async function appendBooking(tx: Queryable, booking: NewBooking): Promise<AppendedBooking> {
  const account = await lockAccount(tx, booking.accountId);
  if (account.latestBookedOn !== null && booking.bookedOn < account.latestBookedOn) {
    throw new BackdatedBookingError();
  }
  const balanceAfterOre = account.balanceOre + booking.amountOre;
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO booking (account_id, stakeholder_id, booked_on, kind, text, amount_ore, balance_after_ore,
                          settlement_id, withdrawal_id, estate_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::uuid, $9, coalesce($10::uuid,
             (SELECT c.estate_id FROM settlement s JOIN harvest_contract c ON c.id = s.contract_id
               WHERE s.id = $8::uuid)))
     RETURNING id::text AS id`,
    [
      booking.accountId,
      account.stakeholderId,
      booking.bookedOn,
      booking.kind,
      booking.text,
      booking.amountOre,
      balanceAfterOre,
      booking.settlementId ?? null,
      booking.withdrawalId ?? null,
      booking.estateId ?? null,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  await tx.query('UPDATE account SET balance_ore = $2 WHERE id = $1', [booking.accountId, balanceAfterOre]);
  return { id: row.id, balanceAfterOre };
}

export interface LockedAccount {
  readonly stakeholderId: string;
  readonly balanceOre: number;
  /** The day of the account's latest booking, or null when it has none. */
  readonly latestBookedOn: string | null;
}

/** Locks the account row until the transaction ends and reads its balance. */
export async function lockAccount(tx: Queryable, accountId: string): Promise<LockedAccount> {
  const [account] = await tx.query<{ stakeholder_id: string; balance_ore: string }>(
    'SELECT stakeholder_id, balance_ore::text AS balance_ore FROM account WHERE id = $1 FOR UPDATE',
    [accountId],
  );
  if (account === undefined) throw new Error('No such account');
  const [latest] = await tx.query<{ day: string | null }>(
    `SELECT to_char(max(booked_on), 'YYYY-MM-DD') AS day FROM booking WHERE account_id = $1`,
    [accountId],
  );
  return {
    stakeholderId: account.stakeholder_id,
    balanceOre: oreFromBigint(account.balance_ore),
    latestBookedOn: latest?.day ?? null,
  };
}
