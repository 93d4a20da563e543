import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type {
  EconomySummary,
  PaymentPlan,
  PlanChange,
  PlanChangeRequest,
  Withdrawal,
  WithdrawalRequest,
  Withdrawals,
} from '#contracts/economy';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

const schemas = () => import('#contracts/economy');
const economyKey = ['economy'] as const;

const summaryQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...economyKey, 'summary'],
    queryFn: (): Promise<EconomySummary | null> =>
      api.get('economy/summary', async () => (await schemas()).EconomySummarySchema),
  });

const planQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...economyKey, 'payment-plan'],
    queryFn: (): Promise<PaymentPlan | null> =>
      api.get('payment-plan', async () => (await schemas()).PaymentPlanSchema),
  });

const withdrawalsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...economyKey, 'withdrawals'],
    queryFn: (): Promise<Withdrawals | null> =>
      api.get('withdrawals', async () => (await schemas()).WithdrawalsSchema),
  });

/** Balances, income, payouts; null when the stakeholder has no accounts (204). */
export const useEconomySummary = () => useSuspenseQuery(summaryQuery(useApiClient()));
/** The payment plan; null without one (204). */
export const usePaymentPlan = () => useSuspenseQuery(planQuery(useApiClient()));
/** The merkonto, the days allowed and recent withdrawals; null without a merkonto (204). */
export const useWithdrawals = () => useSuspenseQuery(withdrawalsQuery(useApiClient()));

/** Money moved: every economy view may have changed. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: economyKey });
}

/** One Idempotency-Key per confirmed withdrawal: a double click or a retry sends the same key. */
export function useWithdraw() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: WithdrawalRequest; idempotencyKey: string }) =>
      api.send<Withdrawal>('POST', 'withdrawals', {
        body: request,
        idempotencyKey,
        schema: async () => (await schemas()).WithdrawalSchema,
      }),
    onSettled: refresh,
  });
}

export function useCancelWithdrawal() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      api.send<Withdrawal>('POST', `withdrawals/${encodeURIComponent(id)}/cancel`, {
        schema: async () => (await schemas()).WithdrawalSchema,
      }),
    onSettled: refresh,
  });
}

export function useRequestPlanChange() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: PlanChangeRequest; idempotencyKey: string }) =>
      api.send<PlanChange>('POST', 'payment-plan/changes', {
        body: request,
        idempotencyKey,
        schema: async () => (await schemas()).PlanChangeSchema,
      }),
    onSettled: refresh,
  });
}

export function useCancelPlanChange() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      api.send<PlanChange>('POST', `payment-plan/changes/${encodeURIComponent(id)}/cancel`, {
        schema: async () => (await schemas()).PlanChangeSchema,
      }),
    onSettled: refresh,
  });
}
