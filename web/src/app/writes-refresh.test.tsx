// @vitest-environment jsdom
/** The writes a member notices across pages: each refreshes every view that shows what it changed. */
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { economyQueries, useRequestPlanChange, useWithdraw } from '../features/economy/api/economy';
import { orderQueries, usePlaceOrder } from '../features/checkout/api/orders';
import { ORDER } from '../features/checkout/test-checkout';
import { overviewQueries } from '../features/overview/api/overview';
import { useTransactions } from '../features/transactions/api/transactions';
import { useApiClient } from '../lib/api-client';
import { useUnreadNotificationCount } from '../lib/queries/notifications';
import { renderApiHook, timesAsked } from '../lib/test-render';
import { testApiServer } from '../lib/test-api-server';

const api = testApiServer();
beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/overview/economy': [200, { balanceOre: 20_158_522, latestPayments: [], nextPayout: null }],
    'GET /api/transactions': [
      200,
      { accounts: [], transactions: [], nextCursor: null, total: null, sums: null, limitedToMandate: false },
    ],
    'GET /api/payment-plan': [204],
    'POST /api/withdrawals': [
      201,
      {
        id: 'w1',
        amountOre: 500_000,
        payOn: '2026-12-03',
        bankAccount: 'Swedbank 8327-9 123 456 789-0',
        status: 'pending',
        createdAt: '2026-11-28T10:00:00.000Z',
        requestedByStaff: false,
        cancellable: true,
        signature: null,
      },
    ],
    'GET /api/overview/orders': [200, { orders: [] }],
    'GET /api/notifications/unread-count': [200, { unreadCount: 0 }],
    'POST /api/orders': [201, ORDER],
    'POST /api/payment-plan/changes': [
      201,
      {
        id: 'c1',
        payoutId: 'p1',
        payoutDueOn: '2027-01-29',
        payoutAmountOre: 10_000_000,
        kind: 'move',
        requested: [{ dueOn: '2027-03-01', amountOre: 10_000_000 }],
        message: '',
        status: 'received',
        createdAt: '2026-11-28T10:00:00.000Z',
        decidedAt: null,
        requestedByStaff: false,
        signature: null,
      },
    ],
  };
});
afterEach(cleanup);

describe('what a write to the economy refreshes', () => {
  it("fetches the overview's economy card and the transactions again after a withdrawal", async () => {
    const { result } = renderApiHook(
      () => ({
        card: useQuery(overviewQueries.economy(useApiClient())),
        transactions: useTransactions({}),
        withdraw: useWithdraw(),
      }),
      { api },
    );
    await waitFor(() =>
      expect(result.current.card.isSuccess && result.current.transactions.isSuccess).toBe(true),
    );
    await act(() =>
      result.current.withdraw.mutateAsync({
        request: { amountOre: 500_000, payOn: '2026-12-03' },
        idempotencyKey: 'a-key',
      }),
    );
    await waitFor(() => expect(timesAsked(api.requests, '/api/overview/economy')).toBe(2));
    expect(timesAsked(api.requests, '/api/transactions')).toBe(2);
  });

  it("leaves the balances alone after a plan change request, which changes the plan's requests only", async () => {
    const { result } = renderApiHook(
      () => ({
        card: useQuery(overviewQueries.economy(useApiClient())),
        plan: useQuery(economyQueries.paymentPlan(useApiClient())),
        requestChange: useRequestPlanChange(),
      }),
      { api },
    );
    await waitFor(() => expect(result.current.card.isSuccess && result.current.plan.isSuccess).toBe(true));
    await act(() =>
      result.current.requestChange.mutateAsync({
        request: {
          payoutId: 'p1',
          kind: 'move',
          requested: [{ dueOn: '2027-03-01', amountOre: 10_000_000 }],
        },
        idempotencyKey: 'b-key',
      }),
    );
    await waitFor(() => expect(timesAsked(api.requests, '/api/payment-plan')).toBe(2));
    expect(timesAsked(api.requests, '/api/overview/economy')).toBe(1);
  });
});

describe('what placing an order refreshes', () => {
  it("fetches the overview's open orders and the bell's count again, and not the order just placed", async () => {
    // Before it is placed, the order does not exist.
    api.answer(`GET /api/orders/${ORDER.number}`, 404);
    const { result } = renderApiHook(
      () => ({
        openOrders: useQuery(overviewQueries.orders(useApiClient())),
        unread: useUnreadNotificationCount(true),
        order: useQuery(orderQueries.one(useApiClient(), ORDER.number)),
        placeOrder: usePlaceOrder(),
      }),
      { api },
    );
    await waitFor(() =>
      expect(result.current.openOrders.isSuccess && result.current.unread === 0).toBe(true),
    );
    api.requests.length = 0;
    await act(() =>
      result.current.placeOrder.mutateAsync({
        request: {
          itemIds: ['i1'],
          contact: { email: 'karin.lindqvist@example.se', phone: null },
          message: '',
          acceptTerms: true,
          termsVersion: '2026-01',
        },
        idempotencyKey: 'a-key',
      }),
    );
    await waitFor(() => expect(timesAsked(api.requests, '/api/overview/orders')).toBe(1));
    await waitFor(() => expect(timesAsked(api.requests, '/api/notifications/unread-count')).toBe(1));
    expect(result.current.order.data).toEqual(ORDER);
    expect(api.requests.some((request) => request.url.startsWith('/api/orders/'))).toBe(false);
  });
});
