import { afterEach, describe, expect, it } from 'vitest';
import {
  addYears,
  dayBounds,
  dayMessage,
  dayProblem,
  isIsoDay,
  NOT_A_DAY,
  takeTodayFrom,
  today,
  type DayRange,
} from './calendar-day.js';

const THREE_YEARS: DayRange = {
  from: { years: -1 },
  until: { years: 3 },
  words: 'från ett år bakåt till tre år fram',
};
const UNTIL_TODAY: DayRange = {
  from: { days: -30 },
  until: { days: 0 },
  words: 'från 30 dagar bakåt till i dag',
};

describe('a typed day', () => {
  afterEach(() => {
    takeTodayFrom(() => undefined);
  });

  it('is a day of the calendar written YYYY-MM-DD in ASCII digits', () => {
    for (const day of ['2026-12-01', '2028-02-29', '1999-12-31']) expect(isIsoDay(day), day).toBe(true);
    for (const text of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-12-1',
      '20261201',
      ' 2026-12-01',
      '2026-12-01 ',
      '+2026-12-01',
      '２０２６-１２-０１',
      '٢٠٢٦-١٢-٠١',
      '0001-01-01',
      '2026-12-01T00:00:00Z',
    ]) {
      expect(isIsoDay(text), text).toBe(false);
    }
  });

  it('lies within its range of today, both ends included', () => {
    expect(dayBounds(THREE_YEARS, '2026-11-24')).toEqual({ first: '2025-11-24', last: '2029-11-24' });
    expect(dayProblem('2025-11-24', THREE_YEARS, '2026-11-24')).toBeUndefined();
    expect(dayProblem('2029-11-24', THREE_YEARS, '2026-11-24')).toBeUndefined();
    expect(dayProblem('2025-11-23', THREE_YEARS, '2026-11-24')).toBe('outOfRange');
    expect(dayProblem('9999-12-30', THREE_YEARS, '2026-11-24')).toBe('outOfRange');
    expect(dayProblem('2026-11-25', UNTIL_TODAY, '2026-11-24')).toBe('outOfRange');
    expect(dayProblem('2026-02-30', UNTIL_TODAY, '2026-11-24')).toBe('notADate');
  });

  it('is told in the same words by the form and the server', () => {
    expect(dayMessage('2026-12-1', THREE_YEARS, {}, '2026-11-24')).toBe(NOT_A_DAY);
    expect(dayMessage('9999-12-31', THREE_YEARS, {}, '2026-11-24')).toBe(
      'Ange ett datum från ett år bakåt till tre år fram.',
    );
    expect(dayMessage('9999-12-31', THREE_YEARS, { outOfRange: 'Egen text.' }, '2026-11-24')).toBe(
      'Egen text.',
    );
    expect(dayMessage('2027-01-01', THREE_YEARS, {}, '2026-11-24')).toBeUndefined();
  });

  it('is checked against the day the server says it is, or else today in Sweden', () => {
    expect(today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    takeTodayFrom(() => '2030-01-01');
    expect(today()).toBe('2030-01-01');
    expect(dayProblem('2026-12-01', THREE_YEARS)).toBe('outOfRange');
  });

  it('moves by whole years to the same day of the month', () => {
    expect(addYears('2026-11-24', -1)).toBe('2025-11-24');
    expect(addYears('2026-11-24', 10)).toBe('2036-11-24');
  });
});
