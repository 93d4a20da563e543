import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { HarvestContractsSchema, type HarvestContracts } from '#contracts/harvest-contracts';
import { useApiClient, type ApiClient } from '../../../lib/api-client';
import { harvestContractKeys } from '../../../lib/queries/keys';

export const harvestContractQueries = {
  /** The member's contracts, open first; null when there are none (204). */
  every: (api: ApiClient) =>
    queryOptions({
      queryKey: harvestContractKeys.every,
      queryFn: (): Promise<HarvestContracts | null> =>
        // Not loaded lazily: the contract cards import this module too, so it is in the page's chunk already.
        api.get('contracts', HarvestContractsSchema),
    }),
};

export const useContracts = () => useSuspenseQuery(harvestContractQueries.every(useApiClient()));

/** A document's PDF (served by the documents feature). */
export const documentPdfHref = (apiRoot: string, documentId: string): string =>
  `${apiRoot}documents/${encodeURIComponent(documentId)}/pdf`;
