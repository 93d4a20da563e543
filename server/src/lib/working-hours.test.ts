import { describe, expect, it } from 'vitest';
import { swedishDayAt } from '#contracts/calendar-day';
import { swedishWallClock, workingHours } from './working-hours.js';

describe('working hours', () => {
  it('start 08:00 to 15:00 Swedish time on weekdays, in summer and winter time alike', () => {
    // Friday 27 March to Monday 30 March 2026: summer time begins on Sunday 29 March.
    const hours = workingHours(new Date('2026-03-27T10:00:00Z'), 3);
    expect(hours).toHaveLength(16);
    expect(hours[0]?.startsAt.toISOString()).toBe('2026-03-27T07:00:00.000Z');
    expect(hours[8]?.startsAt.toISOString()).toBe('2026-03-30T06:00:00.000Z');
    expect(hours.map((hour) => swedishWallClock(hour.startsAt).hour).slice(0, 8)).toEqual([
      8, 9, 10, 11, 12, 13, 14, 15,
    ]);
  });

  it('leave out holidays and the eves kept as holidays, around Christmas and New Year', () => {
    const days = new Set(
      workingHours(new Date('2026-12-21T10:00:00Z'), 14).map((hour) => swedishDayAt(hour.startsAt)),
    );
    expect([...days]).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2027-01-04',
    ]);
  });
});
