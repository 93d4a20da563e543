import * as z from 'zod/mini';
import { ACCOUNT_KINDS, BOOKING_KINDS } from './ledger.js';

/**
 * The member's transactions (`/minasidor/ekonomi/transaktioner`): every booking on the accounts of the
 * stakeholder the session acts for, newest first, filtered and paged by a keyset cursor. A representative
 * whose mandate covers some of the member's estates is shown the bookings about those and about no estate. The filter rules
 * are in transaction-filter.ts, without zod, so the page's first load stays small.
 */

const TransactionAccountSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
});
export type TransactionAccount = z.infer<typeof TransactionAccountSchema>;

export const TransactionSchema = z.object({
  id: z.string(),
  /** YYYY-MM-DD. */
  bookedOn: z.string(),
  kind: z.enum(BOOKING_KINDS),
  text: z.string(),
  /** Positive in, negative out. */
  amountOre: z.number(),
  /**
   * The account's balance after this booking; null for a reader shown only some bookings (`limitedToMandate`),
   * as the difference between two balances would tell what was left out between them.
   */
  balanceAfterOre: z.nullable(z.number()),
  accountId: z.string(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

/** `GET /api/transactions`: one page. `total` and `sums` only on the first page (no cursor). */
export const TransactionPageSchema = z.object({
  accounts: z.array(TransactionAccountSchema),
  transactions: z.array(TransactionSchema),
  /** Give it back as `cursor` for the next page; null when this page is the last. */
  nextCursor: z.nullable(z.string()),
  total: z.nullable(
    z.object({
      /** Exact up to COUNT_CAP; `capped` says there are more. */
      count: z.number(),
      capped: z.boolean(),
    }),
  ),
  /** In and out over every match, when there are at most COUNT_CAP of them. */
  sums: z.nullable(z.object({ inOre: z.number(), outOre: z.number() })),
  /**
   * True for a representative whose mandate covers some of the member's estates: bookings about the others
   * are left out of the list, its count, its sums and its export, and no running balance is given.
   */
  limitedToMandate: z.boolean(),
});
export type TransactionPage = z.infer<typeof TransactionPageSchema>;
