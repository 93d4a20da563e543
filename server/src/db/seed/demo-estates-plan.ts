import type { CuttingClass, GoalClass, StandAction } from '#contracts/estates';
import { areaSquareMetres, type Polygon, type Position } from '#contracts/geometry';
import { seededRandom } from './demo-estates-geometry.js';
import type { StandSeed } from './stand-builders.js';

/**
 * The forest-plan description of each demo stand (docs/domain.md 2), consistent within itself: age fits
 * the huggningsklass, volume and growth fit age and site index, the proposed action fits the class, and
 * 5–10 % of the area is set aside for nature (målklass NS/NO, class S3).
 */

export type PlanRegion = 'uppland' | 'dalarna';

/** The plan's first year: actions are proposed from here on. */
const PLAN_YEAR = 2026;

/** Share of the stands per class outside the nature stands; roughly an even-aged Swedish forest. */
const CLASS_SHARES: readonly (readonly [CuttingClass, number])[] = [
  ['K1', 0.05],
  ['K2', 0.06],
  ['R1', 0.08],
  ['R2', 0.12],
  ['G1', 0.2],
  ['G2', 0.16],
  ['S1', 0.13],
  ['S2', 0.2],
];

interface ClassProfile {
  readonly age: readonly [number, number];
  readonly volume: readonly [number, number];
  readonly growth: readonly [number, number];
}

/** Uppland on good spruce land; Dalarna stands are older at the same stage, with less volume and growth. */
const PROFILES: Record<CuttingClass, ClassProfile> = {
  K1: { age: [0, 0], volume: [0, 0], growth: [0, 0] },
  K2: { age: [2, 5], volume: [0, 3], growth: [0.2, 0.6] },
  R1: { age: [5, 10], volume: [2, 10], growth: [1, 2.5] },
  R2: { age: [11, 22], volume: [20, 55], growth: [4, 7] },
  G1: { age: [25, 44], volume: [90, 170], growth: [8, 11] },
  G2: { age: [45, 64], volume: [160, 230], growth: [7, 9.5] },
  S1: { age: [65, 80], volume: [200, 260], growth: [5, 7] },
  S2: { age: [81, 115], volume: [210, 300], growth: [3.5, 5] },
  S3: { age: [100, 140], volume: [230, 320], growth: [2.5, 4] },
  E1: { age: [60, 100], volume: [60, 120], growth: [2, 4] },
  E2: { age: [60, 100], volume: [40, 90], growth: [1.5, 3] },
  E3: { age: [60, 100], volume: [50, 110], growth: [2, 3.5] },
};
const REGION = {
  uppland: { ageFactor: 1, volumeFactor: 1, growthFactor: 1, pineSite: [20, 26], spruceSite: [26, 32] },
  dalarna: {
    ageFactor: 1.3,
    volumeFactor: 0.65,
    growthFactor: 0.45,
    pineSite: [16, 22],
    spruceSite: [16, 22],
  },
} as const;

const between = (random: () => number, [low, high]: readonly [number, number]): number =>
  low + random() * (high - low);

/** Stand numbers run west to east in bands from the north, as a plan's map is read. */
export function numberStands(polygons: readonly Polygon[]): Polygon[] {
  const centre = (polygon: Polygon): Position => {
    const ring = (polygon.coordinates[0] ?? []).slice(0, -1);
    const sum = ring.reduce<Position>((acc, [e, n]) => [acc[0] + e, acc[1] + n], [0, 0]);
    return [sum[0] / ring.length, sum[1] / ring.length];
  };
  const centres = polygons.map(centre);
  const maxN = Math.max(...centres.map(([, n]) => n));
  const minN = Math.min(...centres.map(([, n]) => n));
  const bandHeight = Math.max((maxN - minN) / Math.max(1, Math.round(Math.sqrt(polygons.length)) - 1), 1);
  return polygons
    .map((polygon, i) => ({ polygon, centre: centres[i] as Position }))
    .sort((a, b) => {
      const bandA = Math.round((maxN - a.centre[1]) / bandHeight);
      const bandB = Math.round((maxN - b.centre[1]) / bandHeight);
      return bandA - bandB || (bandA % 2 === 0 ? a.centre[0] - b.centre[0] : b.centre[0] - a.centre[0]);
    })
    .map(({ polygon }) => polygon);
}

/** Picks the nature stands: mid-sized ones until 5–10 % of the area is reached. */
function natureStands(areas: readonly number[], random: () => number): Set<number> {
  const total = areas.reduce((sum, area) => sum + area, 0);
  const chosen = new Set<number>();
  let area = 0;
  const order = areas.map((_, i) => i).sort(() => random() - 0.5);
  for (const i of order) {
    const candidate = areas[i] ?? 0;
    if (area + candidate > total * 0.1) continue;
    chosen.add(i);
    area += candidate;
    if (area >= total * 0.06) break;
  }
  return chosen;
}

/** The production classes for `count` stands in their shares (largest remainder), shuffled. */
function classDeck(count: number, random: () => number): CuttingClass[] {
  const exact = CLASS_SHARES.map(([cls, share]) => ({ cls, exact: share * count }));
  const deck = exact.flatMap(({ cls, exact: n }) => Array<CuttingClass>(Math.floor(n)).fill(cls));
  const byRemainder = [...exact].sort((a, b) => (b.exact % 1) - (a.exact % 1));
  for (let i = 0; deck.length < count; i++)
    deck.push((byRemainder[i % byRemainder.length] as { cls: CuttingClass }).cls);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j] as CuttingClass, deck[i] as CuttingClass];
  }
  return deck;
}

function actionFor(cls: CuttingClass, goal: GoalClass, random: () => number): [StandAction, number | null] {
  const year = (from: number, to: number): number =>
    PLAN_YEAR + from + Math.floor(random() * (to - from + 1));
  if (goal === 'NO') return ['Ingen', null];
  if (goal === 'NS') return ['Naturvårdsåtgärd', year(1, 4)];
  switch (cls) {
    case 'K1':
      return random() < 0.5 ? ['Markberedning', year(0, 0)] : ['Plantering', year(0, 1)];
    case 'R1':
      return ['Röjning', year(2, 5)];
    case 'R2':
      return ['Röjning', year(0, 2)];
    case 'G1':
      return ['Gallring', year(1, 6)];
    case 'G2':
      return ['Gallring', year(0, 3)];
    case 'S1':
      return ['Slutavverkning', year(5, 9)];
    case 'S2':
      return ['Slutavverkning', year(0, 3)];
    default:
      return ['Ingen', null];
  }
}

/** Species shares of the volume, in whole per cent summing to 100. */
function speciesFor(spruceLand: boolean, nature: boolean, random: () => number): StandSeed['species'] {
  const deciduous = Math.round(nature ? between(random, [30, 60]) : between(random, [0, 20]));
  const main = Math.round((100 - deciduous) * between(random, [0.65, 0.95]));
  const other = 100 - deciduous - main;
  return spruceLand ? { pine: other, spruce: main, deciduous } : { pine: main, spruce: other, deciduous };
}

/** The plan for `polygons` (already numbered in order): one stand description each. */
export function describeStands(polygons: readonly Polygon[], region: PlanRegion, seed: number): StandSeed[] {
  const random = seededRandom(seed);
  const areas = polygons.map(areaSquareMetres);
  const nature = natureStands(areas, random);
  const deck = classDeck(polygons.length - nature.size, random);
  const factors = REGION[region];
  let natureCount = 0;
  return polygons.map((geometry, i) => {
    const isNature = nature.has(i);
    const cuttingClass: CuttingClass = isNature ? 'S3' : (deck.pop() ?? 'G1');
    const goalClass: GoalClass = isNature ? (natureCount++ % 2 === 0 ? 'NO' : 'NS') : 'PG';
    const profile = PROFILES[cuttingClass];
    const spruceLand = random() < (region === 'uppland' ? 0.65 : 0.3);
    const site = between(random, spruceLand ? factors.spruceSite : factors.pineSite);
    // Better land carries more volume at the same stage.
    const siteFactor = 0.9 + ((site - 16) / 16) * 0.2;
    const volumeCap = profile.volume[1] * factors.volumeFactor;
    const [action, year] = actionFor(cuttingClass, goalClass, random);
    return {
      number: i + 1,
      geometry,
      age: Math.round(between(random, profile.age) * factors.ageFactor),
      siteIndex: `${spruceLand ? 'G' : 'T'}${String(Math.round(site / 2) * 2)}`,
      cuttingClass,
      goalClass,
      species: speciesFor(spruceLand, isNature, random),
      volumePerHa: Math.round(
        Math.min(between(random, profile.volume) * factors.volumeFactor * siteFactor, volumeCap),
      ),
      growthPerHa: Math.round(between(random, profile.growth) * factors.growthFactor * siteFactor * 10) / 10,
      proposedAction: action,
      proposedYear: year,
      impedimentM2: 0,
    };
  });
}

/** The most of a stand's area the demo lets be impediment: a stand is forest first. */
const MOST_IMPEDIMENT_SHARE = 0.4;

/**
 * Gives the plan `impedimentM2` of impediment (the estate's area that is not productive forest land): in
 * the nature stands first (bogs and rock lie there), then the largest, shared in proportion to area, so
 * the stands' productive areas add up to the estate's registered productive area exactly.
 */
export function withImpediment(stands: readonly StandSeed[], impedimentM2: number): StandSeed[] {
  if (impedimentM2 <= 0) return [...stands];
  const areaOf = (stand: StandSeed): number => areaSquareMetres(stand.geometry);
  const candidates = [...stands].sort(
    (a, b) => Number(b.goalClass !== 'PG') - Number(a.goalClass !== 'PG') || areaOf(b) - areaOf(a),
  );
  const chosen = new Set<number>();
  let room = 0;
  for (const stand of candidates) {
    if (room >= impedimentM2) break;
    chosen.add(stand.number);
    room += areaOf(stand) * MOST_IMPEDIMENT_SHARE;
  }
  if (room < impedimentM2) throw new Error('The plan has too little area for its impediment');
  const chosenArea = stands
    .filter((stand) => chosen.has(stand.number))
    .reduce((sum, s) => sum + areaOf(s), 0);
  return stands.map((stand) =>
    chosen.has(stand.number)
      ? { ...stand, impedimentM2: (impedimentM2 * areaOf(stand)) / chosenArea }
      : stand,
  );
}
