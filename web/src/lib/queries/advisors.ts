import { queryOptions } from '@tanstack/react-query';
import type { Advisor } from '#contracts/contact';
import type { BusinessSummary } from '#contracts/member';
import type { ApiClient, InPage } from '../api-client';

const schemas = () => import('#contracts/contact');
const advisorPath = (businessId: string): string => `Ir/GetBusinessAdvisor/${encodeURIComponent(businessId)}`;
const fetchAdvisor = async (api: ApiClient, businessId: string) =>
  api.get(advisorPath(businessId), async () => (await schemas()).AdvisorSchema);

/** The advisors of the member's businesses and their colleagues; no write in the portal changes them. */
export const advisorKeys = {
  all: ['advisors'] as const,
};

export const advisorQueries = {
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
      queryFn: async (): Promise<Advisor[]> =>
        (await api.get(
          `Ir/GetBusinessAdvisorColleagues/${encodeURIComponent(businessId)}`,
          async () => (await schemas()).AdvisorColleaguesSchema,
        )) ?? [],
    }),

  /**
   * The overview's: the advisor of the member's first forest business that has one; null when none has.
   * The business list names the advisor, the advisor call gives how to reach them.
   */
  ofFirstBusiness: (api: ApiClient) =>
    queryOptions({
      queryKey: [...advisorKeys.all, 'of-first-business'],
      initialData: () => {
        const businesses = api.takeFromPage('Ir/GetBusinessData') as InPage<BusinessSummary[]>;
        if (businesses === undefined) return undefined;
        const advised = businesses?.find((business) => business.advisor !== null);
        if (advised === undefined) return null;
        return api.takeFromPage(advisorPath(advised.id)) as InPage<Advisor>;
      },
      queryFn: async (): Promise<Advisor | null> => {
        const businesses =
          (await api.get(
            'Ir/GetBusinessData',
            async () => (await import('#contracts/member')).BusinessDataSchema,
          )) ?? [];
        const advised = businesses.find((business) => business.advisor !== null);
        return advised === undefined ? null : fetchAdvisor(api, advised.id);
      },
    }),
};
