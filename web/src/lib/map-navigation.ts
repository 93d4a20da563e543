import { useEffect, useState } from 'react';
import type { AreaGeometry, Geometry } from '#contracts/geometry';

/**
 * Map navigation state: a page that sends the member to the map ("Visa på kartan") leaves the
 * geometry to go to; the map reads it once when it opens and clears it. `geometryOversiktGoToOnLoad` does
 * the same for the forest overview, which also switches its layer on.
 */
interface MapNavigationState {
  geometryGoToOnLoad: Geometry | null;
  geometryOversiktGoToOnLoad: AreaGeometry | null;
}

const state: MapNavigationState = { geometryGoToOnLoad: null, geometryOversiktGoToOnLoad: null };

export function goToOnMapLoad(geometry: Geometry): void {
  state.geometryGoToOnLoad = geometry;
}

export function goToOverviewOnMapLoad(geometry: AreaGeometry): void {
  state.geometryOversiktGoToOnLoad = geometry;
}

/** What the map should go to now, read and cleared at once (outside React; `useMapNavigation` in it). */
export function takeMapNavigation(): MapNavigationState {
  const taken = { ...state };
  state.geometryGoToOnLoad = null;
  state.geometryOversiktGoToOnLoad = null;
  return taken;
}

/**
 * What the map should go to, for the life of the component that asks. It is read during the render and
 * cleared only once that render is on screen: React may throw a render away and run it again (a transition
 * interrupted by a query's answer), and a read that cleared at once would leave the second render nothing.
 */
export function useMapNavigation(): MapNavigationState {
  const [navigation] = useState<MapNavigationState>(() => ({ ...state }));
  useEffect(() => {
    takeMapNavigation();
  }, []);
  return navigation;
}
