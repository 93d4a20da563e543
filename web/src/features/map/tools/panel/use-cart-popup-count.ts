import { useEffect } from 'react';
import { mayOrder, useCartCount } from '../../../../lib/cart';
import { useProfile } from '../../../../lib/profile';
import { useRuntimeConfig } from '../../../../lib/runtime-config';
import { mapToolsStore } from '../map-tools-store';

/** Keeps the map's cart pop-up (docs/portal.md 2) at the stored cart's count, for those who may order. */
export function useCartPopupCount(): void {
  const { flags } = useRuntimeConfig();
  const enabled = mayOrder(flags, useProfile().data?.roles ?? []);
  const count = useCartCount(enabled);
  useEffect(() => {
    mapToolsStore.setCartCount(enabled ? (count ?? 0) : 0);
  }, [enabled, count]);
}
