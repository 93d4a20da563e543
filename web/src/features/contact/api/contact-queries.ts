import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { AdvisorColleaguesSchema, AdvisorSchema, SboContactsSchema, type Advisor } from '#contracts/contact';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

/** The districts of the acting member's businesses, with those businesses and the district contacts. */
export const sboContactsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['contact', 'sbo-contacts'],
    queryFn: async () => (await api.get('Ir/GetSboContacts', SboContactsSchema)) ?? [],
  });

const fetchAdvisor = (api: ApiClient, businessId: string) =>
  api.get(`Ir/GetBusinessAdvisor/${encodeURIComponent(businessId)}`, AdvisorSchema);

/** The advisor of one business; null when it has none. */
export const advisorQueryOptions = (api: ApiClient, businessId: string) =>
  queryOptions({
    queryKey: ['contact', 'advisor', businessId],
    queryFn: () => fetchAdvisor(api, businessId),
  });

/** The advisors of several businesses, in their order; null for one that has none. */
export const advisorsQueryOptions = (api: ApiClient, businessIds: readonly string[]) =>
  queryOptions({
    queryKey: ['contact', 'advisors', ...businessIds],
    queryFn: () => Promise.all(businessIds.map((businessId) => fetchAdvisor(api, businessId))),
  });

export const colleaguesQueryOptions = (api: ApiClient, businessId: string) =>
  queryOptions({
    queryKey: ['contact', 'colleagues', businessId],
    queryFn: async () =>
      (await api.get(
        `Ir/GetBusinessAdvisorColleagues/${encodeURIComponent(businessId)}`,
        AdvisorColleaguesSchema,
      )) ?? ([] as Advisor[]),
  });

export const useSboContacts = () => useSuspenseQuery(sboContactsQueryOptions(useApiClient()));
export const useAdvisor = (businessId: string) =>
  useSuspenseQuery(advisorQueryOptions(useApiClient(), businessId));
export const useColleagues = (businessId: string) =>
  useSuspenseQuery(colleaguesQueryOptions(useApiClient(), businessId));
