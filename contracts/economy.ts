import * as z from 'zod/mini';
import { INCOME_SOURCES } from './economy-rules.js';
import { SignatureSchema } from './signing.js';

/**
 * The economy overview, the payment plan and withdrawals: the answers' shapes, the requests, and
 * the rules both sides apply (banking days, amounts in Swedish writing, the payment plan's change rules).
 * Interest itself is contracts/interest.ts.
 */

export * from './economy-rules.js';

// ---- Answers -------------------------------------------------------------------------------------------

/** A merkonto or payment-plan account as the economy page shows it. */
const AccountBalanceSchema = z.object({
  number: z.string(),
  balanceOre: z.number(),
  /** The yearly rate in force today, basis points. */
  rateBp: z.number(),
  /** Earned from 1 January through yesterday, not yet booked (contracts/interest.ts). */
  accruedInterestOre: z.number(),
});

/** Income reaching the merkonto in a year, without moms; `vatOre` is the moms paid with it, never income. */
const IncomeYearSchema = z.object({
  year: z.number(),
  totalOre: z.number(),
  parts: z.array(z.object({ source: z.enum(INCOME_SOURCES), amountOre: z.number() })),
  vatOre: z.number(),
});
export type IncomeYear = z.infer<typeof IncomeYearSchema>;

const PayoutYearSchema = z.object({ year: z.number(), paidOre: z.number(), plannedOre: z.number() });
export type PayoutYear = z.infer<typeof PayoutYearSchema>;

/** `GET /api/economy/summary`; 204 when the stakeholder has no accounts. */
export const EconomySummarySchema = z.object({
  today: z.string(),
  merkonto: z.nullable(AccountBalanceSchema),
  paymentPlan: z.nullable(AccountBalanceSchema),
  stakes: z.nullable(z.object({ paidInOre: z.number(), obligationOre: z.number(), emittedOre: z.number() })),
  /** This year first, then last year. */
  income: z.array(IncomeYearSchema),
  nextPayouts: z.array(z.object({ dueOn: z.string(), amountOre: z.number() })),
  /** Per year: what reached the member (the income above and its moms) and what the plan still holds, with moms. */
  payoutYears: z.array(PayoutYearSchema),
});
export type EconomySummary = z.infer<typeof EconomySummarySchema>;

export const CHANGE_KINDS = ['move', 'split'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
export const CHANGE_STATUSES = ['received', 'approved', 'rejected', 'cancelled'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

const RequestedPayoutSchema = z.object({ dueOn: z.string(), amountOre: z.number() });

export const PlanChangeSchema = z.object({
  id: z.string(),
  payoutId: z.string(),
  payoutDueOn: z.string(),
  payoutAmountOre: z.number(),
  kind: z.enum(CHANGE_KINDS),
  requested: z.array(RequestedPayoutSchema),
  message: z.string(),
  status: z.enum(CHANGE_STATUSES),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  /** Why the association refused it, for the member to read; null otherwise (absent in an older answer). */
  decisionReason: z.optional(z.nullable(z.string())),
  requestedByStaff: z.boolean(),
  /** The BankID signature it was sent with; null for one sent before changes were signed. */
  signature: z.nullable(SignatureSchema),
});
export type PlanChange = z.infer<typeof PlanChangeSchema>;

/** `GET /api/payment-plan`; 204 when the member has no payment plan. */
export const PaymentPlanSchema = z.object({
  number: z.string(),
  balanceOre: z.number(),
  rateBp: z.number(),
  accruedInterestOre: z.number(),
  /** Moms added at each payout for a VAT-registered business; 0 otherwise. */
  vatPercent: z.number(),
  startedOn: z.string(),
  /** Change rules: a new day from `earliestChangeDay` to `lastAllowedDay`. */
  earliestChangeDay: z.string(),
  lastAllowedDay: z.string(),
  planned: z.array(
    z.object({
      id: z.string(),
      dueOn: z.string(),
      amountOre: z.number(),
      vatOre: z.number(),
      /** Interest the plan's balance earns from `interestFrom` through the day before the payout. */
      interestFrom: z.string(),
      expectedInterestOre: z.number(),
      changeable: z.boolean(),
    }),
  ),
  paid: z.array(z.object({ id: z.string(), dueOn: z.string(), amountOre: z.number() })),
  changes: z.array(PlanChangeSchema),
});
export type PaymentPlan = z.infer<typeof PaymentPlanSchema>;

/** `POST /api/payment-plan/changes`: move a payout (one new payout) or split it (two). */
export const PlanChangeRequestSchema = z.object({
  payoutId: z.string('Välj en utbetalning.').check(z.minLength(1, 'Välj en utbetalning.')),
  kind: z.enum(CHANGE_KINDS, 'Välj om du vill flytta eller dela utbetalningen.'),
  requested: z
    .array(
      z.object({
        dueOn: z.string('Ange ett datum.'),
        amountOre: z.int('Ange ett belopp i hela öre.'),
      }),
    )
    .check(z.minLength(1, 'Ange minst en ny utbetalning.'), z.maxLength(2, 'Högst två delar.')),
  message: z.optional(
    z.string().check(z.trim(), z.maxLength(1000, 'Meddelandet får vara högst 1 000 tecken.')),
  ),
});
export type PlanChangeRequest = z.infer<typeof PlanChangeRequestSchema>;

export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const WithdrawalSchema = z.object({
  id: z.string(),
  amountOre: z.number(),
  payOn: z.string(),
  bankAccount: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  createdAt: z.string(),
  requestedByStaff: z.boolean(),
  cancellable: z.boolean(),
  /** The BankID signature it was carried out with; null for one made before withdrawals were signed. */
  signature: z.nullable(SignatureSchema),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/** `GET /api/withdrawals`: the merkonto to withdraw from, the days allowed, and recent withdrawals. */
export const WithdrawalsSchema = z.object({
  account: z.object({
    number: z.string(),
    availableOre: z.number(),
    bankName: z.nullable(z.string()),
    bankAccount: z.nullable(z.string()),
  }),
  earliestPayDay: z.string(),
  latestPayDay: z.string(),
  minimumOre: z.number(),
  withdrawals: z.array(WithdrawalSchema),
});
export type Withdrawals = z.infer<typeof WithdrawalsSchema>;

/** `POST /api/withdrawals` (Idempotency-Key). */
export const WithdrawalRequestSchema = z.object({
  amountOre: z.int('Ange ett belopp i kronor.'),
  payOn: z.string('Ange ett datum.'),
});
export type WithdrawalRequest = z.infer<typeof WithdrawalRequestSchema>;
