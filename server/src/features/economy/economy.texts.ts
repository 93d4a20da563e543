import {
  formatKronorExact,
  MIN_WITHDRAWAL_ORE,
  type PayDayProblem,
  type WithdrawalAmountProblem,
} from '#contracts/economy';
import { swedishLongDate, swedishShortDate } from '../../lib/swedish-time.js';
import type { SignedLine } from '../../signing/signing.texts.js';

/** What the server says about the economy in Swedish: error messages and booking texts. */

export const economyErrors = {
  noStakeholder: 'Välj vem du företräder innan du öppnar ekonomin.',
  rulesBroken: 'Några uppgifter uppfyller inte reglerna. Rätta dem och försök igen.',
  // Withdrawals
  noAccount: 'Du har inget merkonto att ta ut pengar från.',
  noBankAccount:
    'Det finns inget bankkonto registrerat för utbetalningar. Kontakta oss så hjälper vi dig att lägga till ett.',
  amountPositive: 'Beloppet måste vara större än 0 kr.',
  amountMinimum: (minOre: number) => `Det minsta uttaget är ${formatKronorExact(minOre)}.`,
  amountOverBalance: (availableOre: number) =>
    `Beloppet är större än det du kan ta ut. Du kan ta ut högst ${formatKronorExact(availableOre)}.`,
  dateFormat: 'Ange ett datum, till exempel 2026-12-01.',
  dateTooEarly: (earliest: string) => `Tidigaste möjliga utbetalningsdag är ${swedishShortDate(earliest)}.`,
  dateTooLate: (latest: string) =>
    `Utbetalningsdagen kan vara högst 90 dagar fram, senast ${swedishShortDate(latest)}.`,
  notBankingDay: 'Välj en bankdag: måndag till fredag som inte är en helgdag.',
  withdrawalNotFound: 'Uttaget finns inte.',
  withdrawalNotCancellable:
    'Uttaget kan inte längre återkallas: det är redan utbetalt, återkallat eller ska betalas i dag.',
  // Payment plan
  noPlan: 'Du har ingen betalningsplan.',
  payoutNotFound: 'Utbetalningen finns inte i din betalningsplan.',
  payoutPaid: 'Utbetalningen är redan gjord och kan inte ändras.',
  payoutTooSoon: (days: number) =>
    `Utbetalningen ska göras om mindre än ${String(days)} dagar och kan inte längre ändras här. Kontakta din rådgivare.`,
  changeOpen:
    'Du har redan en begäran om ändring av den här utbetalningen som väntar på beslut. Återkalla den först om du vill ändra något.',
  moveOnePart: 'Ange en ny dag för utbetalningen.',
  moveSameAmount: (amountOre: number) =>
    `När du flyttar en utbetalning behåller den sitt belopp, ${formatKronorExact(amountOre)}.`,
  moveSameDay: 'Välj en annan dag än den utbetalningen redan har.',
  splitTwoParts: 'Dela utbetalningen i två delar.',
  splitMinimum: (minOre: number) => `Varje del måste vara minst ${formatKronorExact(minOre)}.`,
  splitSum: (amountOre: number) => `Delarna ska tillsammans bli ${formatKronorExact(amountOre)}.`,
  splitSameDay: 'De två delarna ska betalas ut olika dagar.',
  changeTooEarly: (earliest: string, days: number) =>
    `Den nya dagen måste vara minst ${String(days)} dagar fram, tidigast ${swedishShortDate(earliest)}.`,
  changeTooLate: (latest: string) =>
    `Betalningsplanen får inte sträcka sig längre än till ${swedishShortDate(latest)} (10 år från avräkningen).`,
  changeNotFound: 'Begäran om ändring finns inte.',
  changeDecided: 'Begäran har redan behandlats eller återkallats och kan inte återkallas.',
} as const;

/** A withdrawal's amount refused, told with what the member may take out. */
export const withdrawalAmountMessage = (problem: WithdrawalAmountProblem, availableOre: number): string =>
  ({
    notPositive: economyErrors.amountPositive,
    belowMinimum: economyErrors.amountMinimum(MIN_WITHDRAWAL_ORE),
    overBalance: economyErrors.amountOverBalance(Math.max(0, availableOre)),
  })[problem];

/** A pay day refused; too early and too late are told in the words of the window it must be in. */
export const payDayMessage = (
  problem: PayDayProblem,
  window: { readonly tooEarly: string; readonly tooLate: string },
): string =>
  ({
    notADate: economyErrors.dateFormat,
    tooEarly: window.tooEarly,
    tooLate: window.tooLate,
    notBankingDay: economyErrors.notBankingDay,
  })[problem];

export const bookingTexts = {
  withdrawal: (payOn: string) => `Uttag till bankkonto, utbetalning ${swedishLongDate(payOn)}`,
  reversal: 'Återfört uttag',
} as const;

/** What the member signs with BankID, under its heading and whom it is for (signing/signing.texts.ts). */
export const signedTitles = {
  withdrawal: 'Uttag från merkontot',
  planChange: 'Ändring av betalningsplanen',
} as const;

export const signedLines = {
  withdrawal: (withdrawal: {
    account: { number: string };
    amountOre: number;
    bankAccount: string;
    payOn: string;
  }): SignedLine[] => [
    ['Från merkonto', withdrawal.account.number],
    ['Belopp', formatKronorExact(withdrawal.amountOre)],
    ['Till bankkonto', withdrawal.bankAccount],
    ['Utbetalningsdag', swedishLongDate(withdrawal.payOn)],
  ],
  planChange: (change: {
    planNumber: string;
    payout: { dueOn: string; amountOre: number };
    kind: 'move' | 'split';
    requested: readonly { dueOn: string; amountOre: number }[];
    message: string;
  }): SignedLine[] => [
    ['Betalningsplan', change.planNumber],
    [
      `Utbetalningen ${swedishLongDate(change.payout.dueOn)} på ${formatKronorExact(change.payout.amountOre)} ` +
        (change.kind === 'move' ? 'flyttas till:' : 'delas i:'),
    ],
    ...change.requested.map((payout): SignedLine => [
      swedishLongDate(payout.dueOn),
      formatKronorExact(payout.amountOre),
    ]),
    ...(change.message.trim() === '' ? [] : [['Meddelande', change.message] as const]),
  ],
} as const;

/** A withdrawal as the member's access log names a change to it. */
export const auditTexts = {
  withdrawal: (withdrawal: { amountOre: number; payOn: string }): string =>
    `Uttag ${formatKronorExact(withdrawal.amountOre)}, utbetalning ${swedishLongDate(withdrawal.payOn)}`,
  withdrawalCancelled: (withdrawal: { amountOre: number; payOn: string }): string =>
    `Uttag ${formatKronorExact(withdrawal.amountOre)} återkallat (utbetalning ${swedishLongDate(withdrawal.payOn)})`,
} as const;
