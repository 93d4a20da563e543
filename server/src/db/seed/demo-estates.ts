import { areaSquareMetres, type Polygon, type Position } from '#contracts/geometry';
import type { Queryable } from '../database.js';
import { DEMO_BUSINESS } from './demo-business.js';
import { estateBoundary, seedOf, tileStands } from './demo-estates-geometry.js';
import { describeStands, numberStands, withImpediment, type PlanRegion } from './demo-estates-plan.js';
import { insertStand, setEstateBoundary, type StandSeed } from './stand-builders.js';

export interface DemoEstateSpec {
  readonly designation: string;
  readonly centre: Position;
  readonly region: PlanRegion;
  readonly boundaryVertices: number;
  readonly stands: number;
  readonly elongation: number;
  readonly rotationDeg: number;
}

/**
 * Where the demo estates lie (docs/map.md 5: north of Uppsala, and near Älvdalen) and how finely their
 * forest plans divide them. The areas come from the estates as registered.
 */
export const DEMO_ESTATES: readonly DemoEstateSpec[] = [
  {
    designation: 'Uppsala Ekeby 2:7',
    centre: [650_600, 6_650_400],
    region: 'uppland',
    boundaryVertices: 28,
    stands: 30,
    elongation: 1.7,
    rotationDeg: 20,
  },
  {
    designation: 'Uppsala Viggeby 4:3',
    centre: [652_300, 6_651_600],
    region: 'uppland',
    boundaryVertices: 22,
    stands: 22,
    elongation: 1.4,
    rotationDeg: -35,
  },
  {
    designation: 'Älvdalen Brunnsberg 5:21',
    centre: [447_000, 6_790_000],
    region: 'dalarna',
    boundaryVertices: 34,
    stands: 18,
    elongation: 2.2,
    rotationDeg: 60,
  },
  {
    designation: 'Uppsala Lövstalöt 1:14',
    centre: [647_600, 6_645_400],
    region: 'uppland',
    boundaryVertices: 16,
    stands: 8,
    elongation: 1.3,
    rotationDeg: 80,
  },
  {
    designation: 'Tierp Ängskär 3:9',
    centre: [655_000, 6_712_000],
    region: 'uppland',
    boundaryVertices: 20,
    stands: 12,
    elongation: 1.8,
    rotationDeg: -10,
  },
];

/** The estate of Karin's neighbour (demo-neighbour.ts), about a kilometre west of Uppsala Ekeby 2:7. */
export const DEMO_NEIGHBOUR_ESTATE = {
  businessId: '4100733',
  spec: {
    designation: 'Uppsala Åkerby 3:12',
    centre: [649_000, 6_649_300],
    region: 'uppland',
    boundaryVertices: 18,
    stands: 10,
    elongation: 1.3,
    rotationDeg: 15,
  } satisfies DemoEstateSpec,
} as const;

/**
 * An estate's boundary of its registered total area and its forest plan, the same every time; the stands'
 * productive areas add up to the registered productive area.
 */
export function demoEstatePlan(
  spec: DemoEstateSpec,
  { totalAreaHa, productiveAreaHa }: { totalAreaHa: number; productiveAreaHa: number },
): { boundary: Polygon; stands: StandSeed[] } {
  const seed = seedOf(spec.designation);
  const boundary = estateBoundary({
    centre: spec.centre,
    areaM2: totalAreaHa * 10_000,
    vertices: spec.boundaryVertices,
    elongation: spec.elongation,
    rotationDeg: spec.rotationDeg,
    seed,
  });
  const polygons = numberStands(tileStands(boundary, spec.stands, seed + 1));
  const stands = describeStands(polygons, spec.region, seed + 2);
  const standsArea = polygons.reduce((sum, polygon) => sum + areaSquareMetres(polygon), 0);
  return { boundary, stands: withImpediment(stands, standsArea - productiveAreaHa * 10_000) };
}

/**
 * The demo estates' boundaries and forest plans. A step of its own (runs while `stand` is empty), so a
 * demo database seeded before estates had geometry gets it: the boundaries are set on the estates there.
 */
export async function seedDemoEstates(tx: Queryable): Promise<void> {
  const specs: readonly DemoEstateSpec[] = [...DEMO_ESTATES, DEMO_NEIGHBOUR_ESTATE.spec];
  const estates = await tx.query<{
    id: string;
    designation: string;
    total_area_ha: number;
    productive_area_ha: number;
  }>(
    `SELECT id, designation, total_area_ha::float8 AS total_area_ha,
            productive_area_ha::float8 AS productive_area_ha FROM estate
      WHERE business_id = ANY($1) AND designation = ANY($2)`,
    [
      [...Object.values(DEMO_BUSINESS.business), DEMO_NEIGHBOUR_ESTATE.businessId],
      specs.map((spec) => spec.designation),
    ],
  );
  for (const estate of estates) {
    const spec = specs.find((candidate) => candidate.designation === estate.designation);
    if (spec === undefined) continue;
    const plan = demoEstatePlan(spec, {
      totalAreaHa: estate.total_area_ha,
      productiveAreaHa: estate.productive_area_ha,
    });
    await setEstateBoundary(tx, estate.id, plan.boundary);
    for (const stand of plan.stands) await insertStand(tx, estate, stand);
  }
}
