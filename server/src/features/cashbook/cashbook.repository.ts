import type { Attachment, AttachmentType, VoucherRow } from '#contracts/cashbook';
import type { Queryable } from '../../db/database.js';
import { oreFromBigint } from '../../lib/ore.js';
import { attachmentName } from '../../lib/file-names.js';

/** A voucher as stored, with its rows and its received attachments' descriptions (not their content). */
export interface StoredVoucher {
  readonly id: number;
  readonly year: number;
  readonly number: number;
  readonly date: string;
  readonly text: string;
  readonly rows: VoucherRow[];
  readonly recordedByStaff: boolean;
  readonly createdAt: Date;
  readonly changedAt: Date | null;
  readonly discardedAt: Date | null;
  readonly attachments: Attachment[];
}

export interface AccountSums {
  readonly account: number;
  readonly debitOre: number;
  readonly creditOre: number;
}

type VoucherRowRecord = {
  id: string;
  year: number;
  number: number;
  voucher_date: string;
  text: string;
  created_by_staff: boolean;
  created_at: Date | string;
  changed_at: Date | string | null;
  discarded_at: Date | string | null;
};

const instant = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

const VOUCHER_SELECT = `
  SELECT id::text AS id, year, number, voucher_date::text AS voucher_date, text, created_by_staff,
         created_at, changed_at, discarded_at
  FROM cashbook_voucher`;

/** Vouchers, rows and attachments, always looked up by the stakeholder they belong to. */
export function createCashbookRepository(db: Queryable) {
  async function withDetails(records: VoucherRowRecord[]): Promise<StoredVoucher[]> {
    if (records.length === 0) return [];
    const ids = records.map((record) => record.id);
    const rows = await db.query<{ voucher_id: string; account: number; debit: string; credit: string }>(
      `SELECT voucher_id::text AS voucher_id, account, debit_ore::text AS debit, credit_ore::text AS credit
       FROM cashbook_row WHERE voucher_id = ANY($1::bigint[]) ORDER BY voucher_id, position`,
      [ids],
    );
    const files = await db.query<{
      voucher_id: string;
      id: string;
      file_name: string;
      content_type: AttachmentType;
      size_bytes: number;
    }>(
      `SELECT voucher_id::text AS voucher_id, id, file_name, content_type, size_bytes
       FROM cashbook_attachment WHERE voucher_id = ANY($1::bigint[]) AND NOT receiving
       ORDER BY uploaded_at, id`,
      [ids],
    );
    return records.map((record) => ({
      id: Number(record.id),
      year: record.year,
      number: record.number,
      date: record.voucher_date,
      text: record.text,
      recordedByStaff: record.created_by_staff,
      createdAt: new Date(record.created_at),
      changedAt: instant(record.changed_at),
      discardedAt: instant(record.discarded_at),
      rows: rows
        .filter((row) => row.voucher_id === record.id)
        .map((row) => ({
          account: row.account,
          debitOre: oreFromBigint(row.debit),
          creditOre: oreFromBigint(row.credit),
        })),
      attachments: files
        .filter((file) => file.voucher_id === record.id)
        .map((file) => ({
          id: file.id,
          // Named by its type also when it was stored before names were (the link's download name).
          fileName: attachmentName(file.file_name, file.content_type),
          contentType: file.content_type,
          sizeBytes: file.size_bytes,
        })),
    }));
  }

  return {
    async list(stakeholderId: string, year: number): Promise<StoredVoucher[]> {
      return withDetails(
        await db.query<VoucherRowRecord>(
          `${VOUCHER_SELECT} WHERE stakeholder_id = $1 AND year = $2 ORDER BY number`,
          [stakeholderId, year],
        ),
      );
    },

    /** The member's voucher; `lock` holds it for the rest of the transaction (edit, discard). */
    async find(stakeholderId: string, id: number, lock = false): Promise<StoredVoucher | undefined> {
      const records = await db.query<VoucherRowRecord>(
        `${VOUCHER_SELECT} WHERE stakeholder_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
        [stakeholderId, id],
      );
      return (await withDetails(records))[0];
    },

    /** The years the member has booked in, newest first. */
    async years(stakeholderId: string): Promise<number[]> {
      const rows = await db.query<{ year: number }>(
        'SELECT DISTINCT year FROM cashbook_voucher WHERE stakeholder_id = $1 ORDER BY year DESC',
        [stakeholderId],
      );
      return rows.map((row) => row.year);
    },

    /** The next number in the member's series for the year; given back if the transaction fails. */
    async nextNumber(stakeholderId: string, year: number): Promise<number> {
      const [row] = await db.query<{ last_number: number }>(
        `INSERT INTO cashbook_series (stakeholder_id, year, last_number) VALUES ($1, $2, 1)
         ON CONFLICT (stakeholder_id, year) DO UPDATE SET last_number = cashbook_series.last_number + 1
         RETURNING last_number`,
        [stakeholderId, year],
      );
      if (row === undefined) throw new Error('the series gave no number');
      return row.last_number;
    },

    async insert(voucher: {
      stakeholderId: string;
      year: number;
      number: number;
      date: string;
      text: string;
      personId: string;
      onBehalf: boolean;
      at: Date;
    }): Promise<number> {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO cashbook_voucher (stakeholder_id, year, number, voucher_date, text, created_by,
           created_by_staff, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::text AS id`,
        [
          voucher.stakeholderId,
          voucher.year,
          voucher.number,
          voucher.date,
          voucher.text,
          voucher.personId,
          voucher.onBehalf,
          voucher.at,
        ],
      );
      if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
      return Number(row.id);
    },

    async replaceRows(voucherId: number, rows: readonly VoucherRow[]): Promise<void> {
      await db.query('DELETE FROM cashbook_row WHERE voucher_id = $1', [voucherId]);
      if (rows.length === 0) return;
      // All rows in one statement; a row's position is its place in the arrays, from 0.
      await db.query(
        `INSERT INTO cashbook_row (voucher_id, position, account, debit_ore, credit_ore)
         SELECT $1, r.position - 1, r.account, r.debit_ore, r.credit_ore
           FROM unnest($2::integer[], $3::bigint[], $4::bigint[])
                WITH ORDINALITY AS r(account, debit_ore, credit_ore, position)`,
        [
          voucherId,
          rows.map((row) => row.account),
          rows.map((row) => row.debitOre),
          rows.map((row) => row.creditOre),
        ],
      );
    },

    /** Changes date and text, and files what the voucher looked like before (who and when). */
    async update(
      previous: StoredVoucher,
      change: { date: string; text: string; personId: string; onBehalf: boolean; at: Date },
    ): Promise<void> {
      await db.query(
        `INSERT INTO cashbook_voucher_change (voucher_id, changed_at, changed_by, changed_by_staff, previous)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          previous.id,
          change.at,
          change.personId,
          change.onBehalf,
          JSON.stringify({ date: previous.date, text: previous.text, rows: previous.rows }),
        ],
      );
      await db.query(
        'UPDATE cashbook_voucher SET voucher_date = $2, text = $3, changed_at = $4 WHERE id = $1',
        [previous.id, change.date, change.text, change.at],
      );
    },

    async discard(voucherId: number, personId: string, at: Date): Promise<void> {
      await db.query('UPDATE cashbook_voucher SET discarded_at = $2, discarded_by = $3 WHERE id = $1', [
        voucherId,
        at,
        personId,
      ]);
    },

    /** Debit and credit per account over the member's vouchers in the years given, discarded ones left out. */
    async sums(stakeholderId: string, fromYear: number, toYear: number): Promise<AccountSums[]> {
      const rows = await db.query<{ account: number; debit: string; credit: string }>(
        `SELECT r.account, sum(r.debit_ore)::text AS debit, sum(r.credit_ore)::text AS credit
         FROM cashbook_row r JOIN cashbook_voucher v ON v.id = r.voucher_id
         WHERE v.stakeholder_id = $1 AND v.year BETWEEN $2 AND $3 AND v.discarded_at IS NULL
         GROUP BY r.account ORDER BY r.account`,
        [stakeholderId, fromYear, toYear],
      );
      return rows.map((row) => ({
        account: row.account,
        debitOre: oreFromBigint(row.debit),
        creditOre: oreFromBigint(row.credit),
      }));
    },

    /** Who the book belongs to, for the SIE file's #FNAMN and #ORGNR. */
    async owner(stakeholderId: string): Promise<
      | {
          name: string;
          kind: 'person' | 'company';
          organisationNumber: string | null;
          personId: string | null;
          personalNumber: string | null;
        }
      | undefined
    > {
      const [row] = await db.query<{
        name: string;
        kind: 'person' | 'company';
        organisation_number: string | null;
        person_id: string | null;
        personal_number: string | null;
      }>(
        `SELECT s.name, s.kind, s.organisation_number, s.person_id, p.personal_number
         FROM stakeholder s LEFT JOIN person p ON p.id = s.person_id WHERE s.id = $1`,
        [stakeholderId],
      );
      return row === undefined
        ? undefined
        : {
            name: row.name,
            kind: row.kind,
            organisationNumber: row.organisation_number,
            personId: row.person_id,
            personalNumber: row.personal_number,
          };
    },
  };
}

export type CashbookRepository = ReturnType<typeof createCashbookRepository>;
