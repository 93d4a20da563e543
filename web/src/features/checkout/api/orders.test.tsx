// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useApiClient } from '../../../lib/api-client';
import { useUnreadNotificationCount } from '../../../lib/queries/notifications';
import { orderQueries } from '../../../lib/queries/orders';
import { renderApiHook, timesAsked } from '../../../lib/test-api-hook';
import { testApiServer } from '../../../lib/test-api-server';
import { ORDER } from '../test-checkout';
import { usePlaceOrder } from './orders';

const api = testApiServer();
beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/overview/orders': [200, { orders: [] }],
    'GET /api/notifications/unread-count': [200, { unreadCount: 0 }],
    'POST /api/orders': [201, ORDER],
  };
});
afterEach(cleanup);

describe('what placing an order refreshes', () => {
  it("fetches the overview's open orders and the bell's count again, and not the order just placed", async () => {
    const { result } = renderApiHook(
      () => ({
        openOrders: useQuery(orderQueries.open(useApiClient())),
        unread: useUnreadNotificationCount(true),
        order: useQuery(orderQueries.one(useApiClient(), ORDER.number)),
        placeOrder: usePlaceOrder(),
      }),
      api.root,
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
