import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { AllEstates, StandList } from '#contracts/estates';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

/** The estates with their plan summaries (`Ir/GetAllEstates`); null when there are none. */
const allEstatesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['estates'],
    queryFn: (): Promise<AllEstates | null> =>
      api.get('Ir/GetAllEstates', async () => (await import('#contracts/estates')).AllEstatesSchema),
  });

/** One estate's stands; null when it has no plan. */
const standsQueryOptions = (api: ApiClient, estateId: string) =>
  queryOptions({
    queryKey: ['estates', estateId, 'stands'],
    queryFn: (): Promise<StandList | null> =>
      api.get(
        `estates/${encodeURIComponent(estateId)}/stands`,
        async () => (await import('#contracts/estates')).StandListSchema,
      ),
  });

export const useAllEstates = () => useSuspenseQuery(allEstatesQueryOptions(useApiClient()));
export const useStands = (estateId: string) => useSuspenseQuery(standsQueryOptions(useApiClient(), estateId));
