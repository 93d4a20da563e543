import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { OrderSummaries } from '#contracts/checkout';
import { useApiClient, type ApiClient } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/queries/keys';

export const purchaseQueries = {
  /** Every order of the member, newest first; null if the server has nothing (204). */
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: orderKeys.every,
      queryFn: (): Promise<OrderSummaries | null> =>
        api.get('purchases', async () => (await import('#contracts/checkout')).OrderSummariesSchema),
    }),
};

export const usePurchases = () => useSuspenseQuery(purchaseQueries.list(useApiClient()));
