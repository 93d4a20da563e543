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
import { useSignedSend } from '../../../lib/signing/signed-write';
import { invalidateAll } from '../../../lib/queries/invalidate';
import { economyKeys, transactionKeys } from '../../../lib/queries/keys';

const schemas = () => import('#contracts/economy');

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
};

export const useEconomySummary = () => useSuspenseQuery(economyQueries.summary(useApiClient()));
export const usePaymentPlan = () => useSuspenseQuery(economyQueries.paymentPlan(useApiClient()));
export const useWithdrawals = () => useSuspenseQuery(economyQueries.withdrawals(useApiClient()));

/**
 * A withdrawal, or its cancellation, books money on the merkonto at once: its balance (the economy page,
 * the overview's card), the withdrawals and the transactions all change.
 */
function useRefreshAfterBooking() {
  const queryClient = useQueryClient();
  return () => invalidateAll(queryClient, [economyKeys.all, transactionKeys.all]);
}

/** A change request is stored with the plan; the payouts themselves change only once it is decided. */
function useRefreshPlan() {
  const queryClient = useQueryClient();
  return () => invalidateAll(queryClient, [economyKeys.paymentPlan]);
}

/** One Idempotency-Key per confirmed withdrawal: a double click or a retry sends the same key. */
export function useWithdraw() {
  const send = useSignedSend();
  const refresh = useRefreshAfterBooking();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: WithdrawalRequest; idempotencyKey: string }) =>
      send<Withdrawal>('POST', 'withdrawals', {
        body: request,
        idempotencyKey,
        schema: async () => (await schemas()).WithdrawalSchema,
      }),
    onSettled: refresh,
  });
}

export function useCancelWithdrawal() {
  const api = useApiClient();
  const refresh = useRefreshAfterBooking();
  return useMutation({
    mutationFn: (id: string) =>
      api.send<Withdrawal>('POST', `withdrawals/${encodeURIComponent(id)}/cancel`, {
        schema: async () => (await schemas()).WithdrawalSchema,
      }),
    onSettled: refresh,
  });
}

export function useRequestPlanChange() {
  const send = useSignedSend();
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: PlanChangeRequest; idempotencyKey: string }) =>
      send<PlanChange>('POST', 'payment-plan/changes', {
        body: request,
        idempotencyKey,
        schema: async () => (await schemas()).PlanChangeSchema,
      }),
    onSettled: refresh,
  });
}

export function useCancelPlanChange() {
  const api = useApiClient();
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: (id: string) =>
      api.send<PlanChange>('POST', `payment-plan/changes/${encodeURIComponent(id)}/cancel`, {
        schema: async () => (await schemas()).PlanChangeSchema,
      }),
    onSettled: refresh,
  });
}
