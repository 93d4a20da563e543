import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { takeTodayFrom, type DayRange } from './calendar-day.js';
import { dayField, wholeNumberText } from './field-schemas.js';

const NEXT_YEAR: DayRange = { from: { days: 0 }, until: { years: 1 }, words: 'från i dag till ett år fram' };
const messagesOf = (schema: z.ZodMiniType, value: unknown) =>
  z.safeParse(schema, value).error?.issues.map((issue) => issue.message);

describe('the schemas of typed days and numbers', () => {
  afterEach(() => {
    takeTodayFrom(() => undefined);
  });

  it('take a day within its range of the day the server says it is, and say why not', () => {
    takeTodayFrom(() => '2026-11-24');
    const day = dayField(NEXT_YEAR);
    expect(z.safeParse(day, '2027-11-24').success).toBe(true);
    expect(messagesOf(day, '2027-11-25')).toEqual(['Ange ett datum från i dag till ett år fram.']);
    expect(messagesOf(day, '9999-12-31')).toEqual(['Ange ett datum från i dag till ett år fram.']);
    expect(messagesOf(day, '2026-02-30')).toEqual(['Ange ett datum, till exempel 2026-12-01.']);
    expect(messagesOf(day, '0001-01-01')).toEqual(['Ange ett datum, till exempel 2026-12-01.']);
    expect(messagesOf(day, 20261201)).toEqual(['Ange ett datum, till exempel 2026-12-01.']);
  });

  it('read a number in a query as decimal only, and say what is wrong with it', () => {
    const limit = wholeNumberText({
      min: 1,
      max: 50,
      message: 'Ange ett heltal.',
      notWhole: 'Inga decimaler.',
      tooLow: 'Minst 1.',
      tooHigh: 'Högst 50.',
    });
    expect(z.safeParse(limit, '16').data).toBe(16);
    for (const text of [
      '0x10',
      '0o20',
      '0b10000',
      '16e0',
      ' 16',
      '16 ',
      '+16',
      '016',
      'Infinity',
      '１６',
      '',
    ]) {
      expect(messagesOf(limit, text), text).toEqual(['Ange ett heltal.']);
    }
    expect(messagesOf(limit, '2.5')).toEqual(['Inga decimaler.']);
    expect(messagesOf(limit, '0')).toEqual(['Minst 1.']);
    expect(messagesOf(limit, '500')).toEqual(['Högst 50.']);
    expect(messagesOf(limit, 16)).toEqual(['Ange ett heltal.']);
  });
});
