import * as z from 'zod/mini';
import { UUID_PATTERN } from './uuid.js';

export const MEETING_TOPICS = ['thinning', 'regeneration', 'timber-deal', 'forest-plan', 'other'] as const;
export type MeetingTopic = (typeof MEETING_TOPICS)[number];

/** What a meeting is about, as members and staff read it. */
export const MEETING_TOPIC_LABELS: Readonly<Record<MeetingTopic, string>> = {
  thinning: 'Gallring',
  regeneration: 'Föryngring',
  'timber-deal': 'Virkesaffär',
  'forest-plan': 'Skogsbruksplan',
  other: 'Annat',
};

/** Where the meeting takes place: out in the forest, by phone, or by video. */
export const MEETING_KINDS = ['forest-visit', 'phone', 'video'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];

/** How long ahead a meeting must be booked, and how far ahead the advisor's free times reach. */
export const BOOKING_NOTICE_HOURS = 24;
export const BOOKING_HORIZON_DAYS = 28;
/** Upcoming meetings a member may hold with their advisor at once, so one member cannot fill the calendar. */
export const MAX_UPCOMING_MEETINGS = 3;

const MeetingAdvisorSchema = z.object({
  name: z.string(),
  title: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type MeetingAdvisor = z.infer<typeof MeetingAdvisorSchema>;

export const MeetingSchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  startsAt: z.string(),
  endsAt: z.string(),
  topic: z.enum(MEETING_TOPICS),
  kind: z.enum(MEETING_KINDS),
  message: z.nullable(z.string()),
  estate: z.nullable(z.object({ id: z.string(), designation: z.string() })),
  advisor: MeetingAdvisorSchema,
  cancelled: z.boolean(),
});
export type Meeting = z.infer<typeof MeetingSchema>;

/** `GET /api/meetings`: the member's booked meetings, soonest upcoming first and latest past first. */
export const MeetingsSchema = z.object({
  upcoming: z.array(MeetingSchema),
  past: z.array(MeetingSchema),
});
export type Meetings = z.infer<typeof MeetingsSchema>;

const FreeTimeSchema = z.object({ slotId: z.string(), startsAt: z.string(), endsAt: z.string() });
export type FreeTime = z.infer<typeof FreeTimeSchema>;

/** `GET /api/meetings/free-times`: the member's advisor, the estates to choose from, and the free hours. */
export const FreeTimesSchema = z.object({
  advisor: MeetingAdvisorSchema,
  estates: z.array(z.object({ id: z.string(), designation: z.string() })),
  freeTimes: z.array(FreeTimeSchema),
});
export type FreeTimes = z.infer<typeof FreeTimesSchema>;

/** `POST /api/meetings`: book one of the free times. */
export const MeetingRequestSchema = z.object({
  slotId: z.string('Välj en tid.').check(z.regex(UUID_PATTERN, 'Välj en av de lediga tiderna.')),
  topic: z.enum(MEETING_TOPICS, 'Välj vad mötet gäller.'),
  kind: z.enum(MEETING_KINDS, 'Välj hur ni ska träffas.'),
  estateId: z.optional(z.string().check(z.regex(UUID_PATTERN, 'Välj en av dina fastigheter.'))),
  message: z.optional(
    z.string().check(z.trim(), z.maxLength(1000, 'Meddelandet får vara högst 1 000 tecken.')),
  ),
});
export type MeetingRequest = z.infer<typeof MeetingRequestSchema>;
