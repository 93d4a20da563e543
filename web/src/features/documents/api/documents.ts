import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { DocumentKind } from '#contracts/document-kinds';
import type { Documents } from '#contracts/documents';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

export interface DocumentsFilter {
  readonly kind?: DocumentKind;
  readonly year?: number;
}

const search = (filter: DocumentsFilter): string => {
  const params = new URLSearchParams();
  if (filter.kind !== undefined) params.set('kind', filter.kind);
  if (filter.year !== undefined) params.set('year', String(filter.year));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
};

export const documentQueries = {
  /** The member's documents matching the filter, with the kinds and years to filter by; null when none (204). */
  list: (api: ApiClient, filter: DocumentsFilter) =>
    queryOptions({
      queryKey: ['documents', 'list', filter.kind ?? null, filter.year ?? null],
      queryFn: (): Promise<Documents | null> =>
        api.get(
          `documents${search(filter)}`,
          async () => (await import('#contracts/documents')).DocumentsSchema,
        ),
    }),
};

export const useDocuments = (filter: DocumentsFilter) =>
  useSuspenseQuery(documentQueries.list(useApiClient(), filter));

/** Where the browser opens a document: the API makes the PDF when asked. */
export const documentHref = (apiRoot: string, documentId: string): string =>
  `${apiRoot}documents/${encodeURIComponent(documentId)}/pdf`;
