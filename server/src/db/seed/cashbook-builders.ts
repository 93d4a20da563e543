import type { VoucherRow } from '#contracts/cashbook';
import type { Queryable } from '../database.js';

/**
 * Cashbook vouchers for the demo and the tests, numbered in the owner's series as the service numbers them.
 * The book's rules (balance, open years) are the service's: a builder writes what it is given.
 */

export interface VoucherOwner {
  readonly stakeholderId: string;
  readonly personId: string;
}

export interface BuiltVoucher {
  readonly id: string;
  readonly number: number;
}

const kr = (kronor: number): number => Math.round(kronor * 100);

/** Row shorthands in kronor: debit(4020, 1250) and credit(1930, 1250). */
export const debit = (account: number, kronor: number): VoucherRow => ({
  account,
  debitOre: kr(kronor),
  creditOre: 0,
});
export const credit = (account: number, kronor: number): VoucherRow => ({
  account,
  debitOre: 0,
  creditOre: kr(kronor),
});

export async function insertVoucher(
  db: Queryable,
  owner: VoucherOwner,
  overrides: {
    date?: string;
    text?: string;
    rows?: readonly VoucherRow[];
    discarded?: boolean;
    onBehalf?: boolean;
  } = {},
): Promise<BuiltVoucher> {
  const date = overrides.date ?? '2026-03-15';
  const year = Number(date.slice(0, 4));
  const rows = overrides.rows ?? [debit(4020, 1250), credit(1930, 1250)];
  const [series] = await db.query<{ last_number: number }>(
    `INSERT INTO cashbook_series (stakeholder_id, year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (stakeholder_id, year) DO UPDATE SET last_number = cashbook_series.last_number + 1
     RETURNING last_number`,
    [owner.stakeholderId, year],
  );
  const number = series?.last_number ?? 1;
  const [voucher] = await db.query<{ id: string }>(
    `INSERT INTO cashbook_voucher (stakeholder_id, year, number, voucher_date, text, created_by,
       created_by_staff, created_at, discarded_at, discarded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, ($4::date + time '18:00') AT TIME ZONE 'Europe/Stockholm',
       CASE WHEN $8 THEN ($4::date + time '19:00') AT TIME ZONE 'Europe/Stockholm' END,
       CASE WHEN $8 THEN $6::uuid END)
     RETURNING id::text AS id`,
    [
      owner.stakeholderId,
      year,
      number,
      date,
      overrides.text ?? 'Plantor',
      owner.personId,
      overrides.onBehalf ?? false,
      overrides.discarded ?? false,
    ],
  );
  if (voucher === undefined) throw new Error('INSERT … RETURNING gave no row');
  for (const [position, row] of rows.entries()) {
    await db.query(
      `INSERT INTO cashbook_row (voucher_id, position, account, debit_ore, credit_ore)
       VALUES ($1, $2, $3, $4, $5)`,
      [voucher.id, position, row.account, row.debitOre, row.creditOre],
    );
  }
  return { id: voucher.id, number };
}

/** A receipt on a voucher: a tiny PDF unless the test gives other bytes. */
export async function insertVoucherAttachment(
  db: Queryable,
  voucher: { id: string },
  owner: VoucherOwner,
  file: { fileName?: string; contentType?: string; content?: Buffer } = {},
): Promise<{ id: string }> {
  const content = file.content ?? Buffer.from('%PDF-1.4\n% kvitto\n%%EOF\n', 'latin1');
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO cashbook_attachment (voucher_id, file_name, content_type, size_bytes, content, uploaded_by,
       uploaded_at)
     VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING id`,
    [
      voucher.id,
      file.fileName ?? 'kvitto.pdf',
      file.contentType ?? 'application/pdf',
      content.length,
      content,
      owner.personId,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}
