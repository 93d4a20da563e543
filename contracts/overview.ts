import * as z from 'zod/mini';

/** What kind of thing happened; the overview picks an icon and wording per kind. */
export const ACTIVITY_KINDS = [
  'payment',
  'contract',
  'forest-plan',
  'meeting',
  'order',
  'document',
  'mandate',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One item of the activity feed: something that happened in the member's forest business. */
export const ActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  text: z.string(),
  /** A path inside the portal where the member reads more, when there is one. */
  link: z.optional(z.string()),
  /** ISO 8601 timestamp. */
  occurredAt: z.string(),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const ACTIVITY_LIMIT_DEFAULT = 10;
export const ACTIVITY_LIMIT_MAX = 50;

/** `GET /api/user/activities`: the newest items the member has not hidden, newest first (204 when none). */
export const ActivityListSchema = z.object({
  items: z.array(ActivitySchema),
});
export type ActivityList = z.infer<typeof ActivityListSchema>;

/** `POST /api/user/hide_activity`: hide one item of the feed for good. */
export const HideActivityRequestSchema = z.object({
  activityId: z.uuid('Ange vilken händelse som ska döljas.'),
});
export type HideActivityRequest = z.infer<typeof HideActivityRequestSchema>;

/** One estate in the overview's summary; the full estate data is `Ir/GetAllEstates`. */
export const EstateSummaryItemSchema = z.object({
  id: z.string(),
  designation: z.string(),
  municipality: z.string(),
  /** Hectares with one decimal. */
  totalAreaHa: z.number(),
  productiveAreaHa: z.number(),
});

/** `GET /api/overview/estates-summary`: the estates of whom the session acts for (204 when none). */
export const EstatesSummarySchema = z.object({
  estateCount: z.number(),
  totalAreaHa: z.number(),
  productiveAreaHa: z.number(),
  estates: z.array(EstateSummaryItemSchema),
});
export type EstatesSummary = z.infer<typeof EstatesSummarySchema>;

/** One payment to the member in the overview: a booking into the merkonto. */
export const OverviewPaymentSchema = z.object({
  bookedOn: z.string(),
  text: z.string(),
  amountOre: z.number(),
});

/** One contract still running, for the overview; the contracts page has the rest. */
export const OverviewContractSchema = z.object({
  id: z.string(),
  number: z.string(),
  /** Swedish, as the member reads it: "Slutavverkning". */
  operation: z.string(),
  estateDesignation: z.string(),
  /** The newest step of the contract's timeline, in Swedish: "Avverkningsanmälan". */
  currentStep: z.string(),
  currentStepOn: z.string(),
});
export type OverviewContract = z.infer<typeof OverviewContractSchema>;

/**
 * `GET /api/overview/economy`: the merkonto balance, the latest payments into it and the next planned payout
 * of the payment plan (204 when the member has no merkonto).
 */
export const OverviewEconomySchema = z.object({
  balanceOre: z.number(),
  latestPayments: z.array(OverviewPaymentSchema),
  nextPayout: z.nullable(z.object({ dueOn: z.string(), amountOre: z.number() })),
});
export type OverviewEconomy = z.infer<typeof OverviewEconomySchema>;

/**
 * `GET /api/overview/open-contracts`: the contracts still running, newest step first, on the estates the
 * viewer may see. A call of its own, so that the economy card stands when this one fails.
 */
export const OverviewOpenContractsSchema = z.object({ contracts: z.array(OverviewContractSchema) });
export type OverviewOpenContracts = z.infer<typeof OverviewOpenContractsSchema>;
