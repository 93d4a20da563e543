import type { AccountKind, BookingKind } from '#contracts/ledger';
import type { Queryable } from '../../db/database.js';
import { vatInBookingSql } from '../../ledger/money-in.js';
import { oreFromBigint } from '../../lib/ore.js';

interface StatementAccount {
  readonly id: string;
  readonly number: string;
  readonly kind: AccountKind;
  readonly openingOre: number;
  readonly closingOre: number;
}

export interface StatementBooking {
  readonly id: string;
  readonly accountId: string;
  readonly bookedOn: string;
  readonly kind: BookingKind;
  readonly amountOre: number;
  /** Whether the booking paid a settlement (avräkning). */
  readonly paysSettlement: boolean;
  /** The moms in the booking, never income (ledger/money-in.ts). */
  readonly vatOre: number;
  /** Whether the booking paid a planned payout of the payment plan into the merkonto. */
  readonly paysPlannedPayout: boolean;
}

export interface StatementData {
  readonly year: number;
  readonly accounts: readonly StatementAccount[];
  readonly bookings: readonly StatementBooking[];
  /** Payouts of the payment plan still planned after the year, excluding moms. */
  readonly laterPayouts: readonly { dueOn: string; amountOre: number }[];
  readonly stake: { paidInOre: number; emittedOre: number; obligationOre: number } | null;
}

const ore = (text: string | null): number => (text === null ? 0 : oreFromBigint(text));

/** Everything an annual statement (årsbesked) for `year` says, read from the member's bookings. */
export async function readAnnualStatement(
  db: Queryable,
  stakeholderId: string,
  year: number,
): Promise<StatementData> {
  const first = `${String(year)}-01-01`;
  const last = `${String(year)}-12-31`;
  const accounts = await db.query<{
    id: string;
    number: string;
    kind: AccountKind;
    opening: string | null;
    closing: string | null;
  }>(
    `SELECT a.id, a.number, a.kind,
            (SELECT b.balance_after_ore FROM booking b WHERE b.account_id = a.id AND b.booked_on < $2::date
              ORDER BY b.booked_on DESC, b.id DESC LIMIT 1)::text AS opening,
            (SELECT b.balance_after_ore FROM booking b WHERE b.account_id = a.id AND b.booked_on <= $3::date
              ORDER BY b.booked_on DESC, b.id DESC LIMIT 1)::text AS closing
       FROM account a
      WHERE a.stakeholder_id = $1 AND a.opened_on <= $3::date
      ORDER BY a.kind DESC, a.number`,
    [stakeholderId, first, last],
  );
  const bookings = await db.query<{
    id: string;
    account_id: string;
    booked_on: string;
    kind: BookingKind;
    amount: string;
    vat: string;
    pays_settlement: boolean;
    pays_payout: boolean;
  }>(
    `SELECT b.id::text AS id, b.account_id, to_char(b.booked_on, 'YYYY-MM-DD') AS booked_on, b.kind,
            b.amount_ore::text AS amount, ${vatInBookingSql('b', 's')}::text AS vat,
            b.settlement_id IS NOT NULL AS pays_settlement,
            EXISTS (SELECT 1 FROM planned_payout p WHERE p.paid_booking_id = b.id) AS pays_payout
       FROM booking b LEFT JOIN settlement s ON s.id = b.settlement_id
      WHERE b.stakeholder_id = $1 AND b.booked_on BETWEEN $2::date AND $3::date
      ORDER BY b.booked_on, b.id`,
    [stakeholderId, first, last],
  );
  const payouts = await db.query<{ due_on: string; amount: string }>(
    `SELECT to_char(p.due_on, 'YYYY-MM-DD') AS due_on, p.amount_ore::text AS amount
       FROM planned_payout p JOIN account a ON a.id = p.account_id
      WHERE a.stakeholder_id = $1 AND p.due_on > $2::date
        AND (p.status = 'planned' OR EXISTS (SELECT 1 FROM booking b WHERE b.id = p.paid_booking_id
                                                AND b.booked_on > $2::date))
      ORDER BY p.due_on`,
    [stakeholderId, last],
  );
  const [stake] = await db.query<{ paid_in: string; emitted: string; obligation: string }>(
    `SELECT paid_in_ore::text AS paid_in, emitted_ore::text AS emitted, obligation_ore::text AS obligation
       FROM member_stake WHERE stakeholder_id = $1`,
    [stakeholderId],
  );
  return {
    year,
    accounts: accounts.map((a) => ({
      id: a.id,
      number: a.number,
      kind: a.kind,
      openingOre: ore(a.opening),
      closingOre: ore(a.closing),
    })),
    bookings: bookings.map((b) => ({
      id: b.id,
      accountId: b.account_id,
      bookedOn: b.booked_on,
      kind: b.kind,
      amountOre: ore(b.amount),
      paysSettlement: b.pays_settlement,
      vatOre: ore(b.vat),
      paysPlannedPayout: b.pays_payout,
    })),
    laterPayouts: payouts.map((p) => ({ dueOn: p.due_on, amountOre: ore(p.amount) })),
    stake:
      stake === undefined
        ? null
        : {
            paidInOre: ore(stake.paid_in),
            emittedOre: ore(stake.emitted),
            obligationOre: ore(stake.obligation),
          },
  };
}
