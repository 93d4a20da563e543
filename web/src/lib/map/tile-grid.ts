import TileGrid from 'ol/tilegrid/TileGrid';

/**
 * Lantmäteriet's WMTS matrix set "3006", hard-coded: its capabilities give the top-left corner in x,y order
 * although EPSG:3006 is N,E, so the grid is not read from them (docs/map.md 2.2).
 */
export const LANTMATERIET_ORIGIN: [number, number] = [-1_200_000, 8_500_000];
export const LANTMATERIET_ZOOM_LEVELS = 16;

/** Metres per pixel at each zoom level: 4096 / 2^z (z0 4096 … z15 0.125). */
export const lantmaterietResolutions = (): number[] =>
  Array.from({ length: LANTMATERIET_ZOOM_LEVELS }, (_, z) => 4096 / 2 ** z);

export function lantmaterietTileGrid(extent: [number, number, number, number]): TileGrid {
  return new TileGrid({
    origin: LANTMATERIET_ORIGIN,
    resolutions: lantmaterietResolutions(),
    tileSize: 256,
    extent,
  });
}
