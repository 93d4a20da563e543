import * as z from 'zod/mini';
import type { DayRange } from './calendar-day.js';
import { dayField, wholeNumberText } from './field-schemas.js';

export { parseKronor } from './decimal-number.js';

/**
 * The cashbook (kassabok): the member's own bookkeeping of the forest business, in vouchers (verifikat) on a
 * small forestry chart of BAS accounts (docs/domain.md 7). Amounts are whole öre; a row is debit or credit.
 */

export const ACCOUNT_GROUPS = ['income', 'cost', 'asset', 'liability', 'equity'] as const;
export type AccountGroup = (typeof ACCOUNT_GROUPS)[number];

/** The Swedish VAT rates a row can carry; 0 for what has no VAT (interest, insurance, compensation). */
export const VAT_RATES = [25, 12, 6, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

export interface AccountType {
  readonly number: number;
  readonly name: string;
  readonly group: AccountGroup;
  readonly vatRate: VatRate;
  /** The NE-bilaga field (SRU code) the account's balance goes to, where one fits. */
  readonly sru: number | null;
}

const account = (
  number: number,
  name: string,
  group: AccountGroup,
  vatRate: VatRate = 0,
  sru: number | null = null,
): AccountType => ({ number, name, group, vatRate, sru });

/**
 * The forestry chart, BAS numbers (verify against the current BAS plan before relying on them in a return).
 * SRU codes are the NE-bilaga's: R1 7400 momspliktiga intäkter, R2 7401 momsfria, R4 7403 ränteintäkter,
 * R5 7500 varor och tjänster, R6 7501 övriga externa kostnader, R8 7503 räntekostnader; B2 7210, B8 7260,
 * B9 7280, B10 7300, B13 7380, B15 7382, B16 7383.
 */
export const CHART: readonly AccountType[] = [
  account(1150, 'Skogsväg och dikning (markanläggning)', 'asset', 25, 7210),
  account(1350, 'Insatskapital i skogsägarföreningen', 'asset', 0, 7260),
  account(1380, 'Betalningsplan (likvidfördelning)', 'asset', 0, 7260),
  account(1680, 'Merkonto hos föreningen', 'asset', 0, 7260),
  account(1930, 'Företagskonto (bank)', 'asset', 0, 7280),
  account(1940, 'Skogskonto', 'asset', 0, 7280),
  account(2010, 'Eget kapital', 'equity', 0, 7300),
  account(2013, 'Egna uttag', 'equity', 0, 7300),
  account(2018, 'Egna insättningar', 'equity', 0, 7300),
  account(2350, 'Lån från kreditinstitut', 'liability', 0, 7380),
  account(2420, 'Förskott och a conto från virkesköpare', 'liability', 0, 7383),
  account(2440, 'Leverantörsskulder', 'liability', 0, 7382),
  account(2610, 'Utgående moms 25 %', 'liability', 0, 7383),
  account(2620, 'Utgående moms 12 %', 'liability', 0, 7383),
  account(2630, 'Utgående moms 6 %', 'liability', 0, 7383),
  account(2640, 'Ingående moms', 'liability', 0, 7383),
  account(2650, 'Redovisningskonto för moms', 'liability', 0, 7383),
  account(3010, 'Avverkningsrätt och avverkningsuppdrag', 'income', 25, 7400),
  account(3020, 'Rotpost', 'income', 25, 7400),
  account(3030, 'Leveransrotköp', 'income', 25, 7400),
  account(3040, 'Leveransvirke', 'income', 25, 7400),
  account(3050, 'Efterlikvid', 'income', 25, 7400),
  account(3910, 'Jakt- och arrendeintäkter', 'income', 25, 7400),
  account(3920, 'Naturvårdsavtal och intrångsersättning', 'income', 0, 7401),
  account(3990, 'Försäkringsersättning', 'income', 0, 7401),
  account(4010, 'Avverkningskostnad', 'cost', 25, 7500),
  account(4020, 'Plantor och plantering', 'cost', 25, 7500),
  account(4030, 'Markberedning', 'cost', 25, 7500),
  account(4040, 'Röjning', 'cost', 25, 7500),
  account(4050, 'Gallring (förrättning)', 'cost', 25, 7500),
  account(5170, 'Skogsväg och dikning, underhåll', 'cost', 25, 7501),
  account(6310, 'Försäkringar', 'cost', 0, 7501),
  account(6530, 'Redovisning och bokslut', 'cost', 25, 7501),
  account(6550, 'Skogsbruksplan och förvaltning', 'cost', 25, 7501),
  account(6570, 'Bankkostnader', 'cost', 0, 7501),
  account(6980, 'Föreningsavgifter', 'cost', 0, 7501),
  account(8210, 'Utdelning och ränta på insatskapital', 'income', 0, 7401),
  account(8310, 'Ränteintäkter merkonto och betalningsplan', 'income', 0, 7403),
  account(8311, 'Ränta skogskonto (15 % särskild skatt)', 'income', 0, null),
  account(8410, 'Räntekostnader', 'cost', 0, 7503),
];

const BY_NUMBER = new Map(CHART.map((entry) => [entry.number, entry]));
export const accountOf = (number: number): AccountType | undefined => BY_NUMBER.get(number);

/** Income and cost accounts make the year's result; the rest are balance accounts carried to the next year. */
export const isResultAccount = (group: AccountGroup): boolean => group === 'income' || group === 'cost';

/** The VAT account for sales at a rate (utgående moms), and the one for purchases (ingående moms). */
export const OUTPUT_VAT_ACCOUNT: Readonly<Record<Exclude<VatRate, 0>, number>> = {
  25: 2610,
  12: 2620,
  6: 2630,
};
export const INPUT_VAT_ACCOUNT = 2640;
export const BANK_ACCOUNT = 1930;

/** A gross amount split into net and VAT at a rate: the VAT is gross × rate / (100 + rate), to the öre. */
export function splitGross(grossOre: number, rate: VatRate): { netOre: number; vatOre: number } {
  const vatOre = Math.round((grossOre * rate) / (100 + rate));
  return { netOre: grossOre - vatOre, vatOre };
}

/**
 * The book year is the calendar year. A year is open for booking, changing and discarding until 30 June of
 * the next year (after the NE-bilaga's deadline, with the usual extension); then it is locked.
 */
export const isYearLocked = (year: number, today: string): boolean => today > `${String(year + 1)}-06-30`;

/** The years a voucher may be dated in on `today`: this year, and last year until it locks. */
export function openYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return isYearLocked(year - 1, today) ? [year] : [year - 1, year];
}

/**
 * The days a voucher's date may be typed in: back far enough for every open year (last year stays open
 * until 30 June), a year ahead. The server then says which of them can be booked: not a future day, not a
 * locked year.
 */
export const VOUCHER_DAYS: DayRange = {
  from: { years: -2 },
  until: { years: 1 },
  words: 'från två år bakåt till ett år fram',
};

/** The book years a list, a summary or an SIE file may be asked for. */
export const CASHBOOK_YEAR_MIN = 2000;
export const CASHBOOK_YEAR_MAX = 2100;

export const MAX_ROWS = 40;
/** At most 100 million kronor on a row: far beyond any forest voucher, well within exact JSON numbers. */
export const MAX_ROW_ORE = 10_000_000_000;

export const cashbookMessages = {
  date: 'Ange datum som ÅÅÅÅ-MM-DD, till exempel 2026-03-15.',
  text: 'Skriv vad verifikationen gäller.',
  textLong: 'Texten får vara högst 200 tecken.',
  account: 'Välj ett konto.',
  unknownAccount: 'Kontot finns inte i kontoplanen. Välj ett konto i listan.',
  amount: 'Ange beloppet i kronor, till exempel 1 250,50.',
  amountTooLarge: 'Beloppet är för stort.',
  bothSides: 'En rad kan inte ha både debet och kredit. Dela upp den på två rader.',
  noAmount: 'Ange ett belopp i debet eller kredit.',
  tooFewRows: 'En verifikation behöver minst två rader.',
  tooManyRows: `En verifikation får ha högst ${String(MAX_ROWS)} rader.`,
  unbalanced: (differenceOre: number) =>
    `Debet och kredit måste vara lika stora. Differensen är ${(Math.abs(differenceOre) / 100)
      .toFixed(2)
      .replace('.', ',')} kr.`,
} as const;

export interface RowAmounts {
  readonly account: number;
  readonly debitOre: number;
  readonly creditOre: number;
}

/** Debit minus credit over the rows: zero when the voucher balances. */
export const differenceOf = (rows: readonly RowAmounts[]): number =>
  rows.reduce((sum, row) => sum + row.debitOre - row.creditOre, 0);

export interface Problem {
  readonly path: (string | number)[];
  readonly message: string;
}

/** The bookkeeping rules on a voucher's rows, each problem on its row where it has one. */
export function rowProblems(rows: readonly RowAmounts[]): Problem[] {
  const problems: Problem[] = [];
  rows.forEach((row, index) => {
    if (accountOf(row.account) === undefined) {
      problems.push({ path: ['rows', index, 'account'], message: cashbookMessages.unknownAccount });
    }
    if (row.debitOre > 0 && row.creditOre > 0) {
      problems.push({ path: ['rows', index, 'creditOre'], message: cashbookMessages.bothSides });
    } else if (row.debitOre === 0 && row.creditOre === 0) {
      problems.push({ path: ['rows', index, 'debitOre'], message: cashbookMessages.noAmount });
    }
  });
  if (rows.length < 2) problems.push({ path: ['rows'], message: cashbookMessages.tooFewRows });
  const difference = differenceOf(rows);
  if (difference !== 0) problems.push({ path: ['rows'], message: cashbookMessages.unbalanced(difference) });
  return problems;
}

const oreAmount = z
  .number(cashbookMessages.amount)
  .check(
    z.int(cashbookMessages.amount),
    z.gte(0, cashbookMessages.amount),
    z.lte(MAX_ROW_ORE, cashbookMessages.amountTooLarge),
  );

export const VoucherRowSchema = z.object({
  account: z.number(cashbookMessages.account).check(z.int(cashbookMessages.account)),
  debitOre: oreAmount,
  creditOre: oreAmount,
});
export type VoucherRow = z.infer<typeof VoucherRowSchema>;

/**
 * `POST Ir/CreateVerificate` and `PUT Ir/EditVerificate/{id}`: a voucher to book or its new content, as the
 * routes validate it; the rules across rows (`rowProblems`) the server checks next, with the same messages.
 */
export const VoucherShapeSchema = z.object({
  date: dayField(VOUCHER_DAYS, { notADate: cashbookMessages.date }),
  text: z
    .string(cashbookMessages.text)
    .check(z.trim(), z.minLength(1, cashbookMessages.text), z.maxLength(200, cashbookMessages.textLong)),
  rows: z.array(VoucherRowSchema).check(z.maxLength(MAX_ROWS, cashbookMessages.tooManyRows)),
});

/** The voucher with the rules across its rows too: what the form checks before it sends. */
export const VoucherInputSchema = VoucherShapeSchema.check(
  z.superRefine((voucher, context) => {
    for (const problem of rowProblems(voucher.rows)) {
      context.addIssue({ code: 'custom', message: problem.message, path: problem.path, input: voucher });
    }
  }),
);
export type VoucherInput = z.infer<typeof VoucherInputSchema>;

export const AttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
/** What a downloaded file is called: its type's extension, whatever the uploader called it. */
export const ATTACHMENT_EXTENSIONS: Readonly<Record<AttachmentType, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** A receipt, an invoice and what goes with them; more belong in one PDF. */
export const MAX_ATTACHMENTS_PER_VOUCHER = 5;
/**
 * What one member's book may hold in attachments altogether: twenty of the largest files, some 60 phone
 * photos, or hundreds of scanned receipts: years of a forest business, and a bound on what one account fills.
 */
export const MAX_ATTACHMENT_BYTES_PER_MEMBER = 200 * 1024 * 1024;

export const VerificateSchema = z.object({
  id: z.number(),
  /** The series letter and number within the year: "A7". */
  series: z.literal('A'),
  number: z.number(),
  year: z.number(),
  date: z.string(),
  text: z.string(),
  rows: z.array(VoucherRowSchema),
  discarded: z.boolean(),
  /** ISO 8601 instants. */
  discardedAt: z.nullable(z.string()),
  changedAt: z.nullable(z.string()),
  /** Booked by the association's staff (Editor) on the member's behalf. */
  recordedByStaff: z.boolean(),
  /** The year is locked: nothing in it can be changed. */
  locked: z.boolean(),
  attachments: z.array(AttachmentSchema),
});
export type Verificate = z.infer<typeof VerificateSchema>;

/** `GET Ir/GetVerificates?year=`: the year's vouchers by number (204 when there are none). */
export const VerificatesSchema = z.object({ year: z.number(), verificates: z.array(VerificateSchema) });
export type Verificates = z.infer<typeof VerificatesSchema>;

const yearText = () =>
  wholeNumberText({
    min: CASHBOOK_YEAR_MIN,
    max: CASHBOOK_YEAR_MAX,
    message: `Ange ett år mellan ${String(CASHBOOK_YEAR_MIN)} och ${String(CASHBOOK_YEAR_MAX)}.`,
  });

export const YearQuerySchema = z.object({ year: z.optional(yearText()) });

/** `GET Ir/ExportSie/{year}`. */
export const YearParamsSchema = z.object({ year: yearText() });

/** `POST Ir/CreateVerificate`: 201 with the new id. */
export const CreatedVerificateSchema = z.object({ id: z.number() });

/** A booking that was not made (422 by a rule of the book, 409 when the database refused it): id is -1. */
export const NotCreatedSchema = z.object({
  id: z.literal(-1),
  code: z.string(),
  message: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
});

export const AccountTypesSchema = z.object({
  accountTypes: z.array(
    z.object({
      number: z.number(),
      name: z.string(),
      group: z.enum(ACCOUNT_GROUPS),
      vatRate: z.literal(VAT_RATES),
      sru: z.nullable(z.number()),
    }),
  ),
});

export const AccountTypeTotalsSchema = z.object({
  number: z.number(),
  name: z.string(),
  group: z.enum(ACCOUNT_GROUPS),
  openingOre: z.number(),
  debitOre: z.number(),
  creditOre: z.number(),
  /** Opening + debit − credit (a credit balance is negative). */
  closingOre: z.number(),
});
export type AccountTypeTotals = z.infer<typeof AccountTypeTotalsSchema>;

/** `GET Ir/GetCashbookSummary?year=`: per account, and the result (income − costs). */
export const CashbookSummarySchema = z.object({
  year: z.number(),
  locked: z.boolean(),
  /** The years the member has vouchers in, and the open ones, newest first. */
  years: z.array(z.object({ year: z.number(), locked: z.boolean() })),
  accounts: z.array(AccountTypeTotalsSchema),
  incomeOre: z.number(),
  costOre: z.number(),
  resultOre: z.number(),
});
export type CashbookSummary = z.infer<typeof CashbookSummarySchema>;
