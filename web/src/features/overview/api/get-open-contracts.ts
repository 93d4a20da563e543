import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { OverviewOpenContracts } from '#contracts/overview';
import { useApiClient, type ApiClient, type InPage } from '../../../lib/api-client';

/** The contracts still running; a read of its own, so that its failure leaves the economy card standing. */
export const overviewOpenContractsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['overview', 'open-contracts'],
    queryFn: (): Promise<OverviewOpenContracts | null> =>
      api.get(
        'overview/open-contracts',
        async () => (await import('#contracts/overview')).OverviewOpenContractsSchema,
      ),
    initialData: () => api.takeFromPage('overview/open-contracts') as InPage<OverviewOpenContracts>,
  });

export function useOverviewOpenContracts() {
  return useSuspenseQuery(overviewOpenContractsQueryOptions(useApiClient()));
}
