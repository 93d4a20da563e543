import type { AreaGeometry, Geometry } from '#contracts/geometry';

/**
 * Map navigation state (SPEC 3): a page that sends the member to the map ("Visa på kartan") leaves the
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

/** What the map should go to now, once: the state is cleared as it is read. */
export function takeMapNavigation(): MapNavigationState {
  const taken = { ...state };
  state.geometryGoToOnLoad = null;
  state.geometryOversiktGoToOnLoad = null;
  return taken;
}
