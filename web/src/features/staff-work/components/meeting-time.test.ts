import { describe, expect, it } from 'vitest';
import { addDays, hourLabel, mondayOf, swedishHour, weekNumber } from './meeting-time';

describe('meeting times in Swedish time', () => {
  it('gives a whole hour with Sweden’s offset on that day, winter and summer', () => {
    expect(swedishHour('2030-12-04', 10)).toBe('2030-12-04T10:00:00+01:00');
    expect(swedishHour('2030-07-01', 7)).toBe('2030-07-01T07:00:00+02:00');
    expect(swedishHour('2030-03-31', 8)).toBe('2030-03-31T08:00:00+02:00');
  });

  it('names an hour as staff read it', () => {
    expect(hourLabel('2030-12-04T09:00:00.000Z')).toBe('onsdag 4 december kl.\u00a010:00');
  });

  it('counts weeks from Monday, as Swedish calendars do', () => {
    expect(mondayOf('2030-12-04')).toBe('2030-12-02');
    expect(mondayOf('2030-12-02')).toBe('2030-12-02');
    expect(mondayOf('2030-12-08')).toBe('2030-12-02');
    expect(weekNumber('2030-12-02')).toBe(49);
    expect(weekNumber('2027-01-01')).toBe(53);
    expect(weekNumber('2029-12-31')).toBe(1);
    expect(addDays('2030-12-30', 3)).toBe('2031-01-02');
  });
});
