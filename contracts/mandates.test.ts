import { describe, expect, it } from 'vitest';
import { endDayProblem } from './mandates.js';

describe("a mandate's last day", () => {
  it('is a day that exists, today or later', () => {
    expect(endDayProblem('2026-11-28', '2026-11-28')).toBeUndefined();
    expect(endDayProblem('2027-06-30', '2026-11-28')).toBeUndefined();
    expect(endDayProblem('2026-11-27', '2026-11-28')).toBe('past');
    expect(endDayProblem('2027-02-30', '2026-11-28')).toBe('notADate');
    expect(endDayProblem('20270630', '2026-11-28')).toBe('notADate');
  });

  it('is at most ten years ahead', () => {
    expect(endDayProblem('2036-11-28', '2026-11-28')).toBeUndefined();
    expect(endDayProblem('2036-11-29', '2026-11-28')).toBe('tooLate');
    expect(endDayProblem('9999-12-31', '2026-11-28')).toBe('tooLate');
  });
});
