import { describe, expect, it } from 'vitest';
import { SWEREF99_TM_EXTENT } from './projection';
import { lantmaterietResolutions, lantmaterietTileGrid } from './tile-grid';

describe("Lantmäteriet's 3006 tile grid", () => {
  it('halves the resolution at each zoom level from 4096 m per pixel', () => {
    const resolutions = lantmaterietResolutions();
    expect(resolutions.slice(0, 3)).toEqual([4096, 2048, 1024]);
    expect(resolutions[9]).toBe(8);
    expect(resolutions[15]).toBe(0.125);
  });

  it('counts tiles from the top-left corner (−1 200 000, 8 500 000), row before column in the URL', () => {
    const grid = lantmaterietTileGrid(SWEREF99_TM_EXTENT);
    // Uppsala at zoom 9 (8 m/px, 2048 m per tile): column (647 800 + 1 200 000) / 2048, row (8 500 000 − 6 638 600) / 2048.
    const [z, x, y] = grid.getTileCoordForCoordAndZ([647_800, 6_638_600], 9);
    expect([z, x, y]).toEqual([9, Math.floor(1_847_800 / 2048), Math.floor(1_861_400 / 2048)]);
    expect(grid.getOrigin(0)).toEqual([-1_200_000, 8_500_000]);
  });
});
