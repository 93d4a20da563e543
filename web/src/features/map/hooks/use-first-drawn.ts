import type OlMap from 'ol/Map';
import { unByKey } from 'ol/Observable';
import { DEVICE_PIXEL_RATIO } from 'ol/has';
import { useEffect, useRef, useState } from 'react';
import { preparePointSymbols } from '../layers/ol-styles';

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
 * come as tasks of their own instead of lengthening the page's first ones. Their point symbols (the style
 * keys given) are drawn before that, one kind per idle moment.
 */
export function useFirstDrawn(map: OlMap | null, pointKeys: readonly string[]): boolean {
  const [drawn, setDrawn] = useState(false);
  // The keys as they are when the symbols are drawn: a layer switched on meanwhile must not restart the wait.
  const keys = useRef(pointKeys);
  useEffect(() => {
    keys.current = pointKeys;
  });
  useEffect(() => {
    if (map === null || drawn) return undefined;
    let cancel = (): void => undefined;
    const key = map.once('rendercomplete', () => {
      const waiting = [...keys.current];
      const next = (): void => {
        const pointKey = waiting.shift();
        if (pointKey === undefined) {
          setDrawn(true);
          return;
        }
        // The pixel ratio the map draws at: OpenLayers' default, as the map sets none.
        preparePointSymbols(pointKey, DEVICE_PIXEL_RATIO);
        cancel = whenIdle(next);
      };
      cancel = whenIdle(next);
    });
    return () => {
      unByKey(key);
      cancel();
    };
  }, [map, drawn]);
  return drawn;
}
