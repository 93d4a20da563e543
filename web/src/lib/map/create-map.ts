import OlMap from 'ol/Map';
import View from 'ol/View';
import ScaleLine from 'ol/control/ScaleLine';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import { extentOf, padExtent, SWEDEN_BOUNDS, type Extent, type Geometry } from '#contracts/geometry';
import { sweref99tm, SWEREF99_TM_EXTENT } from './projection';
import { lantmaterietResolutions, lantmaterietTileGrid } from './tile-grid';

/** What the view may show: Sweden with room around it, so its edges can be brought to the middle. */
const VIEW_EXTENT: Extent = [
  SWEDEN_BOUNDS.minE - 300_000,
  SWEDEN_BOUNDS.minN - 300_000,
  SWEDEN_BOUNDS.maxE + 300_000,
  SWEDEN_BOUNDS.maxN + 300_000,
];

export interface SwedishMapOptions {
  readonly target: HTMLElement;
  readonly initialExtent: Extent;
}

/**
 * The map wrapper: an OpenLayers map in SWEREF 99 TM on Lantmäteriet's zoom levels, with a metric scale bar.
 * Zoom and pan buttons and the attribution are the page's own; the map's element takes arrow keys and +/−
 * when focused (OpenLayers' keyboard interactions).
 */
export function createSwedishMap({ target, initialExtent }: SwedishMapOptions): OlMap {
  const view = new View({
    projection: sweref99tm(),
    resolutions: lantmaterietResolutions(),
    extent: VIEW_EXTENT,
    constrainOnlyCenter: true,
    enableRotation: false,
  });
  const map = new OlMap({
    target,
    view,
    controls: [new ScaleLine({ units: 'metric', minWidth: 80 })],
    interactions: defaultInteractions({ altShiftDragRotate: false, pinchRotate: false }),
  });
  view.fit(initialExtent, { size: map.getSize() ?? [target.clientWidth, target.clientHeight] });
  return map;
}

/** Lantmäteriet's topographic WMTS through our server's proxy, on the hard-coded 3006 grid. */
export function lantmaterietTileLayer(url: string, attribution: string): TileLayer<XYZ> {
  return new TileLayer({
    source: new XYZ({
      url,
      projection: sweref99tm(),
      tileGrid: lantmaterietTileGrid(SWEREF99_TM_EXTENT),
      attributions: attribution,
      crossOrigin: null,
    }),
    properties: { baseMap: true },
  });
}

export const prefersReducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Moves the view to the extent (never closer than `minResolution` m/px), animated unless motion is reduced. */
export function fitExtent(
  map: OlMap,
  extent: Extent,
  minResolution = 0.5,
  padding: [top: number, right: number, bottom: number, left: number] = [24, 24, 24, 24],
): void {
  map.getView().fit(extent, {
    padding,
    minResolution,
    duration: prefersReducedMotion() ? 0 : 400,
  });
}

/** Room around what the map goes to: a stand or a point shows with its surroundings, not alone. */
export const MIN_VIEW_METRES = 600;

/** The extent to show a geometry in, with room around it; null when it has no coordinates. */
export function geometryViewExtent(geometry: Geometry): Extent | null {
  const extent = extentOf([geometry]);
  return extent === null ? null : padExtent(extent, 0.1, MIN_VIEW_METRES);
}

/** Moves the view to a geometry (an estate, a stand, a search hit) with room around it. */
export function fitGeometry(map: OlMap, geometry: Geometry): void {
  const extent = geometryViewExtent(geometry);
  if (extent !== null) fitExtent(map, extent);
}
