import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TransactionPage } from '#contracts/transactions';
import { filterSearchParams, type TransactionFilter } from '#contracts/transaction-filter';
import { useApiClient } from '../../../lib/api-client';

/** The member's transactions, page by page (keyset cursor); a new filter keeps the old rows until it loads. */
export function useTransactions(filter: TransactionFilter) {
  const api = useApiClient();
  const query = filterSearchParams(filter).toString();
  return useInfiniteQuery({
    queryKey: ['transactions', query],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<TransactionPage> => {
      const params = new URLSearchParams(query);
      if (pageParam !== null) params.set('cursor', pageParam);
      const search = params.toString();
      const page = await api.get(
        `transactions${search === '' ? '' : `?${search}`}`,
        async () => (await import('#contracts/transactions')).TransactionPageSchema,
      );
      if (page === null) throw new Error('No transactions page');
      return page;
    },
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** The CSV export of the same filter: a plain link, so the browser downloads it. */
export const exportHref = (apiRoot: string, filter: TransactionFilter): string => {
  const search = filterSearchParams(filter).toString();
  return `${apiRoot}transactions/export.csv${search === '' ? '' : `?${search}`}`;
};
