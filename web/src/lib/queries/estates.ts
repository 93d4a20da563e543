import { queryOptions } from '@tanstack/react-query';
import type { AllEstates, StandList } from '#contracts/estates';
import type { EstatesSummary } from '#contracts/overview';
import type { ApiClient, InPage } from '../api-client';

const schemas = () => import('#contracts/estates');
const standsPath = (estateId: string): string => `estates/${encodeURIComponent(estateId)}/stands`;

export const estateKeys = {
  all: ['estates'] as const,
  list: ['estates', 'list'] as const,
  stands: (estateId: string) => ['estates', 'stands', estateId] as const,
  summary: ['estates', 'summary'] as const,
};

export const estateQueries = {
  /** `Ir/GetAllEstates`: the estates of whom the session acts for, with plan summaries; null when none. */
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

  /** The overview's card: how many estates and their areas; null when there are none. */
  summary: (api: ApiClient) =>
    queryOptions({
      queryKey: estateKeys.summary,
      queryFn: (): Promise<EstatesSummary | null> =>
        api.get(
          'overview/estates-summary',
          async () => (await import('#contracts/overview')).EstatesSummarySchema,
        ),
      initialData: () => api.takeFromPage('overview/estates-summary') as InPage<EstatesSummary>,
    }),
};
