import * as z from 'zod/mini';
import { isIsoDay, type DayRange } from './calendar-day.js';
import { dayField } from './field-schemas.js';
import { BOOKING_HORIZON_DAYS, MEETING_KINDS, MEETING_TOPICS } from './meetings.js';
import { STAFF_SLUG } from './staff-work.js';
import { UUID_PATTERN } from './uuid.js';

/**
 * Meetings in the staff workspace: the advisors' calendars, where staff set the free hours members
 * book (`/api/staff/advisor-times`), and a member's booking, which staff read, confirm or move to another
 * free hour (`/api/staff/meetings/{id}`). An Editor changes; a Viewer only looks.
 */

/** How many days the advisor's calendar shows from its first day. */
export const ADVISOR_TIMES_DAYS = 14;
/** At most this many one-hour slots are added at once (a working day). */
export const MAX_HOURS_PER_ADD = 8;
/**
 * How far ahead staff may add free hours: the members' booking horizon and eight weeks more, so next
 * month's hours can be opened before members see them, but not a year of stray slots.
 */
export const ADVISOR_TIMES_AHEAD_DAYS = BOOKING_HORIZON_DAYS + 8 * 7;
/** How far back the calendar may be looked at: a year of held meetings. */
export const ADVISOR_TIMES_BACK_DAYS = 365;

/** Free: members may book it; busy: the advisor is taken (or the hour was removed); booked: a meeting holds it. */
export const SLOT_STATUSES = ['free', 'busy', 'booked'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

export const SLOT_STATUS_LABELS: Readonly<Record<SlotStatus, string>> = {
  free: 'Ledig',
  busy: 'Upptagen',
  booked: 'Bokad',
};

/** The status of a member's booking as staff read it. */
export const STAFF_MEETING_STATUSES = ['booked', 'confirmed', 'cancelled'] as const;
export type StaffMeetingStatus = (typeof STAFF_MEETING_STATUSES)[number];

export const STAFF_MEETING_STATUS_LABELS: Readonly<Record<StaffMeetingStatus, string>> = {
  booked: 'Bokat',
  confirmed: 'Bekräftat',
  cancelled: 'Avbokat',
};

/** The meeting that holds a booked hour: whose it is and what about, no contact details. */
const SlotBookingSchema = z.object({
  meetingId: z.string(),
  /** The member's number and name. */
  member: z.object({ id: z.string(), name: z.string() }),
  topic: z.enum(MEETING_TOPICS),
  kind: z.enum(MEETING_KINDS),
  confirmed: z.boolean(),
});

export const AdvisorSlotSchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(SLOT_STATUSES),
  /** The meeting in a booked hour; null for a free or busy one. */
  booking: z.nullable(SlotBookingSchema),
});
export type AdvisorSlot = z.infer<typeof AdvisorSlotSchema>;

/** `GET /api/staff/advisor-times`: the advisor's hours, from `from` for 14 days, earliest first. */
export const AdvisorTimesSchema = z.object({
  advisor: z.object({ id: z.string(), name: z.string() }),
  /** The first day shown and the day after the last (YYYY-MM-DD, Swedish calendar days). */
  from: z.string(),
  until: z.string(),
  slots: z.array(AdvisorSlotSchema),
});
export type AdvisorTimes = z.infer<typeof AdvisorTimesSchema>;

export const STAFF_MEETING_ERRORS = {
  advisor: 'Välj en rådgivare i listan.',
  from: 'Ange dagen som ÅÅÅÅ-MM-DD.',
  fromOutOfRange: `Kalendern visar från och med ett år bakåt och högst ${String(ADVISOR_TIMES_AHEAD_DAYS)} dagar framåt.`,
  unknownAdvisor: 'Rådgivaren finns inte.',
  startsAt: 'Ange starttiden som datum och hel timme, till exempel 2026-12-01T08:00:00+01:00.',
  hours: `Ange antal timmar, från 1 till ${String(MAX_HOURS_PER_ADD)}.`,
  inThePast: 'Tiden har redan passerat. Välj en tid framåt.',
  closedDay: (name: string) =>
    `Föreningen har stängt på ${name} och tar inte emot möten då. Välj en annan dag.`,
  tooFarAhead: `Lediga tider kan läggas ut högst ${String(ADVISOR_TIMES_AHEAD_DAYS)} dagar framåt.`,
  overlaps: (clock: string) =>
    `Tiden krockar med en tid som redan finns i kalendern (${clock}). Välj timmar som inte överlappar.`,
  alreadyBooked: (clock: string) =>
    `Timmen ${clock} är redan bokad av en medlem. Välj timmar som inte är bokade.`,
  unknownSlot: 'Tiden finns inte.',
  slotBooked: 'Tiden är bokad. Flytta eller avboka mötet först.',
  slotPast: 'Tiden har redan passerat och kan inte tas bort.',
  unknownMeeting: 'Mötet finns inte.',
  cancelled: 'Mötet är avbokat och kan inte bekräftas eller flyttas.',
  held: 'Mötet har redan ägt rum.',
  slotId: 'Välj en av rådgivarens lediga tider.',
  moveSameSlot: 'Mötet ligger redan på den tiden. Välj en annan ledig tid.',
  moveUnknownSlot: 'Tiden finns inte hos mötets rådgivare. Välj en av rådgivarens lediga tider.',
  movePast: 'Tiden har redan passerat. Välj en ledig tid framåt.',
  moveNotFree: 'Tiden är inte ledig längre. Välj en annan tid.',
} as const;

/** The first day of an advisor's calendar: a year back at most, and no further ahead than hours are opened. */
export const ADVISOR_CALENDAR_DAYS: DayRange = {
  from: { days: -ADVISOR_TIMES_BACK_DAYS },
  until: { days: ADVISOR_TIMES_AHEAD_DAYS },
  words: `från ett år bakåt till ${String(ADVISOR_TIMES_AHEAD_DAYS)} dagar fram`,
};

/**
 * A whole hour with its offset (Z or ±hh:00), such as 2026-12-01T08:00:00+01:00: one pattern, so the OpenAPI
 * document says all of it and generated requests can meet it.
 */
const WHOLE_HOUR =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):00(:00(\.0{1,3})?)?(Z|[+-](0\d|1[0-4]):00)$/;

/** Whether the value's first ten characters (YYYY-MM-DD) are a day of the calendar: 2026-02-31 is not. */
const startsWithDay = (value: string): boolean => isIsoDay(value.slice(0, 10));

/** `GET /api/staff/advisor-times?advisor=…&from=…`: `from` defaults to today. */
export const AdvisorTimesQuerySchema = z.object({
  advisor: z.string(STAFF_MEETING_ERRORS.advisor).check(z.regex(STAFF_SLUG, STAFF_MEETING_ERRORS.advisor)),
  from: z.optional(
    dayField(ADVISOR_CALENDAR_DAYS, {
      notADate: STAFF_MEETING_ERRORS.from,
      outOfRange: STAFF_MEETING_ERRORS.fromOutOfRange,
    }),
  ),
});
export type AdvisorTimesQuery = z.infer<typeof AdvisorTimesQuerySchema>;

/**
 * `POST /api/staff/advisor-times`: opens `hours` one-hour slots from `startsAt` (a whole hour) as free. An
 * hour already free stays as it is, so sending the same hours again changes nothing.
 */
export const AdvisorTimesRequestSchema = z.object({
  advisorId: z.string(STAFF_MEETING_ERRORS.advisor).check(z.regex(STAFF_SLUG, STAFF_MEETING_ERRORS.advisor)),
  startsAt: z
    .string(STAFF_MEETING_ERRORS.startsAt)
    .check(
      z.regex(WHOLE_HOUR, { error: STAFF_MEETING_ERRORS.startsAt, abort: true }),
      z.refine(startsWithDay, STAFF_MEETING_ERRORS.startsAt),
    ),
  hours: z
    .number(STAFF_MEETING_ERRORS.hours)
    .check(
      z.int({ error: STAFF_MEETING_ERRORS.hours, abort: true }),
      z.minimum(1, STAFF_MEETING_ERRORS.hours),
      z.maximum(MAX_HOURS_PER_ADD, STAFF_MEETING_ERRORS.hours),
    ),
});
export type AdvisorTimesRequest = z.infer<typeof AdvisorTimesRequestSchema>;

/** What adding hours did: the hours as they are now, and how many were new, reopened or free already. */
export const AdvisorTimesAddedSchema = z.object({
  slots: z.array(AdvisorSlotSchema),
  /** Hours that had no slot. */
  added: z.number(),
  /** Busy hours (taken by something else, or removed before) that are free now. */
  opened: z.number(),
  /** Hours that were free already: left as they were. */
  unchanged: z.number(),
});
export type AdvisorTimesAdded = z.infer<typeof AdvisorTimesAddedSchema>;

/** `GET /api/staff/meetings/{id}`: a member's booking, whom it is with and where it stands. */
export const StaffMeetingSchema = z.object({
  id: z.string(),
  /** The member (or company) by number and name, and how to reach them. */
  member: z.object({
    id: z.string(),
    name: z.string(),
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
  }),
  topic: z.enum(MEETING_TOPICS),
  kind: z.enum(MEETING_KINDS),
  estate: z.nullable(z.object({ id: z.string(), designation: z.string() })),
  message: z.nullable(z.string()),
  /** ISO 8601. */
  startsAt: z.string(),
  endsAt: z.string(),
  bookedAt: z.string(),
  slotId: z.string(),
  advisor: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(STAFF_MEETING_STATUSES),
  /** When it was confirmed (or moved), and by whom; null while only booked. */
  confirmed: z.nullable(z.object({ at: z.string(), byName: z.nullable(z.string()) })),
  /** ISO 8601; null unless cancelled. */
  cancelledAt: z.nullable(z.string()),
  /** Whether it may still be confirmed or moved: not cancelled, and not held yet. */
  changeable: z.boolean(),
});
export type StaffMeeting = z.infer<typeof StaffMeetingSchema>;

/** `POST /api/staff/meetings/{id}/move`: another free hour of the same advisor. */
export const MeetingMoveRequestSchema = z.object({
  slotId: z.string(STAFF_MEETING_ERRORS.slotId).check(z.regex(UUID_PATTERN, STAFF_MEETING_ERRORS.slotId)),
});
export type MeetingMoveRequest = z.infer<typeof MeetingMoveRequestSchema>;
