import * as z from 'zod/mini';
import {
  parseKronor,
  rowProblems,
  type Verificate,
  type VoucherInput,
  type VoucherRow,
  VOUCHER_DAYS,
} from '#contracts/cashbook';
import { dayField } from '#contracts/field-schemas';
import { cashbookTexts } from './cashbook.texts';

const errors = cashbookTexts.form.errors;

/** A row as the form holds it: the account number and the amounts as typed, in kronor. */
export interface FormRow {
  account: string;
  debit: string;
  credit: string;
}

const amount = z
  .string()
  .check(z.refine((text) => text.trim() === '' || parseKronor(text) !== undefined, errors.amount));

/** What the form checks by itself before the rules of the book (which the contract's `rowProblems` has). */
export const VoucherFormSchema = z.object({
  // A day that exists (not 2026-02-30) and may be booked, as the server checks it.
  date: dayField(VOUCHER_DAYS, { notADate: errors.date }),
  text: z.string().check(z.trim(), z.minLength(1, errors.text), z.maxLength(200, errors.text)),
  rows: z.array(
    z.object({
      account: z.string().check(z.minLength(1, errors.account)),
      debit: amount,
      credit: amount,
    }),
  ),
});
export type VoucherFormValues = z.infer<typeof VoucherFormSchema>;

export const emptyRow = (): FormRow => ({ account: '', debit: '', credit: '' });

/** Öre as the form shows them: "1250,50"; nothing for zero. */
export const oreInput = (ore: number): string => (ore === 0 ? '' : (ore / 100).toFixed(2).replace('.', ','));

export const voucherLabel = (voucher: Pick<Verificate, 'series' | 'number'>): string =>
  `${voucher.series}${String(voucher.number)}`;

export function valuesOf(voucher: Verificate | undefined, today: string): VoucherFormValues {
  if (voucher === undefined) return { date: today, text: '', rows: [emptyRow(), emptyRow()] };
  return {
    date: voucher.date,
    text: voucher.text,
    rows: voucher.rows.map((row) => ({
      account: String(row.account),
      debit: oreInput(row.debitOre),
      credit: oreInput(row.creditOre),
    })),
  };
}

export const rowsOf = (rows: readonly FormRow[]): VoucherRow[] =>
  rows.map((row) => ({
    account: Number(row.account),
    debitOre: parseKronor(row.debit) ?? 0,
    creditOre: parseKronor(row.credit) ?? 0,
  }));

/** Debit minus credit of what is typed so far; what is not yet an amount counts as nothing. */
export const differenceOfForm = (rows: readonly FormRow[]): number =>
  rowsOf(rows).reduce((sum, row) => sum + row.debitOre - row.creditOre, 0);

export const inputOf = (values: VoucherFormValues): VoucherInput => ({
  date: values.date,
  text: values.text.trim(),
  rows: rowsOf(values.rows),
});

/** A form field name for a field of the API ("rows.0.debitOre" → "rows.0.debit"; "rows" → "root.rows"). */
export function formFieldOf(apiField: string): string | undefined {
  if (apiField === 'date' || apiField === 'text') return apiField;
  if (apiField === 'rows') return 'root.rows';
  const match = /^rows\.(\d+)\.(account|debitOre|creditOre)$/.exec(apiField);
  if (match === null) return undefined;
  const field = match[2] === 'account' ? 'account' : match[2] === 'debitOre' ? 'debit' : 'credit';
  return `rows.${match[1] ?? '0'}.${field}`;
}

/** The rules of the book on what the form holds, keyed by form field. */
export function bookProblems(values: VoucherFormValues): { field: string; message: string }[] {
  return rowProblems(rowsOf(values.rows)).flatMap((problem) => {
    const field = formFieldOf(problem.path.join('.'));
    return field === undefined ? [] : [{ field, message: problem.message }];
  });
}
