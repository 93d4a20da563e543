import { queryOptions } from '@tanstack/react-query';
import type { HarvestContracts } from '#contracts/harvest-contracts';
import type { OverviewOpenContracts } from '#contracts/overview';
import type { ApiClient, InPage } from '../api-client';

export const harvestContractKeys = {
  all: ['harvest-contracts'] as const,
  every: ['harvest-contracts', 'every'] as const,
  open: ['harvest-contracts', 'open'] as const,
};

export const harvestContractQueries = {
  /** `contracts`: the member's contracts, open first; null when there are none (204). */
  every: (api: ApiClient) =>
    queryOptions({
      queryKey: harvestContractKeys.every,
      queryFn: (): Promise<HarvestContracts | null> =>
        api.get(
          'contracts',
          async () => (await import('#contracts/harvest-contracts')).HarvestContractsSchema,
        ),
    }),

  /** `overview/open-contracts`: those still running, for the overview's card of its own. */
  open: (api: ApiClient) =>
    queryOptions({
      queryKey: harvestContractKeys.open,
      queryFn: (): Promise<OverviewOpenContracts | null> =>
        api.get(
          'overview/open-contracts',
          async () => (await import('#contracts/overview')).OverviewOpenContractsSchema,
        ),
      initialData: () => api.takeFromPage('overview/open-contracts') as InPage<OverviewOpenContracts>,
    }),
};
