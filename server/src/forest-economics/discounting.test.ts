import { describe, expect, it } from 'vitest';
import { discountCashflows, presentValueOre } from './discounting.js';
import { divideHalfAwayFromZero, divideRoundingHalfUp } from './rounding.js';

describe('the roundings', () => {
  it('round half up, and half away from zero for either sign', () => {
    expect([divideRoundingHalfUp(5, 10), divideRoundingHalfUp(4, 10), divideRoundingHalfUp(15, 10)]).toEqual([
      1, 0, 2,
    ]);
    expect([5n, -5n, 4n, -4n, 15n, -15n].map((n) => divideHalfAwayFromZero(n, 10n))).toEqual([
      1n,
      -1n,
      0n,
      0n,
      2n,
      -2n,
    ]);
  });
});

describe('a present value', () => {
  it('is the amount itself this year, and at a rate of 0', () => {
    expect(presentValueOre(27_594_846, 0, 250)).toBe(27_594_846);
    expect(presentValueOre(-1_088_000, 21, 0)).toBe(-1_088_000);
  });

  it('divides by (1 + r)^t exactly and rounds once to whole öre', () => {
    expect(presentValueOre(-5_104_000, 1, 250)).toBe(-4_979_512); // −4 979 512,195…
    expect(presentValueOre(-1_088_000, 11, 250)).toBe(-829_214); // −829 213,523…
    expect(presentValueOre(34_486_737, 10, 250)).toBe(26_940_984); // 26 940 983,825…
  });

  it('rounds an exact half away from zero, an outflow as its inflow', () => {
    // 64 / 1,024 = 62,5 exactly.
    expect(presentValueOre(64, 1, 240)).toBe(63);
    expect(presentValueOre(-64, 1, 240)).toBe(-63);
  });

  it('stays exact far out: 1 miljard kr in 26 years at 10 %', () => {
    // 10^11 / 1,1^26 = 8 390 545 288,82…
    expect(presentValueOre(100_000_000_000, 26, 1_000)).toBe(8_390_545_289);
  });

  it('takes whole öre, whole years and whole basis points only', () => {
    expect(() => presentValueOre(0.5, 1, 250)).toThrow(RangeError);
    expect(() => presentValueOre(100, -1, 250)).toThrow(RangeError);
    expect(() => presentValueOre(100, 1, 2.5)).toThrow(RangeError);
  });
});

describe('discounted cashflows', () => {
  it('add up each year first, earliest first, and sum the rounded present values', () => {
    const discounted = discountCashflows(
      [
        { yearsFromNow: 11, amountOre: -1_088_000 },
        { yearsFromNow: 1, amountOre: -1_056_000 },
        { yearsFromNow: 0, amountOre: 27_594_846 },
        { yearsFromNow: 1, amountOre: -4_048_000 },
      ],
      250,
    );
    expect(discounted.years).toEqual([
      { yearsFromNow: 0, amountOre: 27_594_846, presentValueOre: 27_594_846 },
      { yearsFromNow: 1, amountOre: -5_104_000, presentValueOre: -4_979_512 },
      { yearsFromNow: 11, amountOre: -1_088_000, presentValueOre: -829_214 },
    ]);
    expect(discounted.netPresentValueOre).toBe(21_786_120);
  });

  it('of nothing are worth nothing', () => {
    expect(discountCashflows([], 250)).toEqual({ years: [], netPresentValueOre: 0 });
  });
});
