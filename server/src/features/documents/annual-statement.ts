import { ACCOUNT_KIND_LABELS, BOOKING_KIND_LABELS, type BookingKind } from '#contracts/ledger';
import type { StatementBooking, StatementData } from './annual-statement.repository.js';

/**
 * What an annual statement (årsbesked) adds up, from the year's bookings alone:
 * - income: likvid paid to the merkonto (moms taken from its settlement), payouts from the payment plan
 *   (moms paid with them on the same day shown apart), efterlikvid, utdelning and interest;
 * - per account: the opening balance, the year's movements by kind, and the closing balance on 31 December,
 *   where opening + movements = closing, as the ledger keeps it.
 * Likvid put into the payment plan is not income of the year: it is taxed when paid out.
 */

type IncomeKind = 'likvid' | 'payout' | 'other-likvid' | 'efterlikvid' | 'utdelning' | 'ranta';

const INCOME_LABELS: Record<IncomeKind, string> = {
  likvid: 'Likvid för virke enligt avräkningsnotor',
  payout: 'Utbetalningar från betalningsplanen',
  'other-likvid': 'Övrig likvid',
  efterlikvid: 'Efterlikvid',
  utdelning: 'Utdelning på insatskapital',
  ranta: 'Ränta på merkonto och betalningsplan',
};

interface IncomeLine {
  readonly kind: IncomeKind;
  readonly label: string;
  readonly exclVatOre: number;
  readonly vatOre: number;
  readonly totalOre: number;
}

interface AccountYear {
  readonly number: string;
  readonly kindLabel: string;
  readonly openingOre: number;
  readonly movements: readonly { kind: BookingKind; label: string; amountOre: number }[];
  readonly closingOre: number;
}

export interface AnnualStatement {
  readonly year: number;
  readonly income: readonly IncomeLine[];
  readonly incomeTotal: IncomeLine;
  /** Likvid put into the payment plan during the year: not income until it is paid out. */
  readonly intoPlanOre: number;
  readonly withdrawalsOre: number;
  readonly accounts: readonly AccountYear[];
  readonly laterPayouts: StatementData['laterPayouts'];
  readonly stake: StatementData['stake'];
}

function incomeKindOf(
  booking: StatementBooking,
  accountKind: string,
  payoutDays: ReadonlySet<string>,
): IncomeKind | undefined {
  if (accountKind !== 'merkonto') return undefined;
  switch (booking.kind) {
    case 'likvid':
    case 'dellikvid':
      return booking.paysSettlement ? 'likvid' : 'other-likvid';
    case 'moms':
      // Moms on a payout is booked beside it, on the payout's day (ledger/pay-planned-payout.ts).
      return payoutDays.has(booking.bookedOn) ? 'payout' : 'other-likvid';
    case 'overforing':
      return booking.paysPlannedPayout ? 'payout' : undefined;
    case 'efterlikvid':
    case 'utdelning':
    case 'ranta':
      return booking.kind;
    default:
      return undefined;
  }
}

export function annualStatement(data: StatementData): AnnualStatement {
  const accountKinds = new Map(data.accounts.map((account) => [account.id, account.kind]));
  const payoutDays = new Set(data.bookings.filter((b) => b.paysPlannedPayout).map((b) => b.bookedOn));
  const sums = new Map<IncomeKind, { excl: number; vat: number }>();
  let intoPlanOre = 0;
  let withdrawalsOre = 0;
  for (const booking of data.bookings) {
    const accountKind = accountKinds.get(booking.accountId) ?? '';
    if (accountKind === 'betalningsplan' && (booking.kind === 'likvid' || booking.kind === 'dellikvid')) {
      intoPlanOre += booking.amountOre;
    }
    if (booking.kind === 'uttag') withdrawalsOre -= booking.amountOre;
    const kind = incomeKindOf(booking, accountKind, payoutDays);
    if (kind === undefined) continue;
    const sum = sums.get(kind) ?? { excl: 0, vat: 0 };
    sum.excl += booking.amountOre - booking.vatOre;
    sum.vat += booking.vatOre;
    sums.set(kind, sum);
  }
  const income = (Object.keys(INCOME_LABELS) as IncomeKind[]).flatMap((kind): IncomeLine[] => {
    const sum = sums.get(kind);
    return sum === undefined
      ? []
      : [
          {
            kind,
            label: INCOME_LABELS[kind],
            exclVatOre: sum.excl,
            vatOre: sum.vat,
            totalOre: sum.excl + sum.vat,
          },
        ];
  });
  const incomeTotal = income.reduce<IncomeLine>(
    (total, line) => ({
      ...total,
      exclVatOre: total.exclVatOre + line.exclVatOre,
      vatOre: total.vatOre + line.vatOre,
      totalOre: total.totalOre + line.totalOre,
    }),
    { kind: 'likvid', label: 'Summa', exclVatOre: 0, vatOre: 0, totalOre: 0 },
  );

  const accounts = data.accounts.map((account): AccountYear => {
    const byKind = new Map<BookingKind, number>();
    for (const booking of data.bookings) {
      if (booking.accountId !== account.id) continue;
      byKind.set(booking.kind, (byKind.get(booking.kind) ?? 0) + booking.amountOre);
    }
    return {
      number: account.number,
      kindLabel: ACCOUNT_KIND_LABELS[account.kind],
      openingOre: account.openingOre,
      movements: [...byKind].map(([kind, amountOre]) => ({
        kind,
        label: BOOKING_KIND_LABELS[kind],
        amountOre,
      })),
      closingOre: account.closingOre,
    };
  });

  return {
    year: data.year,
    income,
    incomeTotal,
    intoPlanOre,
    withdrawalsOre,
    accounts,
    laterPayouts: data.laterPayouts,
    stake: data.stake,
  };
}
