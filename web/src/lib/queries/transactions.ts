import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { TransactionPage } from '#contracts/transactions';
import { filterSearchParams, type TransactionFilter } from '#contracts/transaction-filter';
import type { ApiClient } from '../api-client';

/** Every transactions read starts with this key: whatever books money on an account invalidates it. */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (search: string) => ['transactions', 'list', search] as const,
};

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
