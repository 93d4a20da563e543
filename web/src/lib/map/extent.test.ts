import { describe, expect, it } from 'vitest';
import { extentOf, padExtent } from '#contracts/geometry';
import { bboxParam, extentCenter, extentsIntersect } from './extent';

describe('extent helpers', () => {
  it('finds the extent of points, lines and (multi)polygons together', () => {
    expect(
      extentOf([
        { type: 'Point', coordinates: [650_000, 6_650_000] },
        {
          type: 'MultiPolygon',
          coordinates: [
            [
              [
                [649_000, 6_651_000],
                [652_000, 6_651_000],
                [652_000, 6_652_500],
                [649_000, 6_651_000],
              ],
            ],
          ],
        },
      ]),
    ).toEqual([649_000, 6_650_000, 652_000, 6_652_500]);
    expect(extentOf([])).toBeNull();
  });

  it('pads by a share of the larger side, and makes a point at least the minimum size across', () => {
    expect(padExtent([0, 0, 1000, 500], 0.1)).toEqual([-100, -100, 1100, 600]);
    expect(padExtent([100, 100, 100, 100], 0.1, 400)).toEqual([-100, -100, 300, 300]);
  });

  it('writes the bbox parameter in E,N order, rounded outwards to the step', () => {
    expect(bboxParam([649_951.4, 6_649_020.9, 652_001.2, 6_651_999.9], 100)).toBe(
      '649900,6649000,652100,6652000',
    );
    expect(bboxParam([1.2, 2.7, 3.1, 4.9])).toBe('1,2,4,5');
  });

  it('tells the centre and whether two extents overlap', () => {
    expect(extentCenter([0, 0, 10, 20])).toEqual([5, 10]);
    expect(extentsIntersect([0, 0, 10, 10], [10, 10, 20, 20])).toBe(true);
    expect(extentsIntersect([0, 0, 10, 10], [11, 0, 20, 10])).toBe(false);
  });
});
