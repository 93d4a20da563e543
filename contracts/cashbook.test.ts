import { describe, expect, it } from 'vitest';
import { differenceOf, isYearLocked, openYears, parseKronor, rowProblems, splitGross } from './cashbook.js';

describe('cashbook rules', () => {
  it('splits a gross amount into net and VAT at 25, 12 and 6 %', () => {
    expect(splitGross(125_000, 25)).toEqual({ netOre: 100_000, vatOre: 25_000 });
    expect(splitGross(11_200, 12)).toEqual({ netOre: 10_000, vatOre: 1_200 });
    expect(splitGross(10_600, 6)).toEqual({ netOre: 10_000, vatOre: 600 });
    expect(splitGross(999, 25)).toEqual({ netOre: 799, vatOre: 200 });
    expect(splitGross(5_000, 0)).toEqual({ netOre: 5_000, vatOre: 0 });
  });

  it('reads kronor as Swedes type them', () => {
    expect(parseKronor('1 250,50')).toBe(125_050);
    expect(parseKronor('1250.5')).toBe(125_050);
    expect(parseKronor('300 kr')).toBe(30_000);
    expect(parseKronor('0,05')).toBe(5);
    expect(parseKronor('-5')).toBeUndefined();
    expect(parseKronor('1,234')).toBeUndefined();
    expect(parseKronor('')).toBeUndefined();
  });

  it('keeps a year open until 30 June the year after', () => {
    expect(isYearLocked(2025, '2026-06-30')).toBe(false);
    expect(isYearLocked(2025, '2026-07-01')).toBe(true);
    expect(openYears('2026-03-10')).toEqual([2025, 2026]);
    expect(openYears('2026-11-23')).toEqual([2026]);
  });

  it('finds the difference and the row problems', () => {
    const rows = [
      { account: 4020, debitOre: 1000, creditOre: 0 },
      { account: 1930, debitOre: 0, creditOre: 900 },
    ];
    expect(differenceOf(rows)).toBe(100);
    expect(rowProblems(rows)).toEqual([
      { path: ['rows'], message: 'Debet och kredit måste vara lika stora. Differensen är 1,00 kr.' },
    ]);
  });
});
