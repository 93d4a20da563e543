/**
 * The member's accounts at the association and the kinds of booking on them (docs/domain.md 3), shared by
 * the economy, transactions and documents features. Plain data: the first load may import it.
 */

export const ACCOUNT_KINDS = ['merkonto', 'betalningsplan'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const ACCOUNT_KIND_LABELS: Record<AccountKind, string> = {
  merkonto: 'Merkonto',
  betalningsplan: 'Betalningsplan',
};

export const BOOKING_KINDS = [
  'likvid',
  'dellikvid',
  'efterlikvid',
  'utdelning',
  'ranta',
  'overforing',
  'uttag',
  'avgift',
  'moms',
] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

export const BOOKING_KIND_LABELS: Record<BookingKind, string> = {
  likvid: 'Likvid',
  dellikvid: 'Dellikvid',
  efterlikvid: 'Efterlikvid',
  utdelning: 'Utdelning',
  ranta: 'Ränta',
  overforing: 'Överföring',
  uttag: 'Uttag',
  avgift: 'Avgift',
  moms: 'Moms',
};

/**
 * What is income to the member when it reaches the merkonto (docs/domain.md 3): settlements, efterlikvid,
 * utdelning, interest and payouts from the payment plan (booked as `overforing`). Moms paid beside a likvid or a
 * payout is money in but never income, and a cancelled withdrawal booked back (`uttag`, positive) is neither.
 */
export const INCOME_BOOKING_KINDS = [
  'likvid',
  'dellikvid',
  'efterlikvid',
  'utdelning',
  'ranta',
  'overforing',
] as const satisfies readonly BookingKind[];

/** Money paid in to the member: income and the moms paid with it. */
export const PAYMENT_IN_BOOKING_KINDS = [
  ...INCOME_BOOKING_KINDS,
  'moms',
] as const satisfies readonly BookingKind[];
