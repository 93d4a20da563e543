import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accruedInterestOre,
  rateOn,
  yearInterestOre,
  type BalanceMovement,
  type RatePeriod,
} from './interest.js';

const DAY_MS = 86_400_000;
const dayText = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The rule as written: every day's closing balance at that day's rate, summed exactly, rounded once. */
function dayByDay(input: {
  openingBalanceOre: number;
  movements: BalanceMovement[];
  rates: RatePeriod[];
  from: string;
  to: string;
}): number {
  let sum = 0n;
  let balance = BigInt(input.openingBalanceOre);
  for (let n = dayNumber(input.from); n <= dayNumber(input.to); n += 1) {
    for (const movement of input.movements)
      if (movement.day === dayText(n)) balance += BigInt(movement.amountOre);
    if (balance > 0n) sum += balance * BigInt(rateOn(input.rates, dayText(n)));
  }
  const divisor = 10_000n * 365n;
  return Number((sum * 2n + divisor) / (divisor * 2n));
}

/** Days around 2023–2025, leap day included. */
const aDay = fc.integer({ min: dayNumber('2023-06-01'), max: dayNumber('2025-06-30') }).map(dayText);

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

  it('counts stretches of equal days to the same öre as day by day', () => {
    const input = fc.record({
      openingBalanceOre: fc.integer({ min: -1_000_000, max: 5_000_000_000 }),
      movements: fc.array(
        fc.record({ day: aDay, amountOre: fc.integer({ min: -50_000_000, max: 50_000_000 }) }),
        {
          maxLength: 12,
        },
      ),
      rates: fc.array(fc.record({ validFrom: aDay, rateBp: fc.integer({ min: 0, max: 1_000 }) }), {
        maxLength: 5,
      }),
      from: aDay,
      to: aDay,
    });
    fc.assert(
      fc.property(input, (facts) => {
        expect(accruedInterestOre(facts)).toBe(dayByDay(facts));
      }),
      { numRuns: 300 },
    );
  });
});
