import type { MeetingKind, MeetingTopic } from '#contracts/meetings';
import type { Queryable } from '../database.js';
import { isBusyHour, workingHours } from '../../lib/working-hours.js';
import { insertAdvisor, insertBusiness, insertSbo } from './business-builders.js';

/** Advisors' bookable hours and members' meetings, for the demo seed and the tests. */

export interface SlotRow {
  readonly id: string;
  readonly advisorId: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
}

/** One hour of the advisor's, starting at `startsAt`. */
export async function insertAdvisorSlot(
  db: Queryable,
  advisor: { id: string },
  startsAt: Date,
  overrides: { busy?: boolean; minutes?: number } = {},
): Promise<SlotRow> {
  const endsAt = new Date(startsAt.getTime() + (overrides.minutes ?? 60) * 60_000);
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO advisor_slot (advisor_id, starts_at, ends_at, busy) VALUES ($1, $2, $3, $4) RETURNING id`,
    [advisor.id, startsAt, endsAt, overrides.busy ?? false],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return { id: row.id, advisorId: advisor.id, startsAt, endsAt };
}

export interface MeetingOverrides {
  readonly topic?: MeetingTopic;
  readonly kind?: MeetingKind;
  readonly estateId?: string | null;
  readonly message?: string | null;
  readonly bookedAt?: Date;
  readonly cancelledAt?: Date | null;
}

/** A meeting of `stakeholder`'s business in `slot`. */
export async function insertMeeting(
  db: Queryable,
  slot: Pick<SlotRow, 'id'>,
  stakeholder: { id: string },
  business: { id: string },
  overrides: MeetingOverrides = {},
): Promise<{ id: string }> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO meeting (slot_id, stakeholder_id, business_id, estate_id, topic, kind, message, booked_at,
                          cancelled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      slot.id,
      stakeholder.id,
      business.id,
      overrides.estateId ?? null,
      overrides.topic ?? 'thinning',
      overrides.kind ?? 'forest-visit',
      overrides.message ?? null,
      overrides.bookedAt ?? new Date(),
      overrides.cancelledAt ?? null,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** A meeting a week from now for `stakeholder` (about an estate, or none), with the district, advisor and business it needs. */
export async function insertUpcomingMeeting(
  db: Queryable,
  stakeholder: { id: string },
  overrides: Pick<MeetingOverrides, 'estateId'> = {},
): Promise<{ id: string }> {
  const sbo = await insertSbo(db);
  const advisor = await insertAdvisor(db, sbo);
  const business = await insertBusiness(db, stakeholder, sbo, advisor);
  const slot = await insertAdvisorSlot(db, advisor, new Date(Date.now() + 7 * 86_400_000));
  return insertMeeting(db, slot, stakeholder, business, overrides);
}

/** The advisor's working hours from `from`'s day through `days` days later, about three in ten busy. */
export async function insertWorkingHours(
  db: Queryable,
  advisor: { id: string },
  from: Date,
  days: number,
): Promise<void> {
  const hours = workingHours(from, days).map((hour) => ({
    starts_at: hour.startsAt.toISOString(),
    ends_at: hour.endsAt.toISOString(),
    busy: isBusyHour(advisor.id, hour.startsAt),
  }));
  await db.query(
    `INSERT INTO advisor_slot (advisor_id, starts_at, ends_at, busy)
     SELECT $1, t.starts_at, t.ends_at, t.busy
     FROM jsonb_to_recordset($2::jsonb) AS t(starts_at timestamptz, ends_at timestamptz, busy boolean)
     ON CONFLICT (advisor_id, starts_at) DO NOTHING`,
    [advisor.id, JSON.stringify(hours)],
  );
}
