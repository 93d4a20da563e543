import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { harvestContractQueries } from '../../../lib/queries/harvest-contracts';

export const useContracts = () => useSuspenseQuery(harvestContractQueries.every(useApiClient()));

/** A document's PDF (served by the documents feature). */
export const documentPdfHref = (apiRoot: string, documentId: string): string =>
  `${apiRoot}documents/${encodeURIComponent(documentId)}/pdf`;
