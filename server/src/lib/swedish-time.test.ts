import { describe, expect, it } from 'vitest';
import {
  swedishDateTime,
  swedishLongDate,
  swedishShortDate,
  swedishTimeSpan,
  swedishWeekdayTime,
} from './swedish-time.js';

describe('Swedish dates and times', () => {
  it('write the clock with a colon, in Swedish time, in winter and summer alike', () => {
    expect(swedishTimeSpan(new Date('2026-11-25T08:00:00Z'), new Date('2026-11-25T09:00:00Z'))).toBe(
      'onsdag 25 november 2026 kl. 09:00–10:00',
    );
    expect(swedishDateTime(new Date('2026-06-01T06:30:00Z'))).toBe('1 juni 2026 kl. 08:30');
    expect(swedishWeekdayTime(new Date('2026-12-09T09:00:00Z'))).toBe('onsdag 9 december kl. 10:00');
  });

  it('write a calendar day as that day, with the month spelled out or shortened', () => {
    expect(swedishLongDate('2026-03-14')).toBe('14 mars 2026');
    expect(swedishLongDate('2026-12-31')).toBe('31 december 2026');
    expect(swedishShortDate('2026-12-01')).toBe('1 dec. 2026');
  });
});
