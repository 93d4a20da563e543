import { ACCOUNT_KIND_LABELS, BOOKING_KIND_LABELS } from '#contracts/ledger';
import type { Transaction, TransactionAccount } from '#contracts/transactions';
import { transactionTexts } from './transactions.texts.js';

/**
 * CSV as Swedish Excel opens it by double-click: UTF-8 with a byte-order mark (else Excel guesses
 * Windows-1252 and å, ä, ö break), semicolons (the comma is the decimal sign), decimal comma without
 * thousands separators (so cells stay numbers), CRLF line ends, ISO dates, a header row.
 */
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/**
 * A text cell: a leading = + - @ (or tab, carriage return) would make Excel run it as a formula (CSV
 * injection, OWASP), so it gets a leading apostrophe; quoted when it holds a separator, quote or line break.
 */
export function textCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** Öre as kronor with a decimal comma: -123456 → "-1234,56". */
export function kronorCell(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  return `${sign}${String(Math.trunc(abs / 100))},${String(abs % 100).padStart(2, '0')}`;
}

export const csvHeaderLine = (): string => CSV_BOM + transactionTexts.csvHeader.join(SEPARATOR) + LINE_END;

export function csvLine(transaction: Transaction, accounts: ReadonlyMap<string, TransactionAccount>): string {
  const account = accounts.get(transaction.accountId);
  return (
    [
      transaction.bookedOn,
      textCell(account?.number ?? ''),
      textCell(account === undefined ? '' : ACCOUNT_KIND_LABELS[account.kind]),
      textCell(BOOKING_KIND_LABELS[transaction.kind]),
      textCell(transaction.text),
      kronorCell(transaction.amountOre),
      transaction.balanceAfterOre === null ? '' : kronorCell(transaction.balanceAfterOre),
    ].join(SEPARATOR) + LINE_END
  );
}

/** `transaktioner_2026-01-01_2026-03-31.csv`; an open start or end is the first booking or today. */
export const csvFileName = (from: string | undefined, to: string): string =>
  `transaktioner_${from ?? transactionTexts.fromStart}_${to}.csv`;
