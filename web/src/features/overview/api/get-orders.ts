import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { OrderSummaries } from '#contracts/checkout';
import { useApiClient, type ApiClient, type InPage } from '../../../lib/api-client';

/** The orders of forest services still under way, newest first. */
export const overviewOrdersQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['overview', 'orders'],
    queryFn: (): Promise<OrderSummaries | null> =>
      api.get('overview/orders', async () => (await import('#contracts/checkout')).OrderSummariesSchema),
    initialData: () => api.takeFromPage('overview/orders') as InPage<OrderSummaries>,
  });

export const useOverviewOrders = () => useSuspenseQuery(overviewOrdersQueryOptions(useApiClient()));

/** The same, for a section that shows itself only once it knows there is something to show. */
export const useOverviewOrdersIfAny = () => useQuery(overviewOrdersQueryOptions(useApiClient()));
