import { Readable } from 'node:stream';
import type { Transaction, TransactionPage } from '#contracts/transactions';
import {
  COUNT_CAP,
  filterErrors,
  isIsoDay,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  parseTransactionFilter,
  type RawTransactionFilter,
} from '#contracts/transaction-filter';
import type { Queryable } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import type { EstateFilter } from '../../plugins/estate-scope.js';
import { invalidInput, NotFoundError } from '../../plugins/http-errors.js';
import { csvFileName, csvHeaderLine, csvLine } from './transactions-csv.js';
import { createTransactionsRepository, type Keyset, type Scope } from './transactions.repository.js';
import { transactionTexts } from './transactions.texts.js';

export interface TransactionQuery extends RawTransactionFilter {
  readonly cursor?: string;
  readonly limit?: string;
}

/**
 * Whose bookings a read shows: the stakeholder's, and for a representative whose mandate covers some of the
 * member's estates, only those about these estates or about no estate (null: every booking).
 */
export interface TransactionReader {
  readonly stakeholderId: string;
  readonly estates: EstateFilter;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}):([1-9]\d{0,17})$/;
/** The export reads this many rows per query: one index range step each, memory stays flat. */
const EXPORT_BATCH = 1_000;

/** The cursor is opaque to the client: base64url of "booked_on:id" of the last row shown. */
export const encodeCursor = (keyset: Keyset): string =>
  Buffer.from(`${keyset.bookedOn}:${keyset.id}`, 'utf8').toString('base64url');

export function decodeCursor(cursor: string): Keyset | undefined {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return undefined;
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (match === null || !isIsoDay(match[1] ?? '')) return undefined;
  return { bookedOn: match[1] ?? '', id: match[2] ?? '' };
}

function parseLimit(limit: string | undefined): number | undefined {
  if (limit === undefined || limit === '') return PAGE_SIZE_DEFAULT;
  if (!/^\d{1,3}$/.test(limit)) return undefined;
  const value = Number(limit);
  return value >= 1 && value <= PAGE_SIZE_MAX ? value : undefined;
}

export function createTransactionsService({ db, clock }: { db: Queryable; clock: Clock }) {
  const repository = createTransactionsRepository(db);

  /** The checked filter as a scope, and the stakeholder's accounts; another's account id: 404. */
  async function scopeOf({ stakeholderId, estates }: TransactionReader, raw: RawTransactionFilter) {
    const parsed = parseTransactionFilter(raw);
    if (!parsed.ok) throw invalidInput(parsed.fieldErrors);
    const accounts = await repository.accounts(stakeholderId);
    const { accountId } = parsed.filter;
    if (accountId !== undefined && !accounts.some((account) => account.id === accountId)) {
      throw new NotFoundError(transactionTexts.unknownAccount);
    }
    return { scope: { stakeholderId, filter: parsed.filter, estates } satisfies Scope, accounts };
  }

  /** A reader shown only some bookings gets no running balance: two of them would tell what lies between. */
  const shown = (scope: Scope, transaction: Transaction): Transaction =>
    scope.estates === null ? transaction : { ...transaction, balanceAfterOre: null };

  return {
    async page(reader: TransactionReader, query: TransactionQuery): Promise<TransactionPage> {
      const limit = parseLimit(query.limit);
      const after =
        query.cursor === undefined || query.cursor === '' ? undefined : decodeCursor(query.cursor);
      const badCursor = query.cursor !== undefined && query.cursor !== '' && after === undefined;
      if (limit === undefined || badCursor) {
        const parsed = parseTransactionFilter(query);
        throw invalidInput({
          ...(parsed.ok ? {} : parsed.fieldErrors),
          ...(badCursor ? { cursor: [filterErrors.cursor] } : {}),
          ...(limit === undefined ? { limit: [filterErrors.limit] } : {}),
        });
      }
      const { scope, accounts } = await scopeOf(reader, query);
      // One row more than asked tells whether another page follows, without counting.
      const [rows, totals] = await Promise.all([
        repository.page(scope, after, limit + 1),
        after === undefined ? repository.cappedTotals(scope, COUNT_CAP) : undefined,
      ]);
      const transactions = rows.slice(0, limit).map((row) => shown(scope, row));
      const last = transactions.at(-1);
      const capped = totals !== undefined && totals.count > COUNT_CAP;
      return {
        accounts,
        transactions,
        nextCursor:
          rows.length > limit && last !== undefined
            ? encodeCursor({ bookedOn: last.bookedOn, id: last.id })
            : null,
        total: totals === undefined ? null : { count: Math.min(totals.count, COUNT_CAP), capped },
        sums: totals === undefined || capped ? null : { inOre: totals.inOre, outOre: totals.outOre },
        limitedToMandate: scope.estates !== null,
      };
    },

    /** Every matching booking as CSV, read in keyset batches while the answer streams out. */
    async export(reader: TransactionReader, raw: RawTransactionFilter) {
      const { scope, accounts } = await scopeOf(reader, raw);
      const byId = new Map(accounts.map((account) => [account.id, account]));
      async function* lines() {
        yield csvHeaderLine();
        let after: Keyset | undefined;
        for (;;) {
          const rows = await repository.page(scope, after, EXPORT_BATCH);
          if (rows.length > 0) yield rows.map((row) => csvLine(shown(scope, row), byId)).join('');
          const last = rows.at(-1);
          if (rows.length < EXPORT_BATCH || last === undefined) return;
          after = { bookedOn: last.bookedOn, id: last.id };
        }
      }
      return {
        fileName: csvFileName(scope.filter.from, scope.filter.to ?? swedishDay(clock.now())),
        stream: Readable.from(lines()),
      };
    },
  };
}
