import { describe, expect, it } from 'vitest';
import { areaSquareMetres, MAX_POLYGON_VERTICES, type Polygon, type Position } from '#contracts/geometry';
import { jstsArea } from './topology.js';
import { checkArea, checkGeometry, checkPointOrPolygon } from './validate-geometry.js';

/** A 200 × 100 m rectangle on Ekeby 2:7, north of Uppsala, counter-clockwise. */
const E = 650_500;
const N = 6_650_300;
const rectangle: Position[] = [
  [E, N],
  [E + 200, N],
  [E + 200, N + 100],
  [E, N + 100],
  [E, N],
];
const polygon = (...rings: Position[][]): Polygon => ({ type: 'Polygon', coordinates: rings });

const messageOf = (input: unknown): string => {
  const check = checkGeometry(input);
  if (check.ok) throw new Error('expected the geometry to be rejected');
  // Numbers are grouped with no-break spaces, so a coordinate never breaks over two lines.
  return check.message.replaceAll('\u00a0', ' ');
};

describe('geometry validation', () => {
  it('accepts a polygon, measures it on the server and gives its bounding box', () => {
    const check = checkArea(polygon(rectangle));
    expect(check).toEqual({
      ok: true,
      geometry: polygon(rectangle),
      areaSquareMetres: 20_000,
      bbox: [E, N, E + 200, N + 100],
    });
  });

  it('measures the same area as JTS, holes subtracted', () => {
    const hole: Position[] = [
      [E + 50, N + 20],
      [E + 50, N + 60],
      [E + 90, N + 60],
      [E + 90, N + 20],
      [E + 50, N + 20],
    ];
    const odd = polygon(
      [
        [E, N],
        [E + 173.37, N - 12.5],
        [E + 260.1, N + 88.8],
        [E + 31.4, N + 140.25],
        [E, N],
      ],
      hole,
    );
    const check = checkArea(odd);
    if (!check.ok) throw new Error(check.message);
    expect(check.areaSquareMetres).toBeCloseTo(jstsArea(check.geometry), 6);
    expect(check.areaSquareMetres).toBeCloseTo(areaSquareMetres(odd), 6);
    expect(check.areaSquareMetres).toBeLessThan(jstsArea(polygon(odd.coordinates[0] as Position[])));
  });

  it('rounds to centimetres, drops repeated corners and winds rings as RFC 7946 says', () => {
    const clockwise = [...rectangle].reverse().map(([e, n]): Position => [e + 0.004, n - 0.0049]);
    clockwise.splice(2, 0, clockwise[1] as Position);
    const hole: Position[] = [
      [E + 10, N + 10],
      [E + 20, N + 10],
      [E + 20, N + 20],
      [E + 10, N + 20],
      [E + 10, N + 10],
    ];
    const check = checkArea(polygon(clockwise, hole));
    if (!check.ok) throw new Error(check.message);
    expect(check.geometry.coordinates).toEqual([rectangle, [...hole].reverse()]);
  });

  it('accepts a point in Sweden and gives it no area', () => {
    expect(checkPointOrPolygon({ type: 'Point', coordinates: [E, N] })).toEqual({
      ok: true,
      geometry: { type: 'Point', coordinates: [E, N] },
      areaSquareMetres: null,
      bbox: [E, N, E, N],
    });
    expect(checkArea({ type: 'Point', coordinates: [E, N] })).toMatchObject({ ok: false });
  });

  describe('rejects bad geometry with a Swedish message that says what and where', () => {
    it('a bow-tie', () => {
      const bowTie = polygon([
        [E, N],
        [E + 200, N + 100],
        [E + 200, N],
        [E, N + 100],
        [E, N],
      ]);
      expect(messageOf(bowTie)).toBe(
        'Områdets kant korsar sig själv vid E 650 600, N 6 650 350. Rita om gränsen så att den inte korsar sig själv.',
      );
    });

    it('an unclosed ring', () => {
      expect(messageOf(polygon(rectangle.slice(0, 4)))).toBe(
        'Ytterkanten är inte sluten: sista hörnet (E 650 500, N 6 650 400) ska vara samma som det första (E 650 500, N 6 650 300).',
      );
    });

    it('a ring with too few corners', () => {
      expect(
        messageOf(
          polygon([
            [E, N],
            [E + 200, N],
            [E, N],
          ]),
        ),
      ).toBe('Ytterkanten har för få hörn. Ett område behöver minst tre olika hörn.');
      expect(
        messageOf(
          polygon([
            [E, N],
            [E + 200, N],
            [E, N],
            [E, N],
          ]),
        ),
      ).toMatch(/^Ytterkanten har för få hörn/);
    });

    it('a hole outside the shell', () => {
      const outside: Position[] = [
        [E + 300, N],
        [E + 400, N],
        [E + 400, N + 50],
        [E + 300, N],
      ];
      expect(messageOf(polygon(rectangle, outside))).toBe(
        'Ett hål ligger utanför området, vid E 650 800, N 6 650 300. Ett hål måste ligga inuti området.',
      );
    });

    it('a ring through the same point twice', () => {
      const figureEight = polygon([
        [E, N],
        [E + 100, N + 50],
        [E + 200, N],
        [E + 200, N + 100],
        [E + 100, N + 50],
        [E, N + 100],
        [E, N],
      ]);
      expect(messageOf(figureEight)).toBe(
        'Områdets kant går genom samma punkt två gånger vid E 650 600, N 6 650 350. Rita om gränsen där.',
      );
    });

    it('longitude and latitude by mistake, either way round', () => {
      const uppsala = polygon([
        [17.6, 60.0],
        [17.7, 60.0],
        [17.7, 60.1],
        [17.6, 60.0],
      ]);
      const message = 'Koordinaterna ser ut att vara longitud och latitud; kartan använder SWEREF 99 TM.';
      expect(messageOf(uppsala)).toBe(message);
      expect(messageOf({ type: 'Point', coordinates: [60.0, 17.6] })).toBe(message);
    });

    it('swapped axes', () => {
      const swapped = polygon(rectangle.map(([e, n]): Position => [n, e]));
      expect(messageOf(swapped)).toBe(
        'Koordinaterna ser ut att ha nord och öst i omvänd ordning; ange öst (E) först och nord (N) sedan, i SWEREF 99 TM.',
      );
    });

    it('RT 90 by mistake', () => {
      expect(messageOf({ type: 'Point', coordinates: [1_602_000, 6_650_000] })).toBe(
        'Koordinaterna ser ut att vara i RT 90; kartan använder SWEREF 99 TM.',
      );
    });

    it('outside Sweden, naming the first place outside', () => {
      const intoNorway = polygon([
        [E, N],
        [E + 200, N],
        [150_000, N + 100],
        [E, N],
      ]);
      expect(messageOf(intoNorway)).toBe(
        'Platsen E 150 000, N 6 650 400 ligger utanför Sverige. Kontrollera att koordinaterna är i SWEREF 99 TM.',
      );
    });

    it('too many vertices', () => {
      const count = MAX_POLYGON_VERTICES + 1;
      const circle = Array.from({ length: count }, (_, i): Position => {
        const angle = (2 * Math.PI * i) / count;
        return [E + 1_000 * Math.cos(angle), N + 1_000 * Math.sin(angle)];
      });
      expect(messageOf(polygon([...circle, circle[0] as Position]))).toBe(
        'Området har 5 001 hörn; högst 5 000 får sparas. Förenkla gränsen.',
      );
      const allowed = circle.slice(0, MAX_POLYGON_VERTICES);
      expect(checkArea(polygon([...allowed, allowed[0] as Position])).ok).toBe(true);
    });

    it('NaN, infinities and positions that are not two numbers', () => {
      const notANumber = 'Koordinaterna måste vara tal i SWEREF 99 TM (meter).';
      expect(messageOf({ type: 'Point', coordinates: [Number.NaN, N] })).toBe(notANumber);
      expect(
        messageOf(
          polygon([
            [E, N],
            [E + 1, Infinity],
            [E + 1, N + 1],
            [E, N],
          ]),
        ),
      ).toBe(notANumber);
      expect(messageOf({ type: 'Point', coordinates: [E, N, 12] })).toMatch(/två koordinater/);
      expect(messageOf({ type: 'Point', coordinates: ['650500', N] })).toMatch(/två koordinater/);
    });

    it('anything that is not a point or polygon', () => {
      expect(messageOf(null)).toBe('Placera punkten eller rita området på kartan.');
      expect(messageOf({ type: 'LineString', coordinates: rectangle })).toMatch(/punkt eller ett område/);
      expect(messageOf(polygon())).toBe('Området saknar hörn. Rita området på kartan.');
    });
  });
});
