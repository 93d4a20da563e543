import { describe, expect, it } from 'vitest';
import { spreadIncome, type IncomeSpreadInput } from './income-spread.js';

const harvestRight: IncomeSpreadInput = {
  incomeOre: 60_000_000,
  kind: 'avverkningsratt',
  vatRegistered: true,
  harvestYear: 2026,
  years: 1,
  planRateBp: 345,
};

function spread(input: IncomeSpreadInput) {
  const outcome = spreadIncome(input);
  if (outcome.kind !== 'spread') throw new Error(outcome.reason);
  return outcome;
}
/** A year's figures in the order of the docs' tables. */
const row = (year: ReturnType<typeof spread>['years'][number]) => [
  year.year,
  year.payoutOre,
  year.vatOre,
  year.interestOre,
  year.taxableIncomeOre,
  year.maxSkogskontoDepositOre,
  year.taxableAfterDepositOre,
];

describe('docs/forest-economics.md, example 3: 600 000 kr for a harvest right', () => {
  it('paid at once is all taxable in the harvest year, 60 % of it may go to a skogskonto', () => {
    const { years, totals } = spread(harvestRight);
    expect(years.map(row)).toEqual([[2026, 60_000_000, 15_000_000, 0, 60_000_000, 36_000_000, 24_000_000]]);
    expect(totals.taxableAfterDepositOre).toBe(24_000_000);
  });

  it('over 5 years at 3,45 % is taxed 120 000 kr a year, plus the interest on what the plan still holds', () => {
    const { years, totals } = spread({ ...harvestRight, years: 5 });
    expect(years.map(row)).toEqual([
      [2026, 12_000_000, 3_000_000, 0, 12_000_000, 7_200_000, 4_800_000],
      [2027, 12_000_000, 3_000_000, 1_656_000, 13_656_000, 7_200_000, 6_456_000],
      [2028, 12_000_000, 3_000_000, 1_242_000, 13_242_000, 7_200_000, 6_042_000],
      [2029, 12_000_000, 3_000_000, 828_000, 12_828_000, 7_200_000, 5_628_000],
      [2030, 12_000_000, 3_000_000, 414_000, 12_414_000, 7_200_000, 5_214_000],
    ]);
    expect(years.map((year) => year.planBalanceAfterOre)).toEqual([
      48_000_000, 36_000_000, 24_000_000, 12_000_000, 0,
    ]);
    expect(totals).toEqual({
      payoutOre: 60_000_000,
      vatOre: 15_000_000,
      interestOre: 4_140_000,
      taxableIncomeOre: 64_140_000,
      maxSkogskontoDepositOre: 36_000_000,
      taxableAfterDepositOre: 28_140_000,
    });
  });
});

describe('docs/forest-economics.md, example 4: 350 000 kr over 3 years at 2 %', () => {
  it('puts the öre the division leaves in the last part, and rounds moms and interest per year', () => {
    const { years, totals } = spread({ ...harvestRight, incomeOre: 35_000_000, years: 3, planRateBp: 200 });
    expect(years.map(row)).toEqual([
      [2026, 11_666_666, 2_916_667, 0, 11_666_666, 6_999_999, 4_666_667],
      [2027, 11_666_666, 2_916_667, 466_667, 12_133_333, 6_999_999, 5_133_334],
      [2028, 11_666_668, 2_916_667, 233_333, 11_900_001, 7_000_000, 4_900_001],
    ]);
    expect(totals).toEqual({
      payoutOre: 35_000_000,
      vatOre: 8_750_001,
      interestOre: 700_000,
      taxableIncomeOre: 35_700_000,
      maxSkogskontoDepositOre: 20_999_998,
      taxableAfterDepositOre: 14_700_002,
    });
  });
});

describe('docs/forest-economics.md, example 5: 10 000 kr of delivery timber, not VAT-registered', () => {
  it('allows no skogskonto deposit: 40 % is 4 000 kr, below the least deposit of 5 000 kr', () => {
    const { years } = spread({
      ...harvestRight,
      incomeOre: 1_000_000,
      kind: 'leveransvirke',
      vatRegistered: false,
    });
    expect(years.map(row)).toEqual([[2026, 1_000_000, 0, 0, 1_000_000, 0, 1_000_000]]);
  });
});
