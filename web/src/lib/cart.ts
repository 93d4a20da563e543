import { useQuery } from '@tanstack/react-query';
import type { FeatureFlags } from '#contracts/feature-flags';
import { canChange, hasAnyRole } from '#contracts/roles';
import { portalRoutes } from '#contracts/routes';
import { useApiClient } from './api-client';

/** Whether the signed-in user may order at all: ordering open, a role that orders, not read-only. */
export const mayOrder = (flags: FeatureFlags, roles: readonly string[]): boolean =>
  flags.servicesOrderable && hasAnyRole(roles, portalRoutes.checkout.access) && canChange(roles);

/**
 * Every cart query lives under this key: whatever adds, changes or removes a cart item (the order form of
 * the services feature too) invalidates it, and the badge, the cart panel and the checkout follow.
 */
export const cartQueryKey = ['cart'] as const;

/**
 * How many items the stored cart holds, for the header's badge and the cart pop-up on the map; undefined
 * until known. `enabled` false while nobody who may order is signed in (a 401 would log the browser out).
 */
export function useCartCount(enabled: boolean): number | undefined {
  const api = useApiClient();
  return useQuery({
    queryKey: [...cartQueryKey, 'count'],
    queryFn: () => api.get('cart/count', async () => (await import('#contracts/checkout')).CartCountSchema),
    enabled,
  }).data?.count;
}
