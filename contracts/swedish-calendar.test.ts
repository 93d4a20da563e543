import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-day.js';
import { payDayProblem } from './economy-rules.js';
import {
  closedDayName,
  closedDays,
  closedWeekdays,
  easterSunday,
  isWorkingDay,
  workingDayFrom,
} from './swedish-calendar.js';

describe('the Swedish calendar', () => {
  it('finds Easter, and the holidays that move with it and with the weekdays', () => {
    expect([2024, 2025, 2026, 2027, 2038].map(easterSunday)).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ]);
    expect(Object.fromEntries(closedDays(2026))).toEqual({
      '2026-01-01': 'nyårsdagen',
      '2026-01-06': 'trettondedag jul',
      '2026-04-03': 'långfredagen',
      '2026-04-05': 'påskdagen',
      '2026-04-06': 'annandag påsk',
      '2026-05-01': 'första maj',
      '2026-05-14': 'Kristi himmelsfärdsdag',
      '2026-05-24': 'pingstdagen',
      '2026-06-06': 'Sveriges nationaldag',
      '2026-06-19': 'midsommarafton',
      '2026-06-20': 'midsommardagen',
      '2026-10-31': 'alla helgons dag',
      '2026-12-24': 'julafton',
      '2026-12-25': 'juldagen',
      '2026-12-26': 'annandag jul',
      '2026-12-31': 'nyårsafton',
    });
    // Midsummer and All Saints' Day on the edges of their weeks.
    expect(closedDayName('2027-06-25')).toBe('midsommarafton');
    expect(closedDayName('2027-06-26')).toBe('midsommardagen');
    expect(closedDayName('2027-11-06')).toBe('alla helgons dag');
    expect(closedDayName('2026-12-23')).toBeUndefined();
  });

  it('works Monday to Friday but on holidays and the eves kept as holidays', () => {
    expect(isWorkingDay('2026-03-10')).toBe(true);
    expect(isWorkingDay('2026-03-14')).toBe(false); // Saturday
    for (const closed of [
      '2026-04-03',
      '2026-04-06',
      '2026-05-14',
      '2026-06-19',
      '2026-12-24',
      '2026-12-25',
    ]) {
      expect(isWorkingDay(closed), closed).toBe(false);
    }
    expect(isWorkingDay('2026-12-31')).toBe(false);
    expect(isWorkingDay('2027-01-01')).toBe(false);
    expect(workingDayFrom('2026-12-24')).toBe('2026-12-28');
    expect(workingDayFrom('2026-12-31')).toBe('2027-01-04');
  });

  it('names the closed weekdays of a stretch, for a page to explain missing days', () => {
    expect(closedWeekdays('2026-12-20', '2027-01-10')).toEqual([
      { day: '2026-12-24', name: 'julafton' },
      { day: '2026-12-25', name: 'juldagen' },
      { day: '2026-12-31', name: 'nyårsafton' },
      { day: '2027-01-01', name: 'nyårsdagen' },
      { day: '2027-01-06', name: 'trettondedag jul' },
    ]);
  });

  it('is the day a withdrawal may be paid on, every day of two years', () => {
    const window = { earliest: '2026-01-01', latest: '2027-12-31' };
    for (let day = window.earliest; day <= window.latest; day = addDays(day, 1)) {
      expect(payDayProblem(day, window) === undefined, day).toBe(isWorkingDay(day));
    }
  });
});
