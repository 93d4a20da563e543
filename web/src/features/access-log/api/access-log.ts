import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { AccessLogPage } from '#contracts/access-log';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

const EMPTY: AccessLogPage = { entries: [], nextCursor: null };

export const accessLogQueries = {
  /** Who has read or changed the member's data, newest first, a page at a time; 204 (no one) is an empty page. */
  list: (api: ApiClient) =>
    infiniteQueryOptions({
      queryKey: ['access-log'] as const,
      initialPageParam: null as string | null,
      queryFn: async ({ pageParam }): Promise<AccessLogPage> =>
        (await api.get(
          pageParam === null ? 'access-log' : `access-log?cursor=${encodeURIComponent(pageParam)}`,
          async () => (await import('#contracts/access-log')).AccessLogPageSchema,
        )) ?? EMPTY,
      getNextPageParam: (last) => last.nextCursor,
    }),
};

export const useAccessLog = () => useSuspenseInfiniteQuery(accessLogQueries.list(useApiClient()));
