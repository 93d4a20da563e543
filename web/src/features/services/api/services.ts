import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import type { CartItem } from '#contracts/checkout';
import type { Estimate, EstimateRequest, OrderDraft } from '#contracts/services';
import { useApiClient } from '../../../lib/api-client';
import { cartQueryKey } from '../../../lib/cart';
import { estateQueries } from '../../../lib/queries/estates';
import { serviceKeys } from '../../../lib/queries/keys';
import { serviceQueries } from '../../../lib/queries/services';

// Schemas load beside the calls, in their own chunk (lib/api-client.tsx).
const schemas = () => import('#contracts/services');

export const useServiceCatalogue = () => useSuspenseQuery(serviceQueries.catalogue(useApiClient()));
export const useServiceDetails = (name: string) => useQuery(serviceQueries.details(useApiClient(), name));

/** The estates of whom the session acts for; null when there are none. */
export const useOrderEstates = () => useQuery(estateQueries.list(useApiClient()));

/** The forest plan of one estate, stand by stand; null without a plan. Nothing is asked for without an id. */
export const useEstateStands = (estateId: string) =>
  useQuery({ ...estateQueries.stands(useApiClient(), estateId), enabled: estateId !== '' });

/**
 * The server's price for a draft (the web never prices). A query, not a mutation: the same draft gives the
 * same price, and the last price stays on screen while the next is fetched. `request` null asks nothing.
 */
export function useEstimate(name: string, request: EstimateRequest | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...serviceKeys.all, 'estimate', name, request],
    queryFn: (): Promise<Estimate | null> =>
      api.send('POST', `services/${encodeURIComponent(name)}/estimate`, {
        body: request,
        schema: async () => (await schemas()).EstimateSchema,
      }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}

/** Puts an order line in the stored cart; the caller keeps one Idempotency-Key per attempt at a draft. */
export function useAddToCart() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, idempotencyKey }: { draft: OrderDraft; idempotencyKey: string }) =>
      api.send<CartItem>('POST', 'cart/items', {
        body: draft,
        idempotencyKey,
        schema: async () => (await import('#contracts/checkout')).CartItemSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
