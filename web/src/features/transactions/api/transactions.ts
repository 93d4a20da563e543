import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TransactionPage } from '#contracts/transactions';
import { filterSearchParams, type TransactionFilter } from '#contracts/transaction-filter';
import { useApiClient, type ApiClient } from '../../../lib/api-client';
import { transactionKeys } from '../../../lib/queries/keys';

export const transactionQueries = {
  /** The member's transactions, page by page (keyset cursor); a new filter keeps the old rows until it loads. */
  list: (api: ApiClient, filter: TransactionFilter) => {
    const search = filterSearchParams(filter).toString();
    return infiniteQueryOptions({
      queryKey: transactionKeys.list(search),
      initialPageParam: null as string | null,
      queryFn: async ({ pageParam }): Promise<TransactionPage> => {
        const params = new URLSearchParams(search);
        if (pageParam !== null) params.set('cursor', pageParam);
        const query = params.toString();
        const page = await api.get(
          `transactions${query === '' ? '' : `?${query}`}`,
          async () => (await import('#contracts/transactions')).TransactionPageSchema,
        );
        if (page === null) throw new Error('No transactions page');
        return page;
      },
      getNextPageParam: (last) => last.nextCursor,
      placeholderData: keepPreviousData,
    });
  },
};

export const useTransactions = (filter: TransactionFilter) =>
  useInfiniteQuery(transactionQueries.list(useApiClient(), filter));

/** The CSV export of the same filter: a plain link, so the browser downloads it. */
export const exportHref = (apiRoot: string, filter: TransactionFilter): string => {
  const search = filterSearchParams(filter).toString();
  return `${apiRoot}transactions/export.csv${search === '' ? '' : `?${search}`}`;
};
