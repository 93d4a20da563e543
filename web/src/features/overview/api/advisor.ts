import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Advisor } from '#contracts/contact';
import type { BusinessSummary } from '#contracts/member';
import { useApiClient, type ApiClient, type InPage } from '../../../lib/api-client';

export const advisorQueries = {
  /**
   * The advisor of the member's first forest business that has one; null when none has. The business list
   * names the advisor, the advisor call gives how to reach them: one answer made of two reads, which no
   * write in the portal changes.
   */
  ofFirstBusiness: (api: ApiClient) =>
    queryOptions({
      queryKey: ['advisors', 'of-first-business'],
      initialData: () => {
        const businesses = api.takeFromPage('Ir/GetBusinessData') as InPage<BusinessSummary[]>;
        if (businesses === undefined) return undefined;
        const advised = businesses?.find((business) => business.advisor !== null);
        if (advised === undefined) return null;
        return api.takeFromPage(`Ir/GetBusinessAdvisor/${encodeURIComponent(advised.id)}`) as InPage<Advisor>;
      },
      queryFn: async (): Promise<Advisor | null> => {
        const businesses =
          (await api.get(
            'Ir/GetBusinessData',
            async () => (await import('#contracts/member')).BusinessDataSchema,
          )) ?? [];
        const advised = businesses.find((business) => business.advisor !== null);
        if (advised === undefined) return null;
        return api.get(
          `Ir/GetBusinessAdvisor/${encodeURIComponent(advised.id)}`,
          async () => (await import('#contracts/contact')).AdvisorSchema,
        );
      },
    }),
};

export function useAdvisor() {
  return useSuspenseQuery(advisorQueries.ofFirstBusiness(useApiClient()));
}
