import { describe, expect, it } from 'vitest';
import { forestEconomicsTexts as texts } from './forest-economics.texts.js';
import { spreadIncome, type IncomeSpreadInput } from './income-spread.js';
import { planParts } from './payment-plan.js';
import { maxSkogskontoDepositOre } from './skogskonto.js';

const input = (changes: Partial<IncomeSpreadInput>): IncomeSpreadInput => ({
  incomeOre: 60_000_000,
  kind: 'avverkningsratt',
  vatRegistered: true,
  harvestYear: 2026,
  years: 5,
  planRateBp: 345,
  ...changes,
});
const refusal = (changes: Partial<IncomeSpreadInput>) => {
  const outcome = spreadIncome(input(changes));
  return outcome.kind === 'invalid' ? { field: outcome.field, reason: outcome.reason } : outcome.kind;
};
function spread(changes: Partial<IncomeSpreadInput>) {
  const outcome = spreadIncome(input(changes));
  if (outcome.kind !== 'spread') throw new Error(outcome.reason);
  return outcome;
}

describe('an income spread', () => {
  it('refuses to spread delivery timber, which no payment plan takes', () => {
    expect(refusal({ kind: 'leveransvirke' })).toEqual({
      field: 'years',
      reason: texts.deliveryTimberSpread,
    });
    expect(refusal({ kind: 'leveransvirke', years: 1 })).toBe('spread');
  });

  it('runs 1 to 10 whole years', () => {
    for (const years of [0, 11, 1.5])
      expect(refusal({ years })).toEqual({ field: 'years', reason: texts.planYears });
  });

  it('over 10 years keeps the remainder in the last part and earns interest on the falling balance', () => {
    const { years, totals } = spread({ incomeOre: 100_000_003, years: 10, planRateBp: 300 });
    expect(years.map((year) => year.year)).toEqual([
      2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035,
    ]);
    expect(years.map((year) => year.payoutOre)).toEqual([...Array<number>(9).fill(10_000_000), 10_000_003]);
    // Year k: (100 000 003 − k × 10 000 000) × 3 % = 3 000 000,09 − 300 000 k, rounded to whole öre.
    expect(years[1]?.interestOre).toBe(2_700_000);
    expect(years[9]?.interestOre).toBe(300_000);
    expect(totals.interestOre).toBe(13_500_000);
    expect(years.at(-1)?.planBalanceAfterOre).toBe(0);
  });

  it('earns no interest at a rate of 0, and shows no moms for a seller not VAT-registered', () => {
    const { totals } = spread({ planRateBp: 0, vatRegistered: false });
    expect([totals.interestOre, totals.vatOre, totals.taxableIncomeOre]).toEqual([0, 0, 60_000_000]);
  });

  it('of nothing, paid at once, is nothing; spread, its parts are below 1 000 kr', () => {
    const { years, totals } = spread({ incomeOre: 0, years: 1 });
    expect(years.map((year) => year.taxableAfterDepositOre)).toEqual([0]);
    expect(Object.values(totals)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(refusal({ incomeOre: 0 })).toEqual({ field: 'years', reason: texts.planPartTooSmall });
    expect(refusal({ incomeOre: 200_000, years: 2 })).toBe('spread');
    expect(refusal({ incomeOre: 199_999, years: 2 })).toEqual({
      field: 'years',
      reason: texts.planPartTooSmall,
    });
  });

  it('takes whole öre up to 1 miljard kr, a year from 2000 to 2100 and a rate up to 20 %', () => {
    for (const incomeOre of [-1, 0.5, 100_000_000_001])
      expect(refusal({ incomeOre, years: 1 })).toEqual({ field: 'incomeOre', reason: texts.income });
    for (const harvestYear of [1999, 2101])
      expect(refusal({ harvestYear })).toEqual({ field: 'harvestYear', reason: texts.incomeYear });
    for (const planRateBp of [-1, 2_001, 3.5])
      expect(refusal({ planRateBp })).toEqual({ field: 'planRateBp', reason: texts.planRate });
    expect(refusal({ planRateBp: 2_000 })).toBe('spread');
    expect(refusal({ incomeOre: 100_000_000_000, years: 10, planRateBp: 2_000 })).toBe('spread');
  });
});

describe('the parts of a payment plan', () => {
  it('are equal, with the remainder in the last', () => {
    expect(planParts(1_000, 3)).toEqual([333, 333, 334]);
    expect(planParts(1_000, 1)).toEqual([1_000]);
  });
});

describe('the largest skogskonto deposit', () => {
  it('is 60 % of a harvest right and 40 % of delivery timber, rounded down, from 5 000 kr', () => {
    expect(maxSkogskontoDepositOre(833_334, 'avverkningsratt')).toBe(500_000); // 5 000,004 kr
    expect(maxSkogskontoDepositOre(833_333, 'avverkningsratt')).toBe(0); // 4 999,998 kr
    expect(maxSkogskontoDepositOre(1_250_000, 'leveransvirke')).toBe(500_000);
    expect(maxSkogskontoDepositOre(1_249_999, 'leveransvirke')).toBe(0);
    expect(maxSkogskontoDepositOre(0, 'avverkningsratt')).toBe(0);
  });

  it('is counted on the payout only, not on the interest of the plan', () => {
    const { years } = spread({});
    expect(years[1]?.maxSkogskontoDepositOre).toBe(7_200_000); // 60 % of 120 000 kr, not of 136 560 kr
  });
});
