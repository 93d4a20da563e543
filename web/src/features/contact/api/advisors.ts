import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { SboContactsSchema } from '#contracts/contact';
import { useApiClient, type ApiClient } from '../../../lib/api-client';
import { advisorQueries } from '../../../lib/queries/advisors';

/** The districts of the acting member's businesses, with those businesses and the district contacts. */
const districtContactsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['district-contacts'],
    queryFn: async () => (await api.get('Ir/GetSboContacts', SboContactsSchema)) ?? [],
  });

export const useSboContacts = () => useSuspenseQuery(districtContactsQuery(useApiClient()));
export const useAdvisor = (businessId: string) =>
  useSuspenseQuery(advisorQueries.one(useApiClient(), businessId));
export const useColleagues = (businessId: string) =>
  useSuspenseQuery(advisorQueries.colleagues(useApiClient(), businessId));
