import { INCOME_BOOKING_KINDS, PAYMENT_IN_BOOKING_KINDS } from '#contracts/ledger';

const quoted = (kinds: readonly string[]) => kinds.map((kind) => `'${kind}'`).join(', ');

/** SQL: `booking` row `b` is money paid in to the member (income or the moms paid with it). */
export const isPaymentInSql = (b: string) =>
  `(${b}.amount_ore > 0 AND ${b}.kind IN (${quoted(PAYMENT_IN_BOOKING_KINDS)}))`;

/** SQL: `booking` row `b` is income (never moms, never a withdrawal booked back). */
export const isIncomeSql = (b: string) =>
  `(${b}.amount_ore > 0 AND ${b}.kind IN (${quoted(INCOME_BOOKING_KINDS)}))`;

/**
 * SQL: the moms in `booking` row `b`, in öre, with `s` its settlement (LEFT JOINed on `b.settlement_id`).
 * Moms paid with a payout from the payment plan is a booking of its own; a settlement paid straight to the
 * merkonto carries its moms inside the likvid, so the settlement's moms is the part of it that is not income.
 * One rule for every report that splits money in into income and moms (docs/domain.md 3).
 */
export const vatInBookingSql = (b: string, s: string) =>
  `(CASE WHEN ${b}.kind = 'moms' THEN ${b}.amount_ore
         WHEN ${b}.kind IN ('likvid', 'dellikvid') AND ${s}.paid_to = 'merkonto'
           THEN least(${s}.vat_ore, ${b}.amount_ore)
         ELSE 0 END)`;
