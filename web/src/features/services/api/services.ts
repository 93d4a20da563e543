import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import type { CartItem } from '#contracts/checkout';
import type {
  Estimate,
  EstimateRequest,
  OrderDraft,
  ServiceCatalogue,
  ServiceDetails,
} from '#contracts/services';
import { ApiError, useApiClient, type ApiClient } from '../../../lib/api-client';
import { cartQueryKey } from '../../../lib/cart';
import { estateQueries } from '../../../lib/queries/estates';

// Schemas load beside the calls, in their own chunk (lib/api-client.tsx).
const schemas = () => import('#contracts/services');
const servicesKey = ['services'] as const;

const catalogueQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...servicesKey, 'catalogue'],
    queryFn: (): Promise<ServiceCatalogue | null> =>
      api.get('services', async () => (await schemas()).ServiceCatalogueSchema),
  });

/** The catalogue and, for a forest owner, the stands that need work; null when there is nothing (204). */
export const useServiceCatalogue = () => useSuspenseQuery(catalogueQuery(useApiClient()));

/** One service; null when there is no service by that name (404). */
export function useServiceDetails(name: string) {
  const api = useApiClient();
  return useQuery(
    queryOptions({
      queryKey: [...servicesKey, 'details', name],
      queryFn: async (): Promise<ServiceDetails | null> => {
        try {
          return await api.get(
            `services/${encodeURIComponent(name)}`,
            async () => (await schemas()).ServiceDetailsSchema,
          );
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    }),
  );
}

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
    queryKey: [...servicesKey, 'estimate', name, request],
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
