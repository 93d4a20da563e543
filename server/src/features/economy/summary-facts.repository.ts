import type { BalanceMovement, RatePeriod } from '#contracts/interest';
import type { Queryable } from '../../db/database.js';
import { oreFromBigint } from '../../lib/ore.js';
import { accountColumns, toAccount, type AccountRow, type StoredAccount } from '../../ledger/accounts.js';
import { isPaymentInSql, vatInBookingSql } from '../../ledger/money-in.js';
import type { StoredPayout } from './economy.repository.js';

/** An account with what its interest this year needs: the rates of its kind and its balance history. */
export interface AccountWithInterestFacts extends StoredAccount {
  readonly rates: RatePeriod[];
  /** The balance at the start of the year asked about. */
  readonly openingOre: number;
  /** The movements per day from the start of that year on. */
  readonly movements: BalanceMovement[];
}

/** Everything the economy overview reads about one stakeholder. */
export interface SummaryFacts {
  readonly merkonto: AccountWithInterestFacts | undefined;
  readonly paymentPlan: AccountWithInterestFacts | undefined;
  /**
   * Money paid in to the merkonto per year and source (`moms` for moms booked on its own): `amountOre` is the
   * income in it, `vatOre` the moms, which is never income (ledger/money-in.ts).
   */
  readonly income: { year: number; source: string; amountOre: number; vatOre: number }[];
  /** The payment plan's payouts, in order. */
  readonly payouts: StoredPayout[];
  readonly vatRegistered: boolean;
  readonly stakes: { paidInOre: number; obligationOre: number; emittedOre: number } | null;
}

type AccountJson = AccountRow & {
  opening_ore: string | null;
  movements: { day: string; amount: string }[];
  rates: { valid_from: string; rate_bp: number }[];
};

interface SummaryRow {
  accounts: AccountJson[];
  income: { year: number; source: string; amount: string; vat: string }[];
  payouts: { id: string; due_on: string; amount_ore: string; status: 'planned' | 'paid' }[];
  vat_registered: boolean;
  stakes: { paid_in_ore: string; obligation_ore: string; emitted_ore: string } | null;
  [column: string]: unknown;
}

const DAY = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/**
 * One round trip for the whole overview: each part is a JSON column, built by the same queries the
 * economy repository runs one by one (a stakeholder has at most one account of each kind).
 */
const SUMMARY_SQL = `
SELECT
  coalesce((
    SELECT json_agg(a ORDER BY a.kind DESC) FROM (
      SELECT ${accountColumns('ac')},
             (SELECT balance_after_ore FROM booking
               WHERE account_id = ac.id AND booked_on < $2::date
               ORDER BY booked_on DESC, id DESC LIMIT 1)::text AS opening_ore,
             coalesce((
               SELECT json_agg(m ORDER BY m.day) FROM (
                 SELECT ${DAY('booked_on')} AS day, sum(amount_ore)::text AS amount FROM booking
                  WHERE account_id = ac.id AND booked_on >= $2::date GROUP BY booked_on) m
             ), '[]') AS movements,
             coalesce((
               SELECT json_agg(r ORDER BY r.valid_from) FROM (
                 SELECT ${DAY('valid_from')} AS valid_from, rate_bp FROM interest_rate
                  WHERE account_kind = ac.kind) r
             ), '[]') AS rates
        FROM account ac WHERE ac.stakeholder_id = $1) a
  ), '[]') AS accounts,
  coalesce((
    SELECT json_agg(i ORDER BY i.year, i.source) FROM (
      SELECT extract(year FROM b.booked_on)::int AS year,
             CASE WHEN b.kind = 'overforing' THEN 'betalningsplan' ELSE b.kind END AS source,
             sum(b.amount_ore - ${vatInBookingSql('b', 's')})::text AS amount,
             sum(${vatInBookingSql('b', 's')})::text AS vat
        FROM booking b JOIN account ac ON ac.id = b.account_id
             LEFT JOIN settlement s ON s.id = b.settlement_id
       WHERE ac.stakeholder_id = $1 AND ac.kind = 'merkonto' AND ${isPaymentInSql('b')}
       GROUP BY 1, 2) i
  ), '[]') AS income,
  coalesce((
    SELECT json_agg(p ORDER BY p.due_on, p.id) FROM (
      SELECT p.id, ${DAY('p.due_on')} AS due_on, p.amount_ore::text AS amount_ore, p.status
        FROM planned_payout p JOIN account ac ON ac.id = p.account_id
       WHERE ac.stakeholder_id = $1 AND ac.kind = 'betalningsplan') p
  ), '[]') AS payouts,
  EXISTS (SELECT 1 FROM business WHERE stakeholder_id = $1 AND vat_registered) AS vat_registered,
  (SELECT json_build_object('paid_in_ore', m.paid_in_ore::text, 'obligation_ore', m.obligation_ore::text,
                            'emitted_ore', m.emitted_ore::text)
     FROM member_stake m JOIN stakeholder s ON s.id = m.stakeholder_id
    WHERE m.stakeholder_id = $1 AND s.relation = 'member') AS stakes`;

const withInterestFacts = (row: AccountJson): AccountWithInterestFacts => ({
  ...toAccount(row),
  rates: row.rates.map((rate) => ({ validFrom: rate.valid_from, rateBp: rate.rate_bp })),
  openingOre: row.opening_ore === null ? 0 : oreFromBigint(row.opening_ore),
  movements: row.movements.map((m) => ({ day: m.day, amountOre: oreFromBigint(m.amount) })),
});

/** The overview's facts about `stakeholderId`, with balances from `yearStart` (YYYY-01-01) on. */
export async function summaryFacts(
  db: Queryable,
  stakeholderId: string,
  yearStart: string,
): Promise<SummaryFacts | undefined> {
  const [row] = await db.query<SummaryRow>(SUMMARY_SQL, [stakeholderId, yearStart]);
  if (row === undefined || row.accounts.length === 0) return undefined;
  const accounts = row.accounts.map(withInterestFacts);
  return {
    merkonto: accounts.find((account) => account.kind === 'merkonto'),
    paymentPlan: accounts.find((account) => account.kind === 'betalningsplan'),
    income: row.income.map((income) => ({
      year: income.year,
      source: income.source,
      amountOre: oreFromBigint(income.amount),
      vatOre: oreFromBigint(income.vat),
    })),
    payouts: row.payouts.map((payout) => ({
      id: payout.id,
      dueOn: payout.due_on,
      amountOre: oreFromBigint(payout.amount_ore),
      status: payout.status,
    })),
    vatRegistered: row.vat_registered,
    stakes:
      row.stakes === null
        ? null
        : {
            paidInOre: oreFromBigint(row.stakes.paid_in_ore),
            obligationOre: oreFromBigint(row.stakes.obligation_ore),
            emittedOre: oreFromBigint(row.stakes.emitted_ore),
          },
  };
}
