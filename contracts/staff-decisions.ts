import * as z from 'zod/mini';
import { CHANGE_KINDS, CHANGE_STATUSES } from './economy.js';
import { REGISTRATION_STATUSES } from './registration.js';

/**
 * What staff decide on in the workspace: a member's request to change the payment plan
 * (`/api/staff/plan-changes/{id}`) and a membership application (`/api/staff/applications/{id}`). Only a
 * received one can be decided, once: approved, or refused with a reason the member (applicant) is told.
 */

/** Who decided, when, and the reason given for a refusal. */
const DecisionSchema = z.object({
  /** ISO 8601. */
  at: z.string(),
  /** Null for a decision taken outside the portal. */
  byName: z.nullable(z.string()),
  /** The reason for a refusal; null for an approval. */
  reason: z.nullable(z.string()),
});

const PartSchema = z.object({ dueOn: z.string(), amountOre: z.number() });

/** `GET /api/staff/plan-changes/{id}`: the request, the payout it concerns, what is asked for and its status. */
export const StaffPlanChangeSchema = z.object({
  id: z.string(),
  member: z.object({ id: z.string(), name: z.string() }),
  /** The payout as the member asked about it (before an approval moved it). */
  payout: z.object({
    id: z.string(),
    dueOn: z.string(),
    amountOre: z.number(),
    /** Planned, or paid meanwhile (then the request can only be refused). */
    status: z.enum(['planned', 'paid']),
  }),
  /** The payment plan's account number. */
  planNumber: z.string(),
  kind: z.enum(CHANGE_KINDS),
  /** The payouts asked for instead, by day. */
  requested: z.array(PartSchema),
  message: z.string(),
  /** Who sent it: the member, or staff on the member's behalf. */
  requestedByName: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  status: z.enum(CHANGE_STATUSES),
  /** Null while received. A request the member cancelled has its time and no name. */
  decision: z.nullable(DecisionSchema),
  /** Whether it may be decided now (received). */
  decidable: z.boolean(),
});
export type StaffPlanChange = z.infer<typeof StaffPlanChangeSchema>;

/** `GET /api/staff/applications/{id}`: the application as sent, and the decision. */
export const StaffApplicationSchema = z.object({
  id: z.string(),
  /** The applicant's stakeholder (customer number), which becomes their member number. */
  applicant: z.object({ id: z.string(), name: z.string() }),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  propertyDesignation: z.nullable(z.string()),
  message: z.nullable(z.string()),
  /** ISO 8601. */
  submittedAt: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  decision: z.nullable(DecisionSchema),
  decidable: z.boolean(),
});
export type StaffApplication = z.infer<typeof StaffApplicationSchema>;

export const REASON_MAX = 1000;
const REASON_REQUIRED = 'Skriv varför. Den som skickade ärendet får se skälet.';

/** `POST …/refuse`: the reason, which the member (applicant) reads. */
export const RefusalRequestSchema = z.object({
  reason: z
    .string(REASON_REQUIRED)
    .check(
      z.trim(),
      z.minLength(1, { error: REASON_REQUIRED, abort: true }),
      z.maxLength(REASON_MAX, 'Skälet får vara högst 1 000 tecken.'),
    ),
});
export type RefusalRequest = z.infer<typeof RefusalRequestSchema>;

export const STAFF_DECISION_ERRORS = {
  planChangeNotFound: 'Ändringen av betalningsplanen finns inte.',
  applicationNotFound: 'Medlemsansökan finns inte.',
  planChangeDecided: 'Ändringen är redan avgjord eller återkallad. Ladda om sidan och se var den står.',
  applicationDecided: 'Ansökan är redan avgjord. Ladda om sidan och se var den står.',
  payoutPaid:
    'Utbetalningen har redan betalats ut och kan inte flyttas. Avslå ändringen och förklara varför.',
  dayPassed: (day: string) =>
    `Den begärda dagen ${day} har redan passerat. Avslå ändringen och be medlemmen skicka en ny.`,
} as const;
