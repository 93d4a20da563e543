import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { BusinessDataSchema, BusinessSchema, CoRegistrySchema, EconomyStakesSchema } from '#contracts/member';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

/** The member's businesses, their estates, co-owners and member capital; null means none (204). */

const businessesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['profile', 'businesses'],
    queryFn: () => api.get('Ir/GetBusinessData', BusinessDataSchema),
  });

const businessQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['profile', 'businesses', id],
    queryFn: () => api.get(`Ir/GetBusiness/${encodeURIComponent(id)}`, BusinessSchema),
  });

const coRegistryQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['profile', 'co-registry'],
    queryFn: () => api.get('Ir/GetCoRegistry', CoRegistrySchema),
  });

const economyStakesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['profile', 'economy-stakes'],
    queryFn: () => api.get('Ir/GetEconomyStakesData', EconomyStakesSchema),
  });

export const useBusinesses = () => useSuspenseQuery(businessesQueryOptions(useApiClient()));
export const useBusiness = (id: string) => useSuspenseQuery(businessQueryOptions(useApiClient(), id));
export const useCoRegistry = () => useSuspenseQuery(coRegistryQueryOptions(useApiClient()));
export const useEconomyStakes = () => useSuspenseQuery(economyStakesQueryOptions(useApiClient()));
