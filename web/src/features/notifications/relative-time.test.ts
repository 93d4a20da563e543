import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = new Date('2026-11-22T10:00:00');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;

describe('relative times in Swedish', () => {
  it('says nyss, minutes and hours for today', () => {
    expect(relativeTime(before(20_000), NOW)).toBe('nyss');
    expect(relativeTime(before(5 * MINUTE), NOW)).toBe('för 5 minuter sedan');
    expect(relativeTime(before(3 * 60 * MINUTE), NOW)).toBe('för 3 timmar sedan');
  });

  it('says i går for yesterday evening, and days within a month', () => {
    expect(relativeTime(new Date('2026-11-21T21:30:00').toISOString(), NOW)).toBe('i går');
    expect(relativeTime(new Date('2026-11-17T13:00:00').toISOString(), NOW)).toBe('för 5 dagar sedan');
  });

  it('gives the date from a month back', () => {
    expect(relativeTime(new Date('2026-09-07T08:15:00').toISOString(), NOW)).toBe('7 sep. 2026');
  });
});
