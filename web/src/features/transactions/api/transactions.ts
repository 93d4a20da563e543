import { useInfiniteQuery } from '@tanstack/react-query';
import { filterSearchParams, type TransactionFilter } from '#contracts/transaction-filter';
import { useApiClient } from '../../../lib/api-client';
import { transactionQueries } from '../../../lib/queries/transactions';

export const useTransactions = (filter: TransactionFilter) =>
  useInfiniteQuery(transactionQueries.list(useApiClient(), filter));

/** The CSV export of the same filter: a plain link, so the browser downloads it. */
export const exportHref = (apiRoot: string, filter: TransactionFilter): string => {
  const search = filterSearchParams(filter).toString();
  return `${apiRoot}transactions/export.csv${search === '' ? '' : `?${search}`}`;
};
