import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { FinalPriceAnswer, Order, PlaceOrderRequest } from '#contracts/checkout';
import { ApiError, useApiClient, type ApiClient } from '../../../lib/api-client';
import { useSignedSend } from '../../../lib/signing/signed-write';
import { cartQueryKey } from '../../../lib/cart';
import { invalidateAll } from '../../../lib/queries/invalidate';
import { notificationKeys, orderKeys } from '../../../lib/queries/keys';

const schemas = () => import('#contracts/checkout');

export const orderQueries = {
  /** One of the member's orders by number; null when there is none by that number, or it is another member's (404). */
  one: (api: ApiClient, number: string) =>
    queryOptions({
      queryKey: orderKeys.one(number),
      queryFn: async (): Promise<Order | null> => {
        try {
          return await api.get(
            `orders/${encodeURIComponent(number)}`,
            async () => (await schemas()).OrderSchema,
          );
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    }),
};

/** One of the member's orders by number; null when there is none by that number. */
export const useOrder = (number: string) => useSuspenseQuery(orderQueries.one(useApiClient(), number));

/**
 * Places the reviewed cart. The caller keeps one Idempotency-Key per request body, so a double click or a
 * retry after a lost answer gets the same order back, never a second one.
 */
export function usePlaceOrder() {
  const send = useSignedSend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: PlaceOrderRequest; idempotencyKey: string }) =>
      send<Order>('POST', 'orders', {
        body: request,
        idempotencyKey,
        schema: async () => (await schemas()).OrderSchema,
      }),
    onSuccess: (order) => {
      // The confirmation page shows the order at once, without asking for it again.
      if (order !== null) queryClient.setQueryData(orderKeys.one(order.number), order);
      // The new order is in the lists (the overview's, the purchases), and the server told the member of it
      // in a notification. Not awaited, like the cart below.
      void invalidateAll(queryClient, [
        orderKeys.summaries,
        notificationKeys.list,
        notificationKeys.unreadCount,
      ]);
    },
    // Placed, or refused because the cart changed (409): either way the server's cart is what counts. Not
    // awaited: the page moves on to the confirmation without waiting for the emptied cart.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}

/**
 * The member's answer to a final price above the estimate: accepting is signed with BankID, declining is
 * not (the estimate they signed stays what they pay). The order is read again either way.
 */
export function useAnswerFinalPrice(number: string) {
  const api = useApiClient();
  const send = useSignedSend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accept, idempotencyKey }: { accept: boolean; idempotencyKey: string }) => {
      const path = `orders/${encodeURIComponent(number)}/final-price/${accept ? 'accept' : 'decline'}`;
      const options = {
        idempotencyKey,
        schema: async () => (await schemas()).FinalPriceAnswerSchema,
      };
      return accept
        ? send<FinalPriceAnswer>('POST', path, options)
        : api.send<FinalPriceAnswer>('POST', path, options);
    },
    onSettled: () => invalidateAll(queryClient, [orderKeys.one(number), orderKeys.summaries]),
  });
}
