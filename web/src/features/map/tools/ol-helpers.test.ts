import { describe, expect, it } from 'vitest';
import type { Polygon } from '#contracts/geometry';
import { closedRing, moveNearestVertex } from './ol-helpers';

const square: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [650_000, 6_650_000],
      [650_100, 6_650_000],
      [650_100, 6_650_100],
      [650_000, 6_650_100],
      [650_000, 6_650_000],
    ],
  ],
};

describe('moving the nearest vertex to the map centre (the keyboard alternative to dragging)', () => {
  it('moves only the vertex nearest the centre', () => {
    const moved = moveNearestVertex(square, [650_150, 6_650_120]);
    expect(moved.coordinates[0]).toEqual([
      [650_000, 6_650_000],
      [650_100, 6_650_000],
      [650_150, 6_650_120],
      [650_000, 6_650_100],
      [650_000, 6_650_000],
    ]);
  });

  it('keeps the ring closed when the first vertex moves', () => {
    const moved = moveNearestVertex(square, [649_990, 6_649_990]);
    expect(moved.coordinates[0]?.[0]).toEqual([649_990, 6_649_990]);
    expect(moved.coordinates[0]?.at(-1)).toEqual([649_990, 6_649_990]);
  });
});

describe('closing a ring', () => {
  it('adds the first vertex at the end once', () => {
    expect(
      closedRing([
        [1, 2],
        [3, 4],
        [5, 6],
      ]),
    ).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
      [1, 2],
    ]);
    expect(
      closedRing([
        [1, 2],
        [3, 4],
        [5, 6],
        [1, 2],
      ]),
    ).toHaveLength(4);
  });
});
