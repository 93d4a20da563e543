import { MEETING_TOPIC_LABELS, type MeetingTopic } from '#contracts/meetings';
import { ORDER_STATUS_LABELS, type OrderStatus } from '#contracts/checkout';
import { isObservationKind, OBSERVATION_KIND_LABELS } from '#contracts/observations';
import type { WorkKind } from '#contracts/staff-work';
import { swedishWeekdayTime } from '../../lib/swedish-time.js';

/** The statuses of each kind of errand as staff read them in the work list. */
const STATUS: Readonly<Record<WorkKind, Readonly<Record<string, string>>>> = {
  order: ORDER_STATUS_LABELS satisfies Record<OrderStatus, string>,
  message: { new: 'Nytt', answered: 'Besvarat', handled: 'Hanterat' },
  meeting: { booked: 'Ny bokning', confirmed: 'Bekräftat', cancelled: 'Avbokat', held: 'Genomfört' },
  'plan-change': { received: 'Mottagen', approved: 'Godkänd', rejected: 'Avslagen', cancelled: 'Återkallad' },
  application: { received: 'Mottagen', approved: 'Godkänd', rejected: 'Avslagen' },
  observation: { new: 'Vill ha hjälp', answered: 'Besvarad', confirmed: 'Bekräftad' },
};

const PLAN_CHANGE_TITLES: Readonly<Record<string, string>> = {
  move: 'Flytta en utbetalning',
  split: 'Dela en utbetalning',
};

export const workTexts = {
  status: (kind: WorkKind, status: string): string => STATUS[kind][status] ?? status,
  /** The errand's title: services, subject, meeting topic and time, kind of change, applicant's name. */
  title(kind: WorkKind, title: string, startsAt: Date | null): string {
    if (kind === 'meeting') {
      const topic = MEETING_TOPIC_LABELS[title as MeetingTopic];
      return startsAt === null ? topic : `${topic}, ${swedishWeekdayTime(startsAt)}`;
    }
    if (kind === 'plan-change') return PLAN_CHANGE_TITLES[title] ?? title;
    if (kind === 'observation' && isObservationKind(title)) return OBSERVATION_KIND_LABELS[title];
    return title;
  },
  notStaff: 'Arbetsytan är till för föreningens personal.',
} as const;
