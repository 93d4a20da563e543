import type {
  FreeTime,
  Meeting,
  MeetingAdvisor,
  MeetingKind,
  MeetingRequest,
  MeetingTopic,
} from '#contracts/meetings';
import type { Queryable } from '../../db/database.js';
import { isBusyHour, workingHours } from '../../lib/working-hours.js';
import type { EstateFilter } from '../../plugins/estate-scope.js';
import { swedishDayAt } from '#contracts/calendar-day';
import { closedDayName } from '#contracts/swedish-calendar';
import { isUuid } from '#contracts/uuid';
import { contactOnFile } from '../../stakeholders/stakeholders.js';

const DAY_MS = 86_400_000;

type MeetingRow = {
  id: string;
  starts_at: Date | string;
  ends_at: Date | string;
  topic: MeetingTopic;
  kind: MeetingKind;
  message: string | null;
  booked_at: Date | string;
  cancelled_at: Date | string | null;
  estate_id: string | null;
  estate_designation: string | null;
  advisor_name: string;
  advisor_title: string;
  advisor_phone: string;
  advisor_email: string;
};

/** The estates a reader may see meetings about; null: all. A meeting about no estate is always seen. */
const IN_SCOPE = (estates: string) =>
  `(${estates}::uuid[] IS NULL OR m.estate_id IS NULL OR m.estate_id = ANY(${estates}::uuid[]))`;

/** A meeting as the service works with it: instants as dates. */
export interface StoredMeeting extends Omit<Meeting, 'startsAt' | 'endsAt'> {
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly bookedAt: Date;
}

const MEETING_SELECT = `
  SELECT m.id, s.starts_at, s.ends_at, m.topic, m.kind, m.message, m.booked_at, m.cancelled_at,
         e.id AS estate_id, e.designation AS estate_designation,
         a.name AS advisor_name, a.title AS advisor_title, a.phone AS advisor_phone, a.email AS advisor_email
  FROM meeting m
  JOIN advisor_slot s ON s.id = m.slot_id
  JOIN advisor a ON a.id = s.advisor_id
  LEFT JOIN estate e ON e.id = m.estate_id`;

const toMeeting = (row: MeetingRow): StoredMeeting => ({
  id: row.id,
  startsAt: new Date(row.starts_at),
  endsAt: new Date(row.ends_at),
  bookedAt: new Date(row.booked_at),
  topic: row.topic,
  kind: row.kind,
  message: row.message,
  estate: row.estate_id === null ? null : { id: row.estate_id, designation: row.estate_designation ?? '' },
  advisor: {
    name: row.advisor_name,
    title: row.advisor_title,
    phone: row.advisor_phone,
    email: row.advisor_email,
  },
  cancelled: row.cancelled_at !== null,
});

export interface MembersAdvisor extends MeetingAdvisor {
  readonly id: string;
  readonly businessId: string;
}

/** Meetings, slots and what a booking needs, always looked up by the stakeholder they belong to. */
export function createMeetingsRepository(db: Queryable) {
  return {
    /** The advisor of the member's business (the first, by number, of those that have one). */
    async advisorOf(stakeholderId: string): Promise<MembersAdvisor | undefined> {
      const [row] = await db.query<{
        id: string;
        name: string;
        title: string;
        phone: string;
        email: string;
        business_id: string;
      }>(
        `SELECT a.id, a.name, a.title, a.phone, a.email, b.id AS business_id
         FROM business b JOIN advisor a ON a.id = b.advisor_id
         WHERE b.stakeholder_id = $1 ORDER BY b.id LIMIT 1`,
        [stakeholderId],
      );
      if (row === undefined) return undefined;
      const { business_id: businessId, ...advisor } = row;
      return { ...advisor, businessId };
    },

    async estatesOf(
      stakeholderId: string,
      estates: EstateFilter = null,
    ): Promise<{ id: string; designation: string }[]> {
      return db.query<{ id: string; designation: string }>(
        `SELECT e.id, e.designation FROM estate e JOIN business b ON b.id = e.business_id
         WHERE b.stakeholder_id = $1 AND ($2::uuid[] IS NULL OR e.id = ANY($2::uuid[]))
         ORDER BY e.designation`,
        [stakeholderId, estates],
      );
    },

    /** Adds the advisor's working hours up to `until` that are not stored yet, so free times never run out. */
    async ensureSlots(advisorId: string, from: Date, until: Date): Promise<void> {
      const [latest] = await db.query<{ latest: Date | string | null }>(
        'SELECT max(starts_at) AS latest FROM advisor_slot WHERE advisor_id = $1',
        [advisorId],
      );
      const coveredUntil = latest?.latest ? new Date(latest.latest) : from;
      if (coveredUntil.getTime() >= until.getTime() - DAY_MS) return;
      const hours = workingHours(from, Math.ceil((until.getTime() - from.getTime()) / DAY_MS)).map(
        (hour) => ({
          starts_at: hour.startsAt.toISOString(),
          ends_at: hour.endsAt.toISOString(),
          busy: isBusyHour(advisorId, hour.startsAt),
        }),
      );
      await db.query(
        `INSERT INTO advisor_slot (advisor_id, starts_at, ends_at, busy)
         SELECT $1, t.starts_at, t.ends_at, t.busy
         FROM jsonb_to_recordset($2::jsonb) AS t(starts_at timestamptz, ends_at timestamptz, busy boolean)
         ON CONFLICT (advisor_id, starts_at) DO NOTHING`,
        [advisorId, JSON.stringify(hours)],
      );
    },

    async freeTimes(advisorId: string, from: Date, until: Date): Promise<FreeTime[]> {
      const rows = await db.query<{ id: string; starts_at: Date | string; ends_at: Date | string }>(
        `SELECT s.id, s.starts_at, s.ends_at FROM advisor_slot s
         WHERE s.advisor_id = $1 AND NOT s.busy AND s.starts_at >= $2 AND s.starts_at < $3
           AND NOT EXISTS (SELECT 1 FROM meeting m WHERE m.slot_id = s.id AND m.cancelled_at IS NULL)
         ORDER BY s.starts_at`,
        [advisorId, from, until],
      );
      // Never on a holiday or kept eve, whatever the calendar held before it knew them.
      const open = rows.filter((row) => closedDayName(swedishDayAt(new Date(row.starts_at))) === undefined);
      return open.map((row) => ({
        slotId: row.id,
        startsAt: new Date(row.starts_at).toISOString(),
        endsAt: new Date(row.ends_at).toISOString(),
      }));
    },

    async findSlot(
      advisorId: string,
      slotId: string,
    ): Promise<{ startsAt: Date; busy: boolean } | undefined> {
      const [row] = await db.query<{ starts_at: Date | string; busy: boolean }>(
        'SELECT starts_at, busy FROM advisor_slot WHERE id = $1 AND advisor_id = $2',
        [slotId, advisorId],
      );
      return row && { startsAt: new Date(row.starts_at), busy: row.busy };
    },

    /** Books the slot, or returns undefined when it already holds a meeting: the unique index decides. */
    async insertUnlessTaken(
      booking: MeetingRequest & { stakeholderId: string; businessId: string; personId: string; at: Date },
    ): Promise<string | undefined> {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO meeting (slot_id, stakeholder_id, business_id, estate_id, topic, kind, message, booked_at,
                              booked_by_person_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (slot_id) WHERE cancelled_at IS NULL DO NOTHING
         RETURNING id`,
        [
          booking.slotId,
          booking.stakeholderId,
          booking.businessId,
          booking.estateId ?? null,
          booking.topic,
          booking.kind,
          booking.message === undefined || booking.message === '' ? null : booking.message,
          booking.at,
          booking.personId,
        ],
      );
      return row?.id;
    },

    /**
     * How many meetings the member has coming with the advisor. Locks the member's business first, so two
     * bookings at once are counted one after the other.
     */
    async lockAndCountUpcoming(
      stakeholderId: string,
      advisor: { id: string; businessId: string },
      now: Date,
    ): Promise<number> {
      await db.query('SELECT 1 FROM business WHERE id = $1 FOR UPDATE', [advisor.businessId]);
      const [row] = await db.query<{ upcoming: number }>(
        `SELECT count(*)::int AS upcoming FROM meeting m JOIN advisor_slot s ON s.id = m.slot_id
          WHERE m.stakeholder_id = $1 AND s.advisor_id = $2 AND m.cancelled_at IS NULL AND s.starts_at > $3`,
        [stakeholderId, advisor.id, now],
      );
      return row?.upcoming ?? 0;
    },

    /** The member's meeting, or undefined when there is none by that id (another member's included). */
    async find(
      stakeholderId: string,
      meetingId: string,
      { forUpdate = false, estates = null }: { forUpdate?: boolean; estates?: EstateFilter } = {},
    ): Promise<StoredMeeting | undefined> {
      if (!isUuid(meetingId)) return undefined;
      const [row] = await db.query<MeetingRow>(
        `${MEETING_SELECT} WHERE m.id = $1 AND m.stakeholder_id = $2 AND ${IN_SCOPE('$3')}` +
          (forUpdate ? ' FOR UPDATE OF m' : ''),
        [meetingId, stakeholderId, estates],
      );
      return row && toMeeting(row);
    },

    /** The member's meetings that are not cancelled, soonest first. */
    async listActive(stakeholderId: string, estates: EstateFilter = null): Promise<StoredMeeting[]> {
      const rows = await db.query<MeetingRow>(
        `${MEETING_SELECT} WHERE m.stakeholder_id = $1 AND m.cancelled_at IS NULL AND ${IN_SCOPE('$2')}
         ORDER BY s.starts_at`,
        [stakeholderId, estates],
      );
      return rows.map(toMeeting);
    },

    async cancel(meetingId: string, personId: string, at: Date): Promise<void> {
      await db.query(
        'UPDATE meeting SET cancelled_at = $2, cancelled_by_person_id = $3 WHERE id = $1 AND cancelled_at IS NULL',
        [meetingId, at, personId],
      );
    },

    /** Where the member's meeting mails go, and whom they greet; undefined without an e-mail address. */
    async mailRecipientOf(stakeholderId: string): Promise<{ email: string; name: string } | undefined> {
      const contact = await contactOnFile(db, stakeholderId);
      return contact?.email === undefined || contact.email === null
        ? undefined
        : { email: contact.email, name: contact.name };
    },
  };
}
