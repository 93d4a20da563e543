import { parseScaled } from './decimal-number.js';
import { parseKronor, PLAN_MAX_YEARS } from './economy-rules.js';

/**
 * The rules of "Räkna på avverkning" (docs/forest-economics.md) that both sides apply, without a
 * schema library so the page may import them: the limits of the two calculations, how the member writes a
 * rate and an amount, and the Swedish words for a value outside them. The answers' shapes are
 * contracts/forest-decisions.ts, the queries' contracts/forest-decisions-queries.ts.
 */

/** Stands in one comparison: a handful in practice, a bound so one request stays small. */
export const MAX_DECISION_STANDS = 50;

/** The discount rate (kalkylränta) in basis points: 2,5 % unless the member changes it, at most 10 %. */
export const DEFAULT_DISCOUNT_RATE_BP = 250;
export const MAX_DISCOUNT_RATE_BP = 1_000;

/** The income to spread: from 1 kr to 1 000 000 000 kr, excluding moms. */
const MIN_INCOME_ORE = 100;
const MAX_INCOME_ORE = 100_000_000_000;

/** 1 is paid at once; 2–10 a payment plan over that many years. */
export const MAX_SPREAD_YEARS = PLAN_MAX_YEARS;

export const forestDecisionMessages = {
  stands: `Välj minst en och högst ${String(MAX_DECISION_STANDS)} avdelningar att räkna på.`,
  discountRate: 'Ange kalkylräntan i procent, från 0 till 10, med högst två decimaler. Till exempel 2,5.',
  amount: 'Ange inkomsten i kronor utan moms, från 1 kr till 1 miljard kr.',
  kind: 'Välj avverkningsrätt eller leveransvirke.',
  years: `Välj hur många år inkomsten ska fördelas på, från 1 till ${String(MAX_SPREAD_YEARS)}.`,
} as const;

/** "2,5", "2.25" or "3 %" as basis points (250, 225, 300); undefined when not 0–10 % with at most two decimals. */
export function parseDiscountRate(text: string): number | undefined {
  const basisPoints = parseScaled(text.replace(/%/g, ''), 2, 2);
  return basisPoints !== undefined && basisPoints <= MAX_DISCOUNT_RATE_BP ? basisPoints : undefined;
}

/** Basis points as the member writes a rate: 250 → "2,5". */
export const discountRateText = (basisPoints: number): string => String(basisPoints / 100).replace('.', ',');

/** The income the member wrote ("600 000", "350000.50"), in öre; undefined when not 1 kr–1 billion kr. */
export function parseIncome(text: string): number | undefined {
  const ore = parseKronor(text);
  return ore !== undefined && ore >= MIN_INCOME_ORE && ore <= MAX_INCOME_ORE ? ore : undefined;
}

/** Öre as the query gives kronor, with a point and two decimals: "600000.00". */
export const kronorParameter = (ore: number): string => (ore / 100).toFixed(2);
