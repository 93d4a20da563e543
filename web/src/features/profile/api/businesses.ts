import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { BusinessDataSchema, BusinessSchema, CoRegistrySchema, EconomyStakesSchema } from '#contracts/member';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

/** The member's businesses, their estates, co-owners and member capital; null means none (204). */
export const businessQueries = {
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: ['businesses', 'list'],
      queryFn: () => api.get('Ir/GetBusinessData', BusinessDataSchema),
    }),
  one: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: ['businesses', 'one', id],
      queryFn: () => api.get(`Ir/GetBusiness/${encodeURIComponent(id)}`, BusinessSchema),
    }),
  coRegistry: (api: ApiClient) =>
    queryOptions({
      queryKey: ['businesses', 'co-registry'],
      queryFn: () => api.get('Ir/GetCoRegistry', CoRegistrySchema),
    }),
  economyStakes: (api: ApiClient) =>
    queryOptions({
      queryKey: ['businesses', 'economy-stakes'],
      queryFn: () => api.get('Ir/GetEconomyStakesData', EconomyStakesSchema),
    }),
};

export const useBusinesses = () => useSuspenseQuery(businessQueries.list(useApiClient()));
export const useBusiness = (id: string) => useSuspenseQuery(businessQueries.one(useApiClient(), id));
export const useCoRegistry = () => useSuspenseQuery(businessQueries.coRegistry(useApiClient()));
export const useEconomyStakes = () => useSuspenseQuery(businessQueries.economyStakes(useApiClient()));
