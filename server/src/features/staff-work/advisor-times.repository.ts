import type { MeetingKind, MeetingTopic } from '#contracts/meetings';
import type { AdvisorSlot } from '#contracts/staff-meetings';
import { isUuid } from '#contracts/uuid';
import type { Queryable } from '../../db/database.js';
import { isBusyHour, workingHours } from '../../lib/working-hours.js';

const DAY_MS = 86_400_000;

type SlotRow = {
  id: string;
  starts_at: Date | string;
  ends_at: Date | string;
  busy: boolean;
  meeting_id: string | null;
  member_id: string | null;
  member_name: string | null;
  topic: MeetingTopic | null;
  kind: MeetingKind | null;
  confirmed: boolean | null;
};

/** A slot as the calendar shows it: a meeting that holds it makes it booked, whatever `busy` says. */
const toSlot = (row: SlotRow): AdvisorSlot => ({
  id: row.id,
  startsAt: new Date(row.starts_at).toISOString(),
  endsAt: new Date(row.ends_at).toISOString(),
  status: row.meeting_id !== null ? 'booked' : row.busy ? 'busy' : 'free',
  booking:
    row.meeting_id === null || row.topic === null || row.kind === null
      ? null
      : {
          meetingId: row.meeting_id,
          member: { id: row.member_id ?? '', name: row.member_name ?? '' },
          topic: row.topic,
          kind: row.kind,
          confirmed: row.confirmed === true,
        },
});

/** The slots and the meeting (not cancelled) in each: the unique index keeps it to one per slot. */
const SLOT_SELECT = `
  SELECT s.id, s.starts_at, s.ends_at, s.busy, m.id AS meeting_id, m.stakeholder_id AS member_id,
         st.name AS member_name, m.topic, m.kind, m.confirmed_at IS NOT NULL AS confirmed
    FROM advisor_slot s
    LEFT JOIN meeting m ON m.slot_id = s.id AND m.cancelled_at IS NULL
    LEFT JOIN stakeholder st ON st.id = m.stakeholder_id`;

/** A slot locked for a change: when it is, whether a meeting holds it, and whether one ever did. */
export interface LockedSlot {
  readonly id: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly busy: boolean;
  readonly booked: boolean;
  readonly everBooked: boolean;
}

/**
 * An advisor's calendar in the workspace. `advisor_slot` is the meetings feature's table, which members book
 * from; it makes an advisor's working hours lazily as members look (meetings.repository.ts `ensureSlots`,
 * which adds hours only past the latest slot stored). So that staff see the hours members will see, and an
 * hour added far ahead never leaves a gap before it that `ensureSlots` would skip, the working hours are
 * filled from now up to the end of what staff look at or add, the same way: weekdays 08–16, some busy.
 */
export function createAdvisorTimesRepository(db: Queryable) {
  return {
    async advisor(id: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db.query<{ id: string; name: string }>(
        'SELECT id, name FROM advisor WHERE id = $1',
        [id],
      );
      return row;
    },

    /** The advisor's working hours from `from`'s day until `until`, where none is stored yet. */
    async fillWorkingHours(advisorId: string, from: Date, until: Date): Promise<void> {
      if (until.getTime() <= from.getTime()) return;
      const hours = workingHours(from, Math.ceil((until.getTime() - from.getTime()) / DAY_MS))
        .filter((hour) => hour.startsAt.getTime() < until.getTime())
        .map((hour) => ({
          starts_at: hour.startsAt.toISOString(),
          ends_at: hour.endsAt.toISOString(),
          busy: isBusyHour(advisorId, hour.startsAt),
        }));
      if (hours.length === 0) return;
      await db.query(
        `INSERT INTO advisor_slot (advisor_id, starts_at, ends_at, busy)
         SELECT $1, t.starts_at, t.ends_at, t.busy
         FROM jsonb_to_recordset($2::jsonb) AS t(starts_at timestamptz, ends_at timestamptz, busy boolean)
         ON CONFLICT (advisor_id, starts_at) DO NOTHING`,
        [advisorId, JSON.stringify(hours)],
      );
    },

    /** The instants Swedish clocks show midnight on `day` and `days` days later. */
    async swedishDays(day: string, days: number): Promise<{ from: Date; until: Date }> {
      const [row] = await db.query<{ from_at: Date | string; until_at: Date | string }>(
        `SELECT ($1::date)::timestamp AT TIME ZONE 'Europe/Stockholm' AS from_at,
                ($1::date + $2::int)::timestamp AT TIME ZONE 'Europe/Stockholm' AS until_at`,
        [day, days],
      );
      if (row === undefined) throw new Error('SELECT of two instants gave no row');
      return { from: new Date(row.from_at), until: new Date(row.until_at) };
    },

    /** The advisor's slots starting in [from, until), earliest first. */
    async slots(advisorId: string, from: Date, until: Date): Promise<AdvisorSlot[]> {
      const rows = await db.query<SlotRow>(
        `${SLOT_SELECT} WHERE s.advisor_id = $1 AND s.starts_at >= $2 AND s.starts_at < $3 ORDER BY s.starts_at`,
        [advisorId, from, until],
      );
      return rows.map(toSlot);
    },

    /** Holds the advisor's row, so that two changes of one calendar run one after the other. */
    async lockAdvisor(advisorId: string): Promise<void> {
      // NO KEY UPDATE: members may still book (a meeting refers to the slot, not the advisor).
      await db.query('SELECT 1 FROM advisor WHERE id = $1 FOR NO KEY UPDATE', [advisorId]);
    },

    /** The advisor's slots that overlap [from, until), locked, whether booked or not, earliest first. */
    async overlapping(advisorId: string, from: Date, until: Date): Promise<Omit<LockedSlot, 'everBooked'>[]> {
      const rows = await db.query<{
        id: string;
        starts_at: Date | string;
        ends_at: Date | string;
        busy: boolean;
        booked: boolean;
      }>(
        `SELECT s.id, s.starts_at, s.ends_at, s.busy,
                EXISTS (SELECT 1 FROM meeting m WHERE m.slot_id = s.id AND m.cancelled_at IS NULL) AS booked
           FROM advisor_slot s
          WHERE s.advisor_id = $1 AND s.starts_at < $3 AND s.ends_at > $2
          ORDER BY s.starts_at
            FOR UPDATE OF s`,
        [advisorId, from, until],
      );
      return rows.map((row) => ({
        id: row.id,
        startsAt: new Date(row.starts_at),
        endsAt: new Date(row.ends_at),
        busy: row.busy,
        booked: row.booked,
      }));
    },

    /** A new free hour; false when the advisor already has a slot starting then (a concurrent insert). */
    async insertFree(advisorId: string, startsAt: Date, endsAt: Date): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO advisor_slot (advisor_id, starts_at, ends_at, busy) VALUES ($1, $2, $3, false)
         ON CONFLICT (advisor_id, starts_at) DO NOTHING RETURNING id`,
        [advisorId, startsAt, endsAt],
      );
      return rows.length === 1;
    },

    async setBusy(slotId: string, busy: boolean): Promise<void> {
      await db.query('UPDATE advisor_slot SET busy = $2 WHERE id = $1', [slotId, busy]);
    },

    /** The slot, locked; undefined for an unknown id (or one that is no uuid). */
    async lockSlot(slotId: string): Promise<LockedSlot | undefined> {
      if (!isUuid(slotId)) return undefined;
      const [row] = await db.query<{
        id: string;
        starts_at: Date | string;
        ends_at: Date | string;
        busy: boolean;
        booked: boolean;
        ever_booked: boolean;
      }>(
        `SELECT s.id, s.starts_at, s.ends_at, s.busy,
                EXISTS (SELECT 1 FROM meeting m WHERE m.slot_id = s.id AND m.cancelled_at IS NULL) AS booked,
                EXISTS (SELECT 1 FROM meeting m WHERE m.slot_id = s.id) AS ever_booked
           FROM advisor_slot s WHERE s.id = $1 FOR UPDATE`,
        [slotId],
      );
      return (
        row && {
          id: row.id,
          startsAt: new Date(row.starts_at),
          endsAt: new Date(row.ends_at),
          busy: row.busy,
          booked: row.booked,
          everBooked: row.ever_booked,
        }
      );
    },

    async deleteSlot(slotId: string): Promise<void> {
      await db.query('DELETE FROM advisor_slot WHERE id = $1', [slotId]);
    },
  };
}
