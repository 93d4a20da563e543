import { queryOptions } from '@tanstack/react-query';
import type { EconomySummary, PaymentPlan, Withdrawals } from '#contracts/economy';
import type { OverviewEconomy } from '#contracts/overview';
import type { ApiClient, InPage } from '../api-client';

const schemas = () => import('#contracts/economy');

/** Every read of the member's money starts with this key: what moves money invalidates them all. */
export const economyKeys = {
  all: ['economy'] as const,
  summary: ['economy', 'summary'] as const,
  paymentPlan: ['economy', 'payment-plan'] as const,
  withdrawals: ['economy', 'withdrawals'] as const,
  overview: ['economy', 'overview'] as const,
};

export const economyQueries = {
  /** Balances, income, payouts; null when the stakeholder has no accounts (204). */
  summary: (api: ApiClient) =>
    queryOptions({
      queryKey: economyKeys.summary,
      queryFn: (): Promise<EconomySummary | null> =>
        api.get('economy/summary', async () => (await schemas()).EconomySummarySchema),
    }),

  /** The payment plan with its change requests; null without one (204). */
  paymentPlan: (api: ApiClient) =>
    queryOptions({
      queryKey: economyKeys.paymentPlan,
      queryFn: (): Promise<PaymentPlan | null> =>
        api.get('payment-plan', async () => (await schemas()).PaymentPlanSchema),
    }),

  /** The merkonto, the days allowed and recent withdrawals; null without a merkonto (204). */
  withdrawals: (api: ApiClient) =>
    queryOptions({
      queryKey: economyKeys.withdrawals,
      queryFn: (): Promise<Withdrawals | null> =>
        api.get('withdrawals', async () => (await schemas()).WithdrawalsSchema),
    }),

  /** The overview's card: the merkonto balance, latest payments in and next payout; null without a merkonto. */
  overview: (api: ApiClient) =>
    queryOptions({
      queryKey: economyKeys.overview,
      queryFn: (): Promise<OverviewEconomy | null> =>
        api.get('overview/economy', async () => (await import('#contracts/overview')).OverviewEconomySchema),
      initialData: () => api.takeFromPage('overview/economy') as InPage<OverviewEconomy>,
    }),
};
