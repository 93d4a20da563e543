import type { AccountKind } from '#contracts/ledger';
import type { Queryable } from '../db/database.js';
import { oreFromBigint } from '../lib/ore.js';

/**
 * A stakeholder's accounts at the association (merkonto, payment plan). The ledger owns `account`,
 * `booking` and `planned_payout`: only it writes them, and a feature looks an account up here
 * (docs/adr/0017-tables-have-owners.md).
 */
export interface StoredAccount {
  readonly id: string;
  readonly kind: AccountKind;
  readonly number: string;
  readonly balanceOre: number;
  readonly bankName: string | null;
  readonly bankAccount: string | null;
  readonly openedOn: string;
}

/** The columns `ACCOUNT_COLUMNS` selects, for a feature's report that reads accounts in its own query. */
export type AccountRow = {
  id: string;
  kind: AccountKind;
  number: string;
  balance_ore: string;
  payout_bank_name: string | null;
  payout_bank_account: string | null;
  opened_on: string;
};

export const toAccount = (row: AccountRow): StoredAccount => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  balanceOre: oreFromBigint(row.balance_ore),
  bankName: row.payout_bank_name,
  bankAccount: row.payout_bank_account,
  openedOn: row.opened_on,
});

/** `account`'s columns as `AccountRow` names them; `alias` is the table's alias in the query. */
export const accountColumns = (alias: string): string =>
  `${alias}.id, ${alias}.kind, ${alias}.number, ${alias}.balance_ore::text AS balance_ore,
   ${alias}.payout_bank_name, ${alias}.payout_bank_account, to_char(${alias}.opened_on, 'YYYY-MM-DD') AS opened_on`;

/** The stakeholder's accounts, by number. */
export async function accountsOf(db: Queryable, stakeholderId: string): Promise<StoredAccount[]> {
  const rows = await db.query<AccountRow>(
    `SELECT ${accountColumns('a')} FROM account a WHERE a.stakeholder_id = $1 ORDER BY a.number`,
    [stakeholderId],
  );
  return rows.map(toAccount);
}

export async function accountOfKind(
  db: Queryable,
  stakeholderId: string,
  kind: AccountKind,
): Promise<StoredAccount | undefined> {
  return (await accountsOf(db, stakeholderId)).find((account) => account.kind === kind);
}
