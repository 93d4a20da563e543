import { describe, expect, it } from 'vitest';
import {
  earliestPayDay,
  isIsoDay,
  parseKronor,
  payDayProblem,
  withdrawalAmountProblem,
} from './economy-rules.js';

describe('Swedish banking days', () => {
  it('pays today before 13.00 on a banking day, else the next banking day', () => {
    expect(earliestPayDay('2026-03-10', 12)).toBe('2026-03-10');
    expect(earliestPayDay('2026-03-10', 13)).toBe('2026-03-11');
    expect(earliestPayDay('2026-03-13', 15)).toBe('2026-03-16');
    expect(earliestPayDay('2026-12-23', 14)).toBe('2026-12-28');
  });

  it('knows a real date from a look-alike', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-3-1')).toBe(false);
  });
});

describe('amounts as Swedes write them', () => {
  it('reads spaces, a decimal comma and "kr" into öre', () => {
    expect(parseKronor('1 234,50')).toBe(123_450);
    expect(parseKronor('1\u00a0234,5 kr')).toBe(123_450);
    expect(parseKronor('100')).toBe(10_000);
    expect(parseKronor('12.05')).toBe(1_205);
  });

  it('refuses more than two decimals, signs and words', () => {
    for (const bad of ['1,234', '-5', 'tio', '', '1,2,3']) expect(parseKronor(bad)).toBeUndefined();
  });
});

describe('the rules a form checks before the server does', () => {
  it('takes a withdrawal of at least 100 kr and at most what the merkonto holds', () => {
    const account = { availableOre: 50_000 };
    expect(withdrawalAmountProblem(0, account)).toBe('notPositive');
    expect(withdrawalAmountProblem(9_999, account)).toBe('belowMinimum');
    expect(withdrawalAmountProblem(50_001, account)).toBe('overBalance');
    expect(withdrawalAmountProblem(10_000, account)).toBeUndefined();
    expect(withdrawalAmountProblem(50_000, account)).toBeUndefined();
  });

  it('takes a pay day that is a date within the window and a banking day, telling the first problem', () => {
    const window = { earliest: '2026-03-10', latest: '2026-06-08' };
    expect(payDayProblem('2026-02-30', window)).toBe('notADate');
    expect(payDayProblem('2026-03-09', window)).toBe('tooEarly');
    expect(payDayProblem('2026-06-13', window)).toBe('tooLate');
    expect(payDayProblem('2026-03-14', window)).toBe('notBankingDay');
    expect(payDayProblem('2026-03-10', window)).toBeUndefined();
  });
});
