import { describe, expect, it } from 'vitest';
import { accruedInterestOre, rateOn, yearInterestOre } from './interest.js';

const rates = [
  { validFrom: '2024-01-01', rateBp: 200 },
  { validFrom: '2024-07-01', rateBp: 300 },
];

describe('interest', () => {
  it('picks the rate in force on a day', () => {
    expect(rateOn(rates, '2023-12-31')).toBe(0);
    expect(rateOn(rates, '2024-06-30')).toBe(200);
    expect(rateOn(rates, '2024-07-01')).toBe(300);
  });

  it('pays a year of a steady balance at actual/365, leap day included', () => {
    // 100 000 kr at 2 % for 366 days of 2024: 100 000 × 0,02 × 366 / 365 = 2 005,48 kr.
    const interest = yearInterestOre({
      year: 2024,
      openingBalanceOre: 10_000_000,
      movements: [],
      rates: [{ validFrom: '2020-01-01', rateBp: 200 }],
    });
    expect(interest).toBe(200_548);
  });

  it('follows the rate change and a deposit from its own day', () => {
    // 10 000 kr from 1 July (184 days at 3 %) and 10 000 kr more from 1 December (31 days at 3 %).
    const interest = accruedInterestOre({
      openingBalanceOre: 0,
      movements: [
        { day: '2024-07-01', amountOre: 1_000_000 },
        { day: '2024-12-01', amountOre: 1_000_000 },
      ],
      rates,
      from: '2024-01-01',
      to: '2024-12-31',
    });
    // (1 000 000 × 184 + 1 000 000 × 31) × 300 / (10 000 × 365) = 17 671,23 öre → 17 671.
    expect(interest).toBe(17_671);
  });

  it('rounds once, half up, and never pays on a balance below zero', () => {
    expect(
      accruedInterestOre({
        openingBalanceOre: 365,
        movements: [],
        rates,
        from: '2024-07-01',
        to: '2024-07-05',
      }),
    ).toBe(0);
    expect(
      accruedInterestOre({
        openingBalanceOre: -5_000_000,
        movements: [],
        rates,
        from: '2024-07-01',
        to: '2024-12-31',
      }),
    ).toBe(0);
    // 50 öre × 10 000 bp × 73 days / 3 650 000 = 10 öre exactly; 72 days are 9,86 öre → 10 (half up).
    const atTenThousandBp = [{ validFrom: '2020-01-01', rateBp: 10_000 }];
    expect(
      accruedInterestOre({
        openingBalanceOre: 50,
        movements: [],
        rates: atTenThousandBp,
        from: '2024-01-01',
        to: '2024-03-12',
      }),
    ).toBe(10);
    expect(
      accruedInterestOre({
        openingBalanceOre: 50,
        movements: [],
        rates: [{ validFrom: '2020-01-01', rateBp: 10_000 }],
        from: '2024-01-01',
        to: '2024-03-13',
      }),
    ).toBe(10);
  });
});
