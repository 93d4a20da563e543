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
};
