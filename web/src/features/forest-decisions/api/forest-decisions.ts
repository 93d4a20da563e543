import { useMutation } from '@tanstack/react-query';
import type { HarvestAlternatives, IncomeSpread } from '#contracts/forest-decisions';
import { useApiClient } from '../../../lib/api-client';

const schemas = () => import('#contracts/forest-decisions');

/**
 * The two calculations. Each is a read (GET) that stores nothing, asked for when the member presses
 * "Räkna" rather than when the page opens, so it is run as a mutation: its answer and refusal belong to
 * that one press, and no cache key outlives it.
 */
export function useHarvestAlternatives() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ standIds, discountRateBp }: { standIds: readonly string[]; discountRateBp: number }) =>
      api.get<HarvestAlternatives>(
        `forest-decisions/harvest-alternatives?${new URLSearchParams({
          stands: standIds.join(','),
          discountRateBp: String(discountRateBp),
        }).toString()}`,
        async () => (await schemas()).HarvestAlternativesSchema,
      ),
  });
}

export function useIncomeSpread() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (query: { amountKr: string; kind: string; years: string }) =>
      api.get<IncomeSpread>(
        `forest-decisions/income-spread?${new URLSearchParams(query).toString()}`,
        async () => (await schemas()).IncomeSpreadSchema,
      ),
  });
}
