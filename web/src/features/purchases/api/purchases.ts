import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { OrderSummaries } from '#contracts/checkout';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

const purchasesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['purchases'],
    queryFn: (): Promise<OrderSummaries | null> =>
      api.get('purchases', async () => (await import('#contracts/checkout')).OrderSummariesSchema),
  });

/** Every order of the member, newest first; null if the server has nothing (204). */
export const usePurchases = () => useSuspenseQuery(purchasesQuery(useApiClient()));
