import type { TransactionAccount, Transaction } from '#contracts/transactions';
import type { TransactionFilter } from '#contracts/transaction-filter';
import type { BookingKind } from '#contracts/ledger';
import type { Queryable } from '../../db/database.js';
import { accountsOf } from '../../ledger/accounts.js';
import type { EstateFilter } from '../../plugins/estate-scope.js';
import { likePattern } from '../../lib/like-pattern.js';
import { oreFromBigint } from '../../lib/ore.js';

/** Where a page starts: just after this booking in (booked_on DESC, id DESC) order. */
export interface Keyset {
  readonly bookedOn: string;
  readonly id: string;
}

/** The filter as SQL: which rows, and whose. The account (when set) is already known to be the owner's. */
export interface Scope {
  readonly stakeholderId: string;
  readonly filter: TransactionFilter;
  /** A representative's estates: bookings about others are left out; null leaves every booking in. */
  readonly estates: EstateFilter;
}

type BookingRow = {
  id: string;
  booked_on: string;
  kind: BookingKind;
  text: string;
  amount_ore: string;
  balance_after_ore: string;
  account_id: string;
};

/**
 * The WHERE clause of a scope. Each shape rides one index range, newest first (migrations 0013, 0015):
 * one account → (account_id, booked_on, id); a kind → (stakeholder_id, kind, booked_on, id); else
 * (stakeholder_id, booked_on, id). Dates narrow the range; the text and a representative's estates are
 * checked on the rows of that range.
 */
function where(scope: Scope, params: unknown[]): string {
  const { filter } = scope;
  const add = (value: unknown): string => `$${String(params.push(value))}`;
  const conditions =
    filter.accountId === undefined
      ? [`b.stakeholder_id = ${add(scope.stakeholderId)}`]
      : [`b.account_id = ${add(filter.accountId)}`];
  if (filter.kind !== undefined) conditions.push(`b.kind = ${add(filter.kind)}`);
  if (filter.from !== undefined) conditions.push(`b.booked_on >= ${add(filter.from)}::date`);
  if (filter.to !== undefined) conditions.push(`b.booked_on <= ${add(filter.to)}::date`);
  if (filter.text !== undefined) conditions.push(`b.text ILIKE ${add(likePattern(filter.text))} ESCAPE '\\'`);
  if (scope.estates !== null) {
    conditions.push(`(b.estate_id IS NULL OR b.estate_id = ANY(${add(scope.estates)}::uuid[]))`);
  }
  return conditions.join(' AND ');
}

const toTransaction = (row: BookingRow): Transaction => ({
  id: row.id,
  bookedOn: row.booked_on,
  kind: row.kind,
  text: row.text,
  amountOre: oreFromBigint(row.amount_ore),
  balanceAfterOre: oreFromBigint(row.balance_after_ore),
  accountId: row.account_id,
});

export function createTransactionsRepository(db: Queryable) {
  return {
    /** The stakeholder's accounts, by number. */
    async accounts(stakeholderId: string): Promise<TransactionAccount[]> {
      return (await accountsOf(db, stakeholderId)).map(({ id, number, kind }) => ({ id, number, kind }));
    },

    /** Up to `limit` bookings after `after`, newest first. */
    async page(scope: Scope, after: Keyset | undefined, limit: number): Promise<Transaction[]> {
      const params: unknown[] = [];
      let sql = `SELECT b.id::text AS id, to_char(b.booked_on, 'YYYY-MM-DD') AS booked_on, b.kind, b.text,
                        b.amount_ore::text AS amount_ore, b.balance_after_ore::text AS balance_after_ore,
                        b.account_id::text AS account_id
                 FROM booking b WHERE ${where(scope, params)}`;
      if (after !== undefined) {
        sql += ` AND (b.booked_on, b.id) < ($${String(params.push(after.bookedOn))}::date, $${String(params.push(after.id))}::bigint)`;
      }
      sql += ` ORDER BY b.booked_on DESC, b.id DESC LIMIT $${String(params.push(limit))}`;
      return (await db.query<BookingRow>(sql, params)).map(toTransaction);
    },

    /**
     * How many bookings match, counted up to `cap` + 1 so the work is bounded, with their sums in and out
     * (meaningful only when not capped).
     */
    async cappedTotals(scope: Scope, cap: number) {
      const params: unknown[] = [];
      const sql = `SELECT count(*)::int AS count,
                          coalesce(sum(amount_ore) FILTER (WHERE amount_ore > 0), 0)::text AS in_ore,
                          coalesce(sum(amount_ore) FILTER (WHERE amount_ore < 0), 0)::text AS out_ore
                   FROM (SELECT b.amount_ore FROM booking b WHERE ${where(scope, params)}
                         LIMIT $${String(params.push(cap + 1))}) AS matches`;
      const [row] = await db.query<{ count: number; in_ore: string; out_ore: string }>(sql, params);
      return {
        count: row?.count ?? 0,
        inOre: oreFromBigint(row?.in_ore ?? '0'),
        outOre: oreFromBigint(row?.out_ore ?? '0'),
      };
    },
  };
}

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;
