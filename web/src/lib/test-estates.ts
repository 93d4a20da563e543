/** An estate and a stand of the member's forest plan, as the API gives them, for the web's tests. */
import { nextActionText, standStateLine, type Estate, type Stand } from '#contracts/estates';
import type { Polygon } from '#contracts/geometry';

/** A 100 m square in SWEREF 99 TM near Uppsala: a stand's geometry when a test does not look at it. */
export const TEST_SQUARE: Polygon = {
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

/** A wholly owned estate in Uppsala without a forest plan; `overrides` give it what the test needs. */
export const testEstate = (id: string, designation: string, overrides: Partial<Estate> = {}): Estate => ({
  id,
  businessId: 'b1',
  designation,
  municipality: 'Uppsala',
  county: 'Uppsala län',
  totalAreaHa: 64.8,
  productiveAreaHa: 58.3,
  shareNumerator: 1,
  shareDenominator: 1,
  coOwners: [],
  boundary: null,
  stands: null,
  inventoryDate: null,
  rolledForwardTo: null,
  rolledForwardStands: null,
  ...overrides,
});

type StandFigures = Omit<Stand, 'stateLine' | 'nextActionText'>;

/** A stand with its words, as the server gives them (contracts/estates.ts), from its figures. */
export const withWords = (stand: StandFigures): Stand => ({
  ...stand,
  stateLine: standStateLine(stand),
  nextActionText: nextActionText(stand),
});

/** A spruce stand of estate e1 ready for final felling, as inventoried; `overrides` change it. */
export const testStand = (id: string, number: number, overrides: Partial<StandFigures> = {}): Stand =>
  withWords({
    id,
    estateId: 'e1',
    number,
    areaHa: 3.2,
    impedimentHa: 0,
    age: 75,
    siteIndex: 'G28',
    cuttingClass: 'S1',
    goalClass: 'PG',
    species: { pine: 0, spruce: 100, deciduous: 0 },
    volumePerHa: 260,
    volumeTotal: 832,
    growthPerHa: 5,
    proposedAction: 'Slutavverkning',
    proposedYear: 2027,
    geometry: TEST_SQUARE,
    rolledForward: null,
    ordered: [],
    ...overrides,
  });
