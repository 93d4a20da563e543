import {
  addDays,
  addYears,
  INCOME_SOURCES,
  PLAN_CHANGE_NOTICE_DAYS,
  PLAN_MAX_YEARS,
  type EconomySummary,
  type IncomeSource,
  type IncomeYear,
  type PaymentPlan,
  type PayoutYear,
} from '#contracts/economy';
import { accruedInterestOre, rateOn } from '#contracts/interest';
import { VAT_RATE_PERCENT } from '#contracts/settlement-math';
import type { Queryable } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { createEconomyRepository, type StoredChange } from './economy.repository.js';
import { summaryFacts, type AccountWithInterestFacts } from './summary-facts.repository.js';

/** How many years back the payout chart reaches. */
const CHART_YEARS_BACK = 5;

export const toPlanChange = ({ onBehalf, ...change }: StoredChange) => ({
  ...change,
  requestedByStaff: onBehalf,
  createdAt: change.createdAt.toISOString(),
  decidedAt: change.decidedAt?.toISOString() ?? null,
});

/** The overview and the payment plan, read from the ledger; interest by contracts/interest.ts. */
export function createEconomyService({ db, clock }: { db: Queryable; clock: Clock }) {
  const economy = createEconomyRepository(db);
  const today = (): string => swedishDay(clock.now());
  const yearStartOf = (day: string): string => `${day.slice(0, 4)}-01-01`;

  /** The rate today and the interest earned from 1 January through yesterday, not yet booked. */
  const interestOf = (account: AccountWithInterestFacts, day: string) => ({
    rateBp: rateOn(account.rates, day),
    accruedInterestOre: accruedInterestOre({
      openingBalanceOre: account.openingOre,
      movements: account.movements,
      rates: account.rates,
      from: yearStartOf(day),
      to: addDays(day, -1),
    }),
  });

  const summaryOf = (account: AccountWithInterestFacts | undefined, day: string) =>
    account === undefined
      ? null
      : { number: account.number, balanceOre: account.balanceOre, ...interestOf(account, day) };

  return {
    async summary(stakeholderId: string): Promise<EconomySummary | undefined> {
      const day = today();
      const facts = await summaryFacts(db, stakeholderId, yearStartOf(day));
      if (facts === undefined) return undefined;
      const year = Number(day.slice(0, 4));
      const { merkonto, paymentPlan: plan } = facts;

      const incomeRows = merkonto === undefined ? [] : facts.income;
      const incomeOf = (y: number): IncomeYear => {
        const ofYear = incomeRows.filter((row) => row.year === y);
        const parts = INCOME_SOURCES.flatMap((source: IncomeSource) => {
          const amountOre = ofYear
            .filter((row) => row.source === source)
            .reduce((sum, row) => sum + row.amountOre, 0);
          return amountOre === 0 ? [] : [{ source, amountOre }];
        });
        return {
          year: y,
          totalOre: parts.reduce((sum, part) => sum + part.amountOre, 0),
          parts,
          vatOre: ofYear.reduce((sum, row) => sum + row.vatOre, 0),
        };
      };

      const planned = plan === undefined ? [] : facts.payouts.filter((payout) => payout.status === 'planned');
      const vatPercent = facts.vatRegistered ? VAT_RATE_PERCENT : 0;
      const firstYear = Math.max(
        year - CHART_YEARS_BACK,
        Math.min(year, ...incomeRows.map((row) => row.year)),
      );
      const lastYear = Math.max(year, ...planned.map((payout) => Number(payout.dueOn.slice(0, 4))));
      const payoutYears: PayoutYear[] = [];
      for (let y = firstYear; y <= lastYear; y++) {
        const plannedOre = planned
          .filter((payout) => Number(payout.dueOn.slice(0, 4)) === y)
          .reduce((sum, payout) => sum + payout.amountOre + vatOf(payout.amountOre, vatPercent), 0);
        // Paid and planned alike with their moms: what reaches the member's account.
        const paid = incomeOf(y);
        payoutYears.push({ year: y, paidOre: y <= year ? paid.totalOre + paid.vatOre : 0, plannedOre });
      }
      const hasAnyPayout = payoutYears.some((entry) => entry.paidOre > 0 || entry.plannedOre > 0);

      return {
        today: day,
        merkonto: summaryOf(merkonto, day),
        paymentPlan: summaryOf(plan, day),
        stakes: facts.stakes,
        income: [incomeOf(year), incomeOf(year - 1)],
        nextPayouts: planned
          .filter((payout) => payout.dueOn >= day)
          .slice(0, 3)
          .map(({ dueOn, amountOre }) => ({ dueOn, amountOre })),
        payoutYears: hasAnyPayout ? payoutYears : [],
      };
    },

    async paymentPlan(stakeholderId: string): Promise<PaymentPlan | undefined> {
      const day = today();
      const facts = await summaryFacts(db, stakeholderId, yearStartOf(day));
      const plan = facts?.paymentPlan;
      if (facts === undefined || plan === undefined) return undefined;
      const { rates } = plan;
      const { rateBp, accruedInterestOre: accrued } = interestOf(plan, day);
      const vatPercent = facts.vatRegistered ? VAT_RATE_PERCENT : 0;
      const { payouts } = facts;
      const earliestChangeDay = addDays(day, PLAN_CHANGE_NOTICE_DAYS);

      // The plan's balance earns interest until each payout takes its part (interest itself goes to the
      // merkonto on 31 December, so the balance only moves with the payouts): payout n earns on the balance
      // left after the payouts before it, from the day the previous one was paid (today for the first)
      // through the day before its own.
      let balance = plan.balanceOre;
      let from = day;
      const planned = payouts
        .filter((payout) => payout.status === 'planned')
        .map((payout) => {
          const interestFrom = from;
          const expectedInterestOre = accruedInterestOre({
            openingBalanceOre: balance,
            movements: [],
            rates,
            from: interestFrom,
            to: addDays(payout.dueOn, -1),
          });
          balance -= payout.amountOre;
          if (payout.dueOn > from) from = payout.dueOn;
          return {
            id: payout.id,
            dueOn: payout.dueOn,
            amountOre: payout.amountOre,
            vatOre: vatOf(payout.amountOre, vatPercent),
            interestFrom,
            expectedInterestOre,
            changeable: payout.dueOn >= earliestChangeDay,
          };
        });

      return {
        number: plan.number,
        balanceOre: plan.balanceOre,
        rateBp,
        accruedInterestOre: accrued,
        vatPercent,
        startedOn: plan.openedOn,
        earliestChangeDay,
        lastAllowedDay: addYears(plan.openedOn, PLAN_MAX_YEARS),
        planned,
        paid: payouts
          .filter((payout) => payout.status === 'paid')
          .map(({ id, dueOn, amountOre }) => ({ id, dueOn, amountOre })),
        changes: (await economy.changes(stakeholderId)).map(toPlanChange),
      };
    },
  };
}

/** Moms on a payout from the plan, rounded half up to whole öre. */
export const vatOf = (amountOre: number, vatPercent: number): number =>
  Math.round((amountOre * vatPercent) / 100);
