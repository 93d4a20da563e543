import { describe, expect, it } from 'vitest';
import { latestFirstOfSeptember, noticesAfterYear } from './plan-roll.js';

describe('rolling a plan forward', () => {
  it('rolls to the latest 1 September on or before the day', () => {
    expect(latestFirstOfSeptember('2026-11-29')).toBe('2026-09-01');
    expect(latestFirstOfSeptember('2026-09-01')).toBe('2026-09-01');
    expect(latestFirstOfSeptember('2026-08-31')).toBe('2025-09-01');
    expect(latestFirstOfSeptember('2027-01-15')).toBe('2026-09-01');
  });

  it('tells of what became due after the previous roll, or on a first roll in the rolled year only', () => {
    expect(noticesAfterYear(2019, 2026, null)).toBe(2025);
    expect(noticesAfterYear(2026, 2026, null)).toBe(2026);
    expect(noticesAfterYear(2019, 2027, 2026)).toBe(2026);
    expect(noticesAfterYear(2019, 2028, 2026)).toBe(2026);
  });
});
