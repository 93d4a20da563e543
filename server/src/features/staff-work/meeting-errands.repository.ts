import type { MeetingKind, MeetingTopic } from '#contracts/meetings';
import type { StaffMeeting } from '#contracts/staff-meetings';
import { isUuid } from '#contracts/uuid';
import type { Queryable } from '../../db/database.js';

type MeetingRow = {
  id: string;
  stakeholder_id: string;
  member_name: string;
  email: string | null;
  phone: string | null;
  topic: MeetingTopic;
  kind: MeetingKind;
  estate_id: string | null;
  estate_designation: string | null;
  message: string | null;
  starts_at: Date | string;
  ends_at: Date | string;
  booked_at: Date | string;
  slot_id: string;
  advisor_id: string;
  advisor_name: string;
  confirmed_at: Date | string | null;
  confirmed_by_name: string | null;
  cancelled_at: Date | string | null;
};

const iso = (value: Date | string): string => new Date(value).toISOString();

/** A booking locked for a change: whose it is, where it is, and where it stands. */
export interface LockedMeeting {
  readonly stakeholderId: string;
  /** The estate it was booked about, if any. */
  readonly estateId: string | null;
  readonly slotId: string;
  readonly advisorId: string;
  readonly advisorName: string;
  readonly topic: MeetingTopic;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly confirmed: boolean;
  readonly cancelled: boolean;
}

/** A slot a meeting may move to, locked: a member's booking into it waits until the move is done. */
export interface TargetSlot {
  readonly id: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly busy: boolean;
  readonly booked: boolean;
}

/** Postgres' unique_violation: of two moves into one slot, meeting_one_per_slot_idx lets one in. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * A member's booking as staff work on it. `meeting` and `advisor_slot` are the meetings feature's tables;
 * confirming is the staff workspace's column pair (migration 0026). Moving points the meeting at another
 * slot: the old one is free again as soon as no meeting (not cancelled) holds it.
 */
export function createMeetingErrandsRepository(db: Queryable) {
  return {
    /** The meeting with the member's contact details on file; undefined when unknown (or no uuid). */
    async read(id: string, now: Date): Promise<StaffMeeting | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query<MeetingRow>(
        `SELECT m.id, m.stakeholder_id, st.name AS member_name, nullif(trim(c.email), '') AS email,
                nullif(trim(c.phone), '') AS phone, m.topic, m.kind, e.id AS estate_id,
                e.designation AS estate_designation, m.message, s.starts_at, s.ends_at, m.booked_at,
                s.id AS slot_id, a.id AS advisor_id, a.name AS advisor_name, m.confirmed_at,
                p.given_name || ' ' || p.surname AS confirmed_by_name, m.cancelled_at
           FROM meeting m
           JOIN advisor_slot s ON s.id = m.slot_id
           JOIN advisor a ON a.id = s.advisor_id
           JOIN stakeholder st ON st.id = m.stakeholder_id
           LEFT JOIN member_contact c ON c.stakeholder_id = m.stakeholder_id
           LEFT JOIN estate e ON e.id = m.estate_id
           LEFT JOIN person p ON p.id = m.confirmed_by_person_id
          WHERE m.id = $1`,
        [id],
      );
      if (row === undefined) return undefined;
      const cancelled = row.cancelled_at !== null;
      return {
        id: row.id,
        member: { id: row.stakeholder_id, name: row.member_name, email: row.email, phone: row.phone },
        topic: row.topic,
        kind: row.kind,
        estate:
          row.estate_id === null ? null : { id: row.estate_id, designation: row.estate_designation ?? '' },
        message: row.message,
        startsAt: iso(row.starts_at),
        endsAt: iso(row.ends_at),
        bookedAt: iso(row.booked_at),
        slotId: row.slot_id,
        advisor: { id: row.advisor_id, name: row.advisor_name },
        status: cancelled ? 'cancelled' : row.confirmed_at !== null ? 'confirmed' : 'booked',
        confirmed:
          row.confirmed_at === null ? null : { at: iso(row.confirmed_at), byName: row.confirmed_by_name },
        cancelledAt: row.cancelled_at === null ? null : iso(row.cancelled_at),
        changeable: !cancelled && new Date(row.starts_at).getTime() > now.getTime(),
      };
    },

    /** The meeting, locked so that confirmations, moves and the member's cancelling queue. */
    async lock(id: string): Promise<LockedMeeting | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query<{
        stakeholder_id: string;
        estate_id: string | null;
        slot_id: string;
        advisor_id: string;
        advisor_name: string;
        topic: MeetingTopic;
        starts_at: Date | string;
        ends_at: Date | string;
        confirmed: boolean;
        cancelled: boolean;
      }>(
        `SELECT m.stakeholder_id, m.estate_id, m.slot_id, s.advisor_id, a.name AS advisor_name, m.topic, s.starts_at,
                s.ends_at, m.confirmed_at IS NOT NULL AS confirmed, m.cancelled_at IS NOT NULL AS cancelled
           FROM meeting m
           JOIN advisor_slot s ON s.id = m.slot_id
           JOIN advisor a ON a.id = s.advisor_id
          WHERE m.id = $1
            FOR UPDATE OF m`,
        [id],
      );
      return (
        row && {
          stakeholderId: row.stakeholder_id,
          estateId: row.estate_id,
          slotId: row.slot_id,
          advisorId: row.advisor_id,
          advisorName: row.advisor_name,
          topic: row.topic,
          startsAt: new Date(row.starts_at),
          endsAt: new Date(row.ends_at),
          confirmed: row.confirmed,
          cancelled: row.cancelled,
        }
      );
    },

    async confirm(id: string, at: Date, byPersonId: string): Promise<void> {
      await db.query('UPDATE meeting SET confirmed_at = $2, confirmed_by_person_id = $3 WHERE id = $1', [
        id,
        at,
        byPersonId,
      ]);
    },

    /**
     * The advisor's slot, locked FOR UPDATE: a member's booking into it (whose foreign key takes a share
     * lock on the slot) waits for the move, and then finds it taken. Undefined for another advisor's slot.
     */
    async lockSlotOf(advisorId: string, slotId: string): Promise<TargetSlot | undefined> {
      if (!isUuid(slotId)) return undefined;
      const [row] = await db.query<{
        id: string;
        starts_at: Date | string;
        ends_at: Date | string;
        busy: boolean;
        booked: boolean;
      }>(
        `SELECT s.id, s.starts_at, s.ends_at, s.busy,
                EXISTS (SELECT 1 FROM meeting m WHERE m.slot_id = s.id AND m.cancelled_at IS NULL) AS booked
           FROM advisor_slot s WHERE s.id = $1 AND s.advisor_id = $2 FOR UPDATE`,
        [slotId, advisorId],
      );
      return (
        row && {
          id: row.id,
          startsAt: new Date(row.starts_at),
          endsAt: new Date(row.ends_at),
          busy: row.busy,
          booked: row.booked,
        }
      );
    },

    /**
     * Puts the meeting in another slot and marks it confirmed (the member is told the new time), and frees
     * the old slot. Throws a unique violation when another meeting got into the slot meanwhile.
     */
    async move(id: string, move: { from: string; to: string; at: Date; byPersonId: string }): Promise<void> {
      await db.query(
        'UPDATE meeting SET slot_id = $2, confirmed_at = $3, confirmed_by_person_id = $4 WHERE id = $1',
        [id, move.to, move.at, move.byPersonId],
      );
      await db.query('UPDATE advisor_slot SET busy = false WHERE id = $1', [move.from]);
    },
  };
}
