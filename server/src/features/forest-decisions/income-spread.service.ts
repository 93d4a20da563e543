import type { IncomeSpread } from '#contracts/forest-decisions';
import type { IncomeSpreadQuery } from '#contracts/forest-decisions-queries';
import { parseIncome } from '#contracts/forest-decisions-rules';
import type { Queryable } from '../../db/database.js';
import { spreadIncome } from '../../forest-economics/income-spread.js';
import type { Invalid } from '../../forest-economics/invalid.js';
import type { Actor } from '../../plugins/actor.js';
import { createForestDecisionsRepository } from './forest-decisions.repository.js';

export type IncomeSpreadOutcome =
  { readonly kind: 'spread'; readonly answer: IncomeSpread } | { readonly kind: 'no-plan-rate' } | Invalid;

/**
 * A harvest income paid this year at once or over a payment plan (docs/forest-economics.md 5 and 8), at
 * the association's payment-plan rate valid today. Moms is shown when a forest business of whom the
 * session acts for is VAT-registered, as the economy pages decide it; a session acting for no one has none.
 */
export function createIncomeSpreadService({ db }: { readonly db: Queryable }) {
  const repository = createForestDecisionsRepository(db);

  return async (
    actor: Actor | undefined,
    today: string,
    query: IncomeSpreadQuery,
  ): Promise<IncomeSpreadOutcome> => {
    const terms = await repository.planTerms(actor?.stakeholderId ?? null, today);
    if (terms.rateBp === null) return { kind: 'no-plan-rate' };
    const incomeOre = parseIncome(query.amountKr);
    // The query's schema has refused every amount parseIncome does not take.
    if (incomeOre === undefined) throw new Error('An income the schema let through is not one');
    const input = {
      incomeOre,
      kind: query.kind,
      vatRegistered: terms.vatRegistered,
      harvestYear: Number(today.slice(0, 4)),
      years: query.years,
      planRateBp: terms.rateBp,
    };
    const spread = spreadIncome(input);
    if (spread.kind === 'invalid') return spread;
    return {
      kind: 'spread',
      answer: {
        incomeOre,
        kind: input.kind,
        paidOverYears: input.years,
        harvestYear: input.harvestYear,
        planRateBp: input.planRateBp,
        vatRegistered: input.vatRegistered,
        years: spread.years,
        totals: spread.totals,
      },
    };
  };
}
