import { BOOKING_HORIZON_DAYS } from '#contracts/meetings';
import { swedishWallClock, workingHours } from '../../lib/working-hours.js';
import type { Queryable } from '../database.js';
import { DEMO_BUSINESS } from './demo-business.js';
import { insertAdvisorSlot, insertMeeting, insertWorkingHours } from './meetings-builders.js';
import { PERSONAS } from './personas.js';

const DAY_MS = 86_400_000;

/** The first working hour at `hour` o'clock Swedish time, `daysFromNow` days from now or later. */
function workingHourAt(now: Date, daysFromNow: number, hour: number): Date {
  const found = workingHours(new Date(now.getTime() + daysFromNow * DAY_MS), 6).find(
    (candidate) => swedishWallClock(candidate.startsAt).hour === hour,
  );
  if (found === undefined) throw new Error('no working hour in six days');
  return found.startsAt;
}

/**
 * The advisors' working hours for the coming four weeks (some already taken), and Karin's meetings with
 * Anders Nyberg: a forest visit about regeneration three weeks ago, and a thinning walk in ten days.
 */
export async function seedDemoMeetings(db: Queryable, now = new Date()): Promise<void> {
  for (const advisor of Object.values(DEMO_BUSINESS.advisor)) {
    await insertWorkingHours(db, { id: advisor }, now, BOOKING_HORIZON_DAYS);
  }

  const karin = { id: PERSONAS.member.stakeholderId };
  const business = { id: DEMO_BUSINESS.business.karins };
  const anders = { id: DEMO_BUSINESS.advisor.karins };
  const estate = (designation: string) =>
    db
      .query<{ id: string }>('SELECT id FROM estate WHERE business_id = $1 AND designation = $2', [
        business.id,
        designation,
      ])
      .then(([row]) => row?.id ?? null);

  const pastSlot = await insertAdvisorSlot(db, anders, workingHourAt(now, -23, 9));
  await insertMeeting(db, pastSlot, karin, business, {
    topic: 'regeneration',
    kind: 'forest-visit',
    estateId: await estate('Uppsala Ekeby 2:7'),
    message: 'Hygget från i fjol behöver planteras. Vilka plantor passar på den blöta delen i söder?',
    bookedAt: new Date(now.getTime() - 40 * DAY_MS),
  });

  const [upcomingSlot] = await db.query<{ id: string }>(
    'UPDATE advisor_slot SET busy = false WHERE advisor_id = $1 AND starts_at = $2 RETURNING id',
    [anders.id, workingHourAt(now, 10, 10)],
  );
  if (upcomingSlot === undefined) throw new Error("Anders Nyberg's working hours were not seeded");
  await insertMeeting(db, upcomingSlot, karin, business, {
    topic: 'thinning',
    kind: 'forest-visit',
    estateId: await estate('Uppsala Viggeby 4:3'),
    message: 'Granbeståndet vid ån verkar tätt. Är det dags för första gallringen?',
    bookedAt: new Date(now.getTime() - 5 * DAY_MS),
  });
}
