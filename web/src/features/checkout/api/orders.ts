import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { Order, PlaceOrderRequest } from '#contracts/checkout';
import { ApiError, useApiClient, type ApiClient } from '../../../lib/api-client';
import { cartQueryKey } from '../../../lib/cart';

const schemas = () => import('#contracts/checkout');
const orderKey = (number: string) => ['orders', number] as const;

const orderQuery = (api: ApiClient, number: string) =>
  queryOptions({
    queryKey: orderKey(number),
    queryFn: async (): Promise<Order | null> => {
      try {
        return await api.get(
          `orders/${encodeURIComponent(number)}`,
          async () => (await schemas()).OrderSchema,
        );
      } catch (error) {
        // Unknown, or another member's: the page says there is no such order.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** One of the member's orders by number; null when there is none by that number. */
export const useOrder = (number: string) => useSuspenseQuery(orderQuery(useApiClient(), number));

/**
 * Places the reviewed cart. The caller keeps one Idempotency-Key per request body, so a double click or a
 * retry after a lost answer gets the same order back, never a second one.
 */
export function usePlaceOrder() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: PlaceOrderRequest; idempotencyKey: string }) =>
      api.send<Order>('POST', 'orders', {
        body: request,
        idempotencyKey,
        schema: async () => (await schemas()).OrderSchema,
      }),
    onSuccess: (order) => {
      // The confirmation page shows the order at once, without asking for it again.
      if (order !== null) queryClient.setQueryData(orderKey(order.number), order);
    },
    // Placed, or refused because the cart changed (409): either way the server's cart is what counts. Not
    // awaited: the page moves on to the confirmation without waiting for the emptied cart.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
