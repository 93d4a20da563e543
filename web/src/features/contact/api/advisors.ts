import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { AdvisorColleaguesSchema, AdvisorSchema, SboContactsSchema, type Advisor } from '#contracts/contact';
import { useApiClient, type ApiClient } from '../../../lib/api-client';
import { advisorKeys } from '../../../lib/queries/keys';

const fetchAdvisor = (api: ApiClient, businessId: string) =>
  api.get(`Ir/GetBusinessAdvisor/${encodeURIComponent(businessId)}`, AdvisorSchema);

export const advisorQueries = {
  /** The districts of the acting member's businesses, with those businesses and the district contacts. */
  districtContacts: (api: ApiClient) =>
    queryOptions({
      queryKey: [...advisorKeys.all, 'district-contacts'],
      queryFn: async () => (await api.get('Ir/GetSboContacts', SboContactsSchema)) ?? [],
    }),

  /** The advisor of one business; null when it has none. */
  one: (api: ApiClient, businessId: string) =>
    queryOptions({
      queryKey: [...advisorKeys.all, 'one', businessId],
      queryFn: () => fetchAdvisor(api, businessId),
    }),

  /** The advisors of several businesses, in their order; null for one that has none. */
  several: (api: ApiClient, businessIds: readonly string[]) =>
    queryOptions({
      queryKey: [...advisorKeys.all, 'several', ...businessIds],
      queryFn: () => Promise.all(businessIds.map((businessId) => fetchAdvisor(api, businessId))),
    }),

  colleagues: (api: ApiClient, businessId: string) =>
    queryOptions({
      queryKey: [...advisorKeys.all, 'colleagues', businessId],
      queryFn: async () =>
        (await api.get(
          `Ir/GetBusinessAdvisorColleagues/${encodeURIComponent(businessId)}`,
          AdvisorColleaguesSchema,
        )) ?? ([] as Advisor[]),
    }),
};

export const useSboContacts = () => useSuspenseQuery(advisorQueries.districtContacts(useApiClient()));
export const useAdvisor = (businessId: string) =>
  useSuspenseQuery(advisorQueries.one(useApiClient(), businessId));
export const useColleagues = (businessId: string) =>
  useSuspenseQuery(advisorQueries.colleagues(useApiClient(), businessId));
