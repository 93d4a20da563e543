import { queryOptions, useMutation, useSuspenseQuery } from '@tanstack/react-query';
import type {
  Calculation,
  CalculationInput,
  CalculatorStands,
  TimberPriceLists,
} from '#contracts/timber-prices';
// Not loaded lazily: the page's components import this module too, so it is in the page's chunk already.
import * as timberPriceSchemas from '#contracts/timber-prices';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

export const timberPriceQueries = {
  /** The list in force per region. */
  lists: (api: ApiClient) =>
    queryOptions({
      queryKey: ['timber-prices', 'lists'],
      queryFn: (): Promise<TimberPriceLists | null> =>
        api.get('timber-prices', timberPriceSchemas.TimberPriceListsSchema),
    }),

  /** The stands the member may value; null when there are none. */
  stands: (api: ApiClient) =>
    queryOptions({
      queryKey: ['timber-prices', 'stands'],
      queryFn: (): Promise<CalculatorStands | null> =>
        api.get('timber-prices/stands', timberPriceSchemas.CalculatorStandsSchema),
    }),
};

export const useTimberPriceLists = () => useSuspenseQuery(timberPriceQueries.lists(useApiClient()));
export const useCalculatorStands = () => useSuspenseQuery(timberPriceQueries.stands(useApiClient()));

/** The value calculator: stores nothing, so no idempotency key. */
export function useCalculation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (input: CalculationInput): Promise<Calculation | null> =>
      api.send('POST', 'timber-prices/calculate', {
        body: input,
        schema: timberPriceSchemas.CalculationSchema,
      }),
  });
}
