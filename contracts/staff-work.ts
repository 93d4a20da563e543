import * as z from 'zod/mini';
import { OrderSchema } from './checkout.js';
import { STAFF_STEPS } from './order-steps.js';
import { pageSizeSchema } from './page-size.js';

/**
 * The staff workspace (`/personal`): what members send (orders, messages, meeting bookings, payment-plan change
 * requests, membership applications) as one work list per advisor and district, for the association's staff to
 * move along. Staff enter it as themselves, acting for no member (`POST /api/staff/workspace`); an Editor
 * moves errands on, a Viewer only sees them (docs/portal.md 10).
 */

export const WORK_KINDS = [
  'order',
  'message',
  'meeting',
  'plan-change',
  'application',
  'observation',
] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

export const WORK_KIND_LABELS: Readonly<Record<WorkKind, string>> = {
  order: 'Beställning',
  message: 'Meddelande',
  meeting: 'Mötesbokning',
  'plan-change': 'Ändrad betalningsplan',
  application: 'Medlemsansökan',
  observation: 'Observation i skogen',
};

/** Open: waiting for staff to do something; closed: done, handled, decided or cancelled. */
export const WORK_STATES = ['open', 'closed'] as const;
export type WorkState = (typeof WORK_STATES)[number];

export const WorkItemSchema = z.object({
  kind: z.enum(WORK_KINDS),
  /** The errand's own id: the order number, or the message's, meeting's, request's or application's id. */
  id: z.string(),
  /** ISO 8601: when the member sent it. */
  receivedAt: z.string(),
  /** What it is about, in Swedish ("Röjning, Plantering", the message's subject, the meeting's time…). */
  title: z.string(),
  /** The member's (or applicant's) name and member number. */
  member: z.object({ id: z.string(), name: z.string() }),
  state: z.enum(WORK_STATES),
  /** The status as staff read it ("Mottagen", "Besvarat", "Godkänd"…). */
  status: z.string(),
  /** Whose errand it is; null for one no advisor has yet (a membership application). */
  advisor: z.nullable(z.object({ id: z.string(), name: z.string() })),
  district: z.nullable(z.object({ id: z.string(), name: z.string() })),
});
export type WorkItem = z.infer<typeof WorkItemSchema>;

export const WORK_LIST_PAGE_SIZE = 25;
const WORK_LIST_MAX_PAGE_SIZE = 100;

export const WORK_LIST_CURSOR_ERROR =
  'Listan kunde inte fortsätta där den slutade. Ladda om sidan och försök igen.';
/** An advisor's or a district's id ("anders-nyberg", "norra-uppland"): it begins with a letter, so a query
 * parameter that takes one can never carry a personal number. */
export const STAFF_SLUG = /^[a-z][a-z0-9-]{0,59}$/;
const WORK_CURSOR =
  /^[0-9a-z]{1,11}_(order|message|meeting|plan-change|application|observation)_[0-9A-Za-z-]{1,40}$/;

/** `GET /api/staff/work`: newest first; every filter may be left out ("alla"). */
export const WorkListQuerySchema = z.object({
  kind: z.optional(z.enum(WORK_KINDS, 'Välj en av ärendetyperna i listan.')),
  state: z.optional(z.enum(WORK_STATES, 'Välj öppna eller avslutade ärenden.')),
  advisor: z.optional(z.string().check(z.regex(STAFF_SLUG, 'Välj en rådgivare i listan.'))),
  district: z.optional(z.string().check(z.regex(STAFF_SLUG, 'Välj ett skogsbruksområde i listan.'))),
  limit: pageSizeSchema(WORK_LIST_MAX_PAGE_SIZE),
  /** The `nextCursor` of the page before. */
  // When (milliseconds in base 36, so no long run of digits reads as a personal number), kind and id.
  cursor: z.optional(z.string().check(z.regex(WORK_CURSOR, WORK_LIST_CURSOR_ERROR))),
});
export type WorkListQuery = z.infer<typeof WorkListQuerySchema>;

export const WorkListSchema = z.object({
  items: z.array(WorkItemSchema),
  nextCursor: z.nullable(z.string()),
});
export type WorkList = z.infer<typeof WorkListSchema>;

/** `GET /api/staff/workspace`: who works here, what they may do, and the advisors and districts to filter by. */
export const WorkspaceSchema = z.object({
  name: z.string(),
  /** Editor: moves errands along; Viewer: sees them. */
  mayEdit: z.boolean(),
  /** The advisor the staff member is, whose errands the list opens on; null for other staff. */
  ownAdvisorId: z.nullable(z.string()),
  advisors: z.array(z.object({ id: z.string(), name: z.string(), districtId: z.string() })),
  districts: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;

/** `GET /api/staff/orders/{number}`: the order as the member sees it, whose it is, and the steps it may take next. */
export const StaffOrderSchema = z.object({
  order: OrderSchema,
  member: z.object({ id: z.string(), name: z.string() }),
  nextSteps: z.array(z.enum(STAFF_STEPS)),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;
