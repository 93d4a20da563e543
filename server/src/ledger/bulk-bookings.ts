import type { Queryable } from '../db/database.js';

/**
 * Many bookings on one account in a few statements (tests of paging, bench/transactions.ts), with true
 * running balances. Kinds and texts vary with the row number: every 1 000th is a fee (`avgift`), so a
 * rare kind exists; texts hold settlement numbers so that a text search can find one row among millions.
 * Days run forward from `firstDay`, `perDay` bookings a day. Appends after whatever the account holds.
 */
export async function insertBulkBookings(
  db: Queryable,
  account: { readonly id: string; readonly stakeholderId: string },
  {
    count,
    firstDay = '2000-01-01',
    perDay = 10,
    chunk = 250_000,
  }: {
    count: number;
    firstDay?: string;
    perDay?: number;
    chunk?: number;
  },
): Promise<void> {
  for (let start = 0; start < count; start += chunk) {
    const end = Math.min(count, start + chunk) - 1;
    await db.query(
      `INSERT INTO booking (account_id, stakeholder_id, booked_on, kind, text, amount_ore, balance_after_ore)
       SELECT $1, $2, day, kind, text, amount,
              coalesce((SELECT balance_ore FROM account WHERE id = $1), 0) + sum(amount) OVER (ORDER BY n)
       FROM (
         SELECT n, $3::date + (n / $4::int) AS day,
                CASE WHEN n % 1000 = 999 THEN 'avgift'
                     ELSE (ARRAY['likvid', 'dellikvid', 'ranta', 'uttag', 'overforing', 'utdelning',
                                 'efterlikvid', 'likvid'])[1 + n % 8] END AS kind,
                CASE WHEN n % 1000 = 999 THEN 'Avgift för uttag ' || n
                     WHEN n % 8 = 3 THEN 'Uttag till bankkonto'
                     WHEN n % 8 = 2 THEN 'Ränta merkonto'
                     ELSE 'Likvid enligt avräkning AVR-' || (1000000 + n) END AS text,
                CASE WHEN n % 1000 = 999 OR n % 8 = 3 THEN -1 ELSE 1 END * (100 + (n::bigint * 7919) % 2500000)::bigint
                  AS amount
         FROM generate_series($5::int, $6::int) AS n
       ) AS rows
       ORDER BY n`,
      [account.id, account.stakeholderId, firstDay, perDay, start, end],
    );
    await db.query(
      `UPDATE account SET balance_ore = (SELECT balance_after_ore FROM booking WHERE account_id = $1
                                          ORDER BY booked_on DESC, id DESC LIMIT 1) WHERE id = $1`,
      [account.id],
    );
  }
}
