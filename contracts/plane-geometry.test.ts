import { describe, expect, it } from 'vitest';
import type { MultiPolygon, Polygon } from './geometry.js';
import {
  areaContains,
  bearingDegrees,
  compassPoint,
  distanceBetween,
  distanceToBoundary,
  distanceToSegment,
} from './plane-geometry.js';

// A 100 m square at E 651 000, N 6 650 000 with a 20 m square hole in its middle.
const square: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [651_000, 6_650_000],
      [651_100, 6_650_000],
      [651_100, 6_650_100],
      [651_000, 6_650_100],
      [651_000, 6_650_000],
    ],
    [
      [651_040, 6_650_040],
      [651_040, 6_650_060],
      [651_060, 6_650_060],
      [651_060, 6_650_040],
      [651_040, 6_650_040],
    ],
  ],
};

const twoParts: MultiPolygon = {
  type: 'MultiPolygon',
  coordinates: [
    square.coordinates,
    [
      [
        [652_000, 6_650_000],
        [652_010, 6_650_000],
        [652_010, 6_650_010],
        [652_000, 6_650_000],
      ],
    ],
  ],
};

describe('areaContains', () => {
  it('finds a point inside the outer ring and outside the hole', () => {
    expect(areaContains(square, [651_010, 6_650_010])).toBe(true);
    expect(areaContains(square, [651_050, 6_650_050])).toBe(false);
    expect(areaContains(square, [650_999, 6_650_050])).toBe(false);
  });

  it('looks in every part of a multipolygon', () => {
    expect(areaContains(twoParts, [652_008, 6_650_002])).toBe(true);
    expect(areaContains(twoParts, [652_002, 6_650_008])).toBe(false);
  });
});

describe('distances in metres', () => {
  it('measures to the nearest point of a segment, its ends included', () => {
    expect(distanceToSegment([5, 10], [0, 0], [10, 0])).toBe(10);
    expect(distanceToSegment([13, 4], [0, 0], [10, 0])).toBe(5);
    expect(distanceToSegment([3, 4], [0, 0], [0, 0])).toBe(5);
  });

  it('measures from outside to the nearest edge, and from inside to the nearest edge or hole', () => {
    expect(distanceToBoundary(square, [650_660, 6_650_050])).toBe(340);
    expect(distanceToBoundary(square, [651_200, 6_650_200])).toBeCloseTo(141.42, 2);
    expect(distanceToBoundary(square, [651_030, 6_650_050])).toBe(10);
  });

  it('measures straight between two points', () => {
    expect(distanceBetween([0, 0], [30, 40])).toBe(50);
  });
});

describe('direction', () => {
  it('gives degrees clockwise from north', () => {
    expect(bearingDegrees([0, 0], [0, 10])).toBe(0);
    expect(bearingDegrees([0, 0], [10, 0])).toBe(90);
    expect(bearingDegrees([0, 0], [0, -10])).toBe(180);
    expect(bearingDegrees([0, 0], [-10, 0])).toBe(270);
  });

  it('names the nearest of eight compass points in Swedish', () => {
    expect(compassPoint(bearingDegrees([0, 0], [85, 85]))).toBe('nordost');
    expect(compassPoint(0)).toBe('norr');
    expect(compassPoint(22.4)).toBe('norr');
    expect(compassPoint(22.6)).toBe('nordost');
    expect(compassPoint(90)).toBe('öster');
    expect(compassPoint(135)).toBe('sydost');
    expect(compassPoint(180)).toBe('söder');
    expect(compassPoint(225)).toBe('sydväst');
    expect(compassPoint(270)).toBe('väster');
    expect(compassPoint(315)).toBe('nordväst');
    expect(compassPoint(350)).toBe('norr');
  });
});
