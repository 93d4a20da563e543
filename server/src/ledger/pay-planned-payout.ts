import type { Queryable } from '../db/database.js';
import { oreFromBigint } from '../lib/ore.js';
import { appendBooking } from './append-booking.js';

/** Moms on a payout from the payment plan when the business is VAT-registered (docs/domain.md 3). */
const VAT_PERCENT = 25;

/**
 * Pays one planned payout of a payment plan, if it is still planned: out of the plan account, into the
 * member's merkonto on `bookedOn`, with moms on top for a VAT-registered business (the plan holds the likvid
 * without moms). The payout row is locked first, so two processes never pay it twice. Call it in a transaction.
 */
export async function payPlannedPayout(tx: Queryable, payoutId: string, bookedOn: string): Promise<boolean> {
  const [payout] = await tx.query<{
    account_id: string;
    stakeholder_id: string;
    amount: string;
    vat: boolean;
  }>(
    `SELECT p.account_id, a.stakeholder_id, p.amount_ore::text AS amount,
            EXISTS (SELECT 1 FROM business b WHERE b.stakeholder_id = a.stakeholder_id AND b.vat_registered) AS vat
       FROM planned_payout p JOIN account a ON a.id = p.account_id
      WHERE p.id = $1 AND p.status = 'planned'
      FOR UPDATE OF p`,
    [payoutId],
  );
  if (payout === undefined) return false;
  const [merkonto] = await tx.query<{ id: string }>(
    `SELECT id FROM account WHERE stakeholder_id = $1 AND kind = 'merkonto'`,
    [payout.stakeholder_id],
  );
  if (merkonto === undefined) throw new Error('A payment plan without a merkonto to pay into');
  const amountOre = oreFromBigint(payout.amount);
  await appendBooking(tx, {
    accountId: payout.account_id,
    bookedOn,
    kind: 'overforing',
    text: 'Utbetalning enligt betalningsplan',
    amountOre: -amountOre,
  });
  const paid = await appendBooking(tx, {
    accountId: merkonto.id,
    bookedOn,
    kind: 'overforing',
    text: 'Från betalningsplan',
    amountOre,
  });
  if (payout.vat) {
    await appendBooking(tx, {
      accountId: merkonto.id,
      bookedOn,
      kind: 'moms',
      text: `Moms ${String(VAT_PERCENT)} % på utbetalning från betalningsplan`,
      amountOre: Math.round((amountOre * VAT_PERCENT) / 100),
    });
  }
  await tx.query(`UPDATE planned_payout SET status = 'paid', paid_booking_id = $2 WHERE id = $1`, [
    payoutId,
    paid.id,
  ]);
  return true;
}

/** The planned payouts due on or before `today`, oldest first. */
export async function duePlannedPayouts(db: Queryable, today: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM planned_payout WHERE status = 'planned' AND due_on <= $1 ORDER BY due_on, id LIMIT 100`,
    [today],
  );
  return rows.map((row) => row.id);
}
