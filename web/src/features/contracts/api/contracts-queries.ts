import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { HarvestContracts } from '#contracts/harvest-contracts';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

/** The member's contracts, open first; null when there are none (204). */
const contractsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['contracts'],
    queryFn: (): Promise<HarvestContracts | null> =>
      api.get('contracts', async () => (await import('#contracts/harvest-contracts')).HarvestContractsSchema),
  });

export const useContracts = () => useSuspenseQuery(contractsQueryOptions(useApiClient()));

/** A document's PDF (served by the documents feature). */
export const documentPdfHref = (apiRoot: string, documentId: string): string =>
  `${apiRoot}documents/${encodeURIComponent(documentId)}/pdf`;
