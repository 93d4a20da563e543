import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { OverviewEconomy } from '#contracts/overview';
import { useApiClient, type ApiClient, type InPage } from '../../../lib/api-client';

/** The merkonto balance, latest payments in and next payout; null when there is no merkonto. */
export const overviewEconomyQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['overview', 'economy'],
    queryFn: (): Promise<OverviewEconomy | null> =>
      api.get('overview/economy', async () => (await import('#contracts/overview')).OverviewEconomySchema),
    initialData: () => api.takeFromPage('overview/economy') as InPage<OverviewEconomy>,
  });

export function useOverviewEconomy() {
  return useSuspenseQuery(overviewEconomyQueryOptions(useApiClient()));
}
