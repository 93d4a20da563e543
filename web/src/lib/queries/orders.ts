import { queryOptions } from '@tanstack/react-query';
import type { Order, OrderSummaries } from '#contracts/checkout';
import { ApiError, type ApiClient, type InPage } from '../api-client';

const schemas = () => import('#contracts/checkout');

/**
 * The member's orders of forest services. A new order changes the lists (`summaries`), never another
 * order, so placing one invalidates the lists and leaves each order's own answer alone.
 */
export const orderKeys = {
  all: ['orders'] as const,
  summaries: ['orders', 'summaries'] as const,
  open: ['orders', 'summaries', 'open'] as const,
  every: ['orders', 'summaries', 'every'] as const,
  one: (number: string) => ['orders', 'one', number] as const,
};

export const orderQueries = {
  /** `overview/orders`: those still under way, newest first, for the overview. */
  open: (api: ApiClient) =>
    queryOptions({
      queryKey: orderKeys.open,
      queryFn: (): Promise<OrderSummaries | null> =>
        api.get('overview/orders', async () => (await schemas()).OrderSummariesSchema),
      initialData: () => api.takeFromPage('overview/orders') as InPage<OrderSummaries>,
    }),

  /** `purchases`: every order of the member, newest first; null if the server has nothing (204). */
  every: (api: ApiClient) =>
    queryOptions({
      queryKey: orderKeys.every,
      queryFn: (): Promise<OrderSummaries | null> =>
        api.get('purchases', async () => (await schemas()).OrderSummariesSchema),
    }),

  /** One order by number; null when there is none by that number, or it is another member's (404). */
  one: (api: ApiClient, number: string) =>
    queryOptions({
      queryKey: orderKeys.one(number),
      queryFn: async (): Promise<Order | null> => {
        try {
          return await api.get(
            `orders/${encodeURIComponent(number)}`,
            async () => (await schemas()).OrderSchema,
          );
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    }),
};
