import { dayProblem, dayRangeMessage, isIsoDay, today, type DayRange } from './calendar-day.js';
import { BOOKING_KINDS, type BookingKind } from './ledger.js';
import { isUuid } from './uuid.js';

/**
 * The filter of the member's transactions, pure and shared: the server answers 400 with these rules, the
 * page checks its form and its URL with them. Plain data and functions: the page's first load imports it.
 */

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;
export const SEARCH_TEXT_MAX = 100;
/** Above this many matches the list says "fler än 10 000" and leaves out the sums (bounded work per call). */
export const COUNT_CAP = 10_000;

/** The filter as it travels in the query string (and the page's URL): every field optional text. */
export interface RawTransactionFilter {
  readonly account?: string;
  readonly from?: string;
  readonly to?: string;
  readonly kind?: string;
  readonly q?: string;
}

export interface TransactionFilter {
  /** An account id, or undefined for all the stakeholder's accounts. */
  readonly accountId?: string;
  readonly from?: string;
  readonly to?: string;
  readonly kind?: BookingKind;
  /** Case-insensitive "contains", trimmed; never empty. */
  readonly text?: string;
}

/** The days a filter may start or end on: as far back as any account goes, and a year ahead. */
export const FILTER_DAYS: DayRange = {
  from: { years: -50 },
  until: { years: 1 },
  words: 'från 50 år bakåt till ett år fram',
};

export const FILTER_FIELDS = ['account', 'from', 'to', 'kind', 'q'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export const filterErrors = {
  account: 'Välj ett av dina konton i listan.',
  from: 'Skriv datumet som år-månad-dag, till exempel 2026-01-31.',
  to: 'Skriv datumet som år-månad-dag, till exempel 2026-12-31.',
  range: dayRangeMessage(FILTER_DAYS),
  order: 'Från-datumet kan inte vara efter till-datumet.',
  kind: 'Välj en typ av transaktion i listan.',
  q: `Sökordet får vara högst ${String(SEARCH_TEXT_MAX)} tecken.`,
  cursor: 'Listan kunde inte fortsätta där den slutade. Ladda om sidan och försök igen.',
  limit: `Antalet per sida ska vara ett heltal från 1 till ${String(PAGE_SIZE_MAX)}.`,
} as const;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30): the server reads its cursors with it. */
export { isIsoDay };

const isBookingKind = (value: string): value is BookingKind =>
  (BOOKING_KINDS as readonly string[]).includes(value);

export type FilterResult =
  | { readonly ok: true; readonly filter: TransactionFilter }
  | { readonly ok: false; readonly fieldErrors: Partial<Record<FilterField, string[]>> };

/** Checks a raw filter against `day` (today); empty fields and `account=all` mean "no filter on this". */
export function parseTransactionFilter(raw: RawTransactionFilter, day: string = today()): FilterResult {
  const errors: Partial<Record<FilterField, string[]>> = {};
  const filter: { -readonly [K in keyof TransactionFilter]: TransactionFilter[K] } = {};
  const account = raw.account?.trim() ?? '';
  if (account !== '' && account !== 'all') {
    if (isUuid(account)) filter.accountId = account.toLowerCase();
    else errors.account = [filterErrors.account];
  }
  for (const field of ['from', 'to'] as const) {
    const value = raw[field]?.trim() ?? '';
    if (value === '') continue;
    const problem = dayProblem(value, FILTER_DAYS, day);
    if (problem === undefined) filter[field] = value;
    else errors[field] = [problem === 'notADate' ? filterErrors[field] : filterErrors.range];
  }
  if (filter.from !== undefined && filter.to !== undefined && filter.from > filter.to) {
    errors.to = [filterErrors.order];
  }
  const kind = raw.kind?.trim() ?? '';
  if (kind !== '' && kind !== 'all') {
    if (isBookingKind(kind)) filter.kind = kind;
    else errors.kind = [filterErrors.kind];
  }
  const text = raw.q?.trim() ?? '';
  if (text.length > SEARCH_TEXT_MAX) errors.q = [filterErrors.q];
  else if (text !== '') filter.text = text;
  return Object.keys(errors).length > 0 ? { ok: false, fieldErrors: errors } : { ok: true, filter };
}

/** The filter as query-string pairs, in a fixed order, leaving out what is not set. */
export function filterSearchParams(filter: TransactionFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.accountId !== undefined) params.set('account', filter.accountId);
  if (filter.from !== undefined) params.set('from', filter.from);
  if (filter.to !== undefined) params.set('to', filter.to);
  if (filter.kind !== undefined) params.set('kind', filter.kind);
  if (filter.text !== undefined) params.set('q', filter.text);
  return params;
}

export const isFiltered = (filter: TransactionFilter): boolean => filterSearchParams(filter).size > 0;
