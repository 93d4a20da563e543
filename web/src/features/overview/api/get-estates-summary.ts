import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { EstatesSummary } from '#contracts/overview';
import { useApiClient, type ApiClient, type InPage } from '../../../lib/api-client';

/** The estates and their areas; null when there are none. */
export const estatesSummaryQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['overview', 'estates-summary'],
    queryFn: (): Promise<EstatesSummary | null> =>
      api.get(
        'overview/estates-summary',
        async () => (await import('#contracts/overview')).EstatesSummarySchema,
      ),
    initialData: () => api.takeFromPage('overview/estates-summary') as InPage<EstatesSummary>,
  });

export function useEstatesSummary() {
  return useSuspenseQuery(estatesSummaryQueryOptions(useApiClient()));
}
