import type MapEvent from 'ol/MapEvent';
import { useEffect, useState } from 'react';
import type { MapSetup } from './use-map-setup';

const same = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The attributions of the layers the map draws now (visible, and in their resolution range), as
 * OpenLayers' own attribution control collects them; `initial` until the map has drawn its first frame.
 */
export function useMapAttributions(setup: MapSetup | null, initial: readonly string[]): readonly string[] {
  const [attributions, setAttributions] = useState(initial);
  useEffect(() => {
    if (setup === null) return undefined;
    const { map } = setup;
    const collect = ({ frameState }: MapEvent): void => {
      if (frameState === null || frameState.extent === null) return;
      const view = { ...frameState, extent: frameState.extent };
      const drawn = [...new Set(map.getAllLayers().flatMap((layer) => layer.getAttributions(view)))];
      setAttributions((current) => (same(current, drawn) ? current : drawn));
    };
    map.on('postrender', collect);
    return () => map.un('postrender', collect);
  }, [setup]);
  return attributions;
}
