import { describe, expect, it } from 'vitest';
import { addDays, swedishDayAt } from '#contracts/calendar-day';
import { payDayProblem } from '#contracts/economy-rules';
import { BOOKING_HORIZON_DAYS, type FreeTimes } from '#contracts/meetings';
import { closedDayName } from '#contracts/swedish-calendar';
import { insertAdvisorSlot } from '../../db/seed/meetings-builders.js';
import { signIn } from '../../testing/sign-in.js';
import { NOW, useMeetingsWorld } from '../../testing/meetings-world.js';

const DAY_MS = 86_400_000;

describe('the meetings keep the Swedish calendar', () => {
  const { world, clock, get } = useMeetingsWorld();

  it('never offers an hour on a holiday or a kept eve over a year, and meets on the days banks pay', async () => {
    const offered = new Set<string>();
    const first = swedishDayAt(NOW);
    let last = first;
    for (let period = 0; period < 14; period++) {
      const cookie = await signIn(
        world.test,
        { personId: world.person.id, stakeholderId: world.member.id, roles: ['Member'] },
        clock,
      );
      const response = await get('/api/meetings/free-times', { cookie });
      expect(response.statusCode).toBe(200);
      for (const time of response.json<FreeTimes>().freeTimes)
        offered.add(swedishDayAt(new Date(time.startsAt)));
      last = swedishDayAt(new Date(clock.now().getTime() + BOOKING_HORIZON_DAYS * DAY_MS));
      // An hour stored on Christmas Eve before the calendar knew it is not offered either.
      if (period === 0)
        await insertAdvisorSlot(world.test.db, world.advisor, new Date('2026-12-24T09:00:00Z'));
      clock.advance(BOOKING_HORIZON_DAYS * DAY_MS);
    }

    const onClosedDays = [...offered].filter((day) => closedDayName(day) !== undefined);
    expect(onClosedDays).toEqual([]);
    for (const day of ['2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01', '2027-03-26', '2027-06-25']) {
      expect(offered.has(day), day).toBe(false);
    }

    // The advisor's working days, hours free or taken, are exactly the days a withdrawal may be paid on.
    const stored = await world.test.db.query<{ starts_at: Date }>(
      'SELECT starts_at FROM advisor_slot WHERE advisor_id = $1',
      [world.advisor.id],
    );
    const meetingDays = new Set(
      stored.map((row) => swedishDayAt(new Date(row.starts_at))).filter((day) => day !== '2026-12-24'),
    );
    const window = { earliest: first, latest: addDays(last, -1) };
    const payDays: string[] = [];
    for (let day = window.earliest; day <= window.latest; day = addDays(day, 1)) {
      if (payDayProblem(day, window) === undefined) payDays.push(day);
    }
    expect([...meetingDays].filter((day) => day <= window.latest).sort()).toEqual(payDays);
  });
});
