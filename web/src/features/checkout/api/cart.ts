import { queryOptions, useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { Cart, CartItem } from '#contracts/checkout';
import type { OrderDraft } from '#contracts/services';
import { useApiClient, type ApiClient } from '../../../lib/api-client';
import { cartQueryKey } from '../../../lib/cart';
import { serviceQueries } from '../../../lib/queries/services';

// Schemas load beside the calls, in their own chunk (lib/api-client.tsx).
const schemas = () => import('#contracts/checkout');

export const cartQueries = {
  /** The stored cart with its sums; null if the server has nothing (204). */
  contents: (api: ApiClient) =>
    queryOptions({
      queryKey: [...cartQueryKey, 'contents'],
      queryFn: (): Promise<Cart | null> => api.get('cart', async () => (await schemas()).CartSchema),
    }),
};

/** The stored cart with its sums; null if the server has nothing (204). */
export const useCart = () => useSuspenseQuery(cartQueries.contents(useApiClient()));

/** The same cart for the header's panel, which shows its own loading and error states. */
export const useCartPanel = () => useQuery(cartQueries.contents(useApiClient()));

/** Whatever changed the cart: the badge, the panel and the checkout follow. */
function useRefreshCart() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cartQueryKey });
}

/** The service of a cart line: its seasons and quantity limits, for changing the line; null if unknown. */
export const useServiceForLine = (name: string) => useQuery(serviceQueries.details(useApiClient(), name));

/**
 * Changes a line; the server checks and prices it again. Settles once the cart is fetched again: with the
 * new price, or without the line if it was removed elsewhere (404).
 */
export function useUpdateCartItem() {
  const api = useApiClient();
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string; draft: OrderDraft }) =>
      api.send<CartItem>('PUT', `cart/items/${encodeURIComponent(id)}`, {
        body: draft,
        schema: async () => (await schemas()).CartItemSchema,
      }),
    onSettled: refresh,
  });
}

export function useRemoveCartItem() {
  const api = useApiClient();
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: (id: string) => api.send('DELETE', `cart/items/${encodeURIComponent(id)}`),
    // A line already gone (404) is gone all the same: the cart on screen must follow either way. Not awaited,
    // so the line hears of the answer before the refreshed cart takes it away.
    onSettled: () => {
      void refresh();
    },
  });
}
