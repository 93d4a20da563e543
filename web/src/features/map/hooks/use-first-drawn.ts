import type OlMap from 'ol/Map';
import { unByKey } from 'ol/Observable';
import { useEffect, useState } from 'react';

/** When the browser is idle next: after the frame, not inside it (Safari has no requestIdleCallback). */
function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(then, { timeout: 1_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, 50);
  return () => clearTimeout(id);
}

/**
 * Whether the map has drawn its first picture (the base map, the member's estates and stands) and the
 * browser has since been idle: the thematic layers wait for it, so their loading, parsing and drawing
 * come as tasks of their own instead of lengthening the page's first ones.
 */
export function useFirstDrawn(map: OlMap | null): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (map === null || drawn) return undefined;
    let cancel = (): void => undefined;
    const key = map.once('rendercomplete', () => {
      cancel = whenIdle(() => setDrawn(true));
    });
    return () => {
      unByKey(key);
      cancel();
    };
  }, [map, drawn]);
  return drawn;
}
