import { describe, expect, it } from 'vitest';
import { fromLonLat, sweref99tm, toLonLat } from './projection';

describe('SWEREF 99 TM (EPSG:3006)', () => {
  it('places Uppsala and Stockholm where their known SWEREF 99 TM coordinates are', () => {
    const [uppsalaLon, uppsalaLat] = toLonLat([647_800, 6_638_600]);
    expect(uppsalaLon).toBeCloseTo(17.639, 3);
    expect(uppsalaLat).toBeCloseTo(59.8585, 3);
    const [stockholmLon, stockholmLat] = toLonLat([674_600, 6_580_700]);
    expect(stockholmLon).toBeCloseTo(18.069, 3);
    expect(stockholmLat).toBeCloseTo(59.329, 3);
  });

  it('puts the central meridian 15° E at the false easting 500 000', () => {
    const [e] = fromLonLat([15, 62]);
    expect(e).toBeCloseTo(500_000, 3);
  });

  it('goes there and back to within a millimetre', () => {
    const start: [number, number] = [650_600, 6_650_400];
    const [e, n] = fromLonLat(toLonLat(start));
    expect(e).toBeCloseTo(start[0], 3);
    expect(n).toBeCloseTo(start[1], 3);
  });

  it('is registered statically, in metres, with the Lantmäteriet extent', () => {
    const projection = sweref99tm();
    expect(projection.getCode()).toBe('EPSG:3006');
    expect(projection.getUnits()).toBe('m');
    expect(projection.getExtent()).toEqual([-1_200_000, 4_700_000, 2_600_000, 8_500_000]);
  });
});
