import { useSyncExternalStore } from 'react';

/** The width from which the panel stands beside the map instead of being a sheet over it (map.module.css). */
const SIDE_BY_SIDE = '(min-width: 768px)';

const query = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(SIDE_BY_SIDE) : null;

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the map page's panel stands beside the map (a wide screen), so its content is on screen. */
export const useSideBySide = (): boolean => useSyncExternalStore(subscribe, () => query()?.matches ?? true);
