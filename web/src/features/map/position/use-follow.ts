import type OlMap from 'ol/Map';
import { useEffect, useRef } from 'react';
import type { Position } from '#contracts/geometry';

/** How near (in metres per pixel) the map comes on the first position: a walk's scale, stands readable. */
const FIRST_RESOLUTION = 2;

/**
 * Follow mode: while `following`, the map keeps the position in its middle; a move the member makes (a drag,
 * a pan button, the arrow keys) leaves the map where they put it (`onLeft`) until they ask to follow again.
 */
export function useFollow(
  map: OlMap | null,
  position: Position | null,
  following: boolean,
  onLeft: () => void,
): void {
  const placedAt = useRef<Position | null>(null);
  const first = useRef(true);

  useEffect(() => {
    if (map === null || position === null) {
      first.current = true;
      return;
    }
    if (!following) return;
    const view = map.getView();
    placedAt.current = position;
    view.setCenter([...position]);
    if (first.current && (view.getResolution() ?? 0) > FIRST_RESOLUTION) view.setResolution(FIRST_RESOLUTION);
    first.current = false;
  }, [map, position, following]);

  // A move that ends with the middle elsewhere than where following put it is the member's own move.
  useEffect(() => {
    if (map === null || !following) return undefined;
    const onMoveEnd = (): void => {
      const [x = NaN, y = NaN] = map.getView().getCenter() ?? [];
      const placed = placedAt.current;
      const pixel = map.getView().getResolution() ?? 1;
      if (placed !== null && Math.hypot(x - placed[0], y - placed[1]) > pixel) onLeft();
    };
    map.on('moveend', onMoveEnd);
    return () => map.un('moveend', onMoveEnd);
  }, [map, following, onLeft]);
}
