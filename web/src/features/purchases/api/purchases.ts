import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { orderQueries } from '../../../lib/queries/orders';

/** Every order of the member, newest first; null if the server has nothing (204). */
export const usePurchases = () => useSuspenseQuery(orderQueries.every(useApiClient()));
