import { queryOptions } from '@tanstack/react-query';
import type { AllEstates, StandList } from '#contracts/estates';
import type { ApiClient, InPage } from '../api-client';
import { estateKeys } from './keys';

const schemas = () => import('#contracts/estates');
const standsPath = (estateId: string): string => `estates/${encodeURIComponent(estateId)}/stands`;

export const estateQueries = {
  /**
   * `Ir/GetAllEstates`: the estates of whom the session acts for, with plan summaries; null when none. Read by
   * the estates page, the map and the service order.
   */
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: estateKeys.list,
      queryFn: (): Promise<AllEstates | null> =>
        api.get('Ir/GetAllEstates', async () => (await schemas()).AllEstatesSchema),
      initialData: () => api.takeFromPage('Ir/GetAllEstates') as InPage<AllEstates>,
    }),

  /** One estate's forest plan, stand by stand; null when it has no plan. */
  stands: (api: ApiClient, estateId: string) =>
    queryOptions({
      queryKey: estateKeys.stands(estateId),
      queryFn: (): Promise<StandList | null> =>
        api.get(standsPath(estateId), async () => (await schemas()).StandListSchema),
      initialData: () => api.takeFromPage(standsPath(estateId)) as InPage<StandList>,
    }),
};
