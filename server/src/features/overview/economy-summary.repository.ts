import type { OverviewEconomy } from '#contracts/overview';
import type { Queryable } from '../../db/database.js';
import { isIncomeSql } from '../../ledger/money-in.js';
import { oreFromBigint } from '../../lib/ore.js';
import type { EstateFilter } from '../../plugins/estate-scope.js';

const LATEST_PAYMENTS = 3;

type SummaryRow = {
  balance: string | null;
  payments: { booked_on: string; text: string; amount: string }[];
  payout: { due_on: string; amount: string } | null;
};

/**
 * The overview's economy in one round trip: the merkonto, its latest payments in (the income paid to it:
 * ledger/money-in.ts; the moms paid beside a payout is part of that payment, not a line of its own, and a
 * withdrawal booked back is none) and the next planned payout. `estates` limits the bookings to those about
 * these estates or none, as the transactions list does for a representative whose mandate covers some
 * estates; the balance is the member's money as a whole.
 */
export function createEconomySummaryRepository(db: Queryable) {
  return {
    async summarise(stakeholderId: string, estates: EstateFilter): Promise<OverviewEconomy | undefined> {
      const [facts] = await db.query<SummaryRow>(
        `WITH merkonto AS (
           SELECT id, balance_ore FROM account WHERE stakeholder_id = $1 AND kind = 'merkonto'
         )
         SELECT
           (SELECT balance_ore::text FROM merkonto) AS balance,
           coalesce((
             SELECT json_agg(p ORDER BY p.booked_on DESC, p.id DESC) FROM (
               SELECT b.id, to_char(b.booked_on, 'YYYY-MM-DD') AS booked_on, b.text, b.amount_ore::text AS amount
                 FROM booking b JOIN merkonto m ON m.id = b.account_id
                WHERE ${isIncomeSql('b')}
                  AND ($2::uuid[] IS NULL OR b.estate_id IS NULL OR b.estate_id = ANY($2::uuid[]))
                ORDER BY b.booked_on DESC, b.id DESC LIMIT ${LATEST_PAYMENTS}) p
           ), '[]') AS payments,
           (SELECT json_build_object('due_on', to_char(p.due_on, 'YYYY-MM-DD'), 'amount', p.amount_ore::text)
              FROM planned_payout p JOIN account a ON a.id = p.account_id
             WHERE a.stakeholder_id = $1 AND p.status = 'planned'
             ORDER BY p.due_on LIMIT 1) AS payout`,
        [stakeholderId, estates],
      );
      if (facts === undefined || facts.balance === null) return undefined;
      const { balance, payments, payout } = facts;
      return {
        balanceOre: oreFromBigint(balance),
        latestPayments: payments.map((row) => ({
          bookedOn: row.booked_on,
          text: row.text,
          amountOre: oreFromBigint(row.amount),
        })),
        nextPayout:
          payout === null ? null : { dueOn: payout.due_on, amountOre: oreFromBigint(payout.amount) },
      };
    },
  };
}
