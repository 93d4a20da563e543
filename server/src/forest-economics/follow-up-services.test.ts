import { describe, expect, it } from 'vitest';
import type { Price, Service, ServiceName } from '#contracts/services';
import { FOLLOW_UPS, followUpCostOre, followUpPricesFromCatalogue } from './follow-up-services.js';
import { CATALOGUE_FOLLOW_UPS } from './worked-examples.fixtures.js';

const offered = (name: ServiceName, price: Omit<Price, 'basePriceOre' | 'vatPercent'>): Service => ({
  name,
  title: name,
  summary: '',
  description: [],
  suitsWhen: [],
  afterOrder: [],
  price: { ...price, basePriceOre: null, vatPercent: 25 },
  forActions: [],
});
const plants = { label: 'Plantor per hektar', unit: 'plantor/ha', min: 1500, max: 3000, default: 2300 };
/** The catalogue's prices (services.catalogue.ts), which a server feature passes in. */
const CATALOGUE = [
  offered('plantering', { model: 'per-plant', unitPriceOre: 550, quantity: plants, minimumOre: 300_000 }),
  offered('rojning', { model: 'per-ha', unitPriceOre: 340_000, quantity: null, minimumOre: 250_000 }),
  offered('markberedning', { model: 'per-ha', unitPriceOre: 330_000, quantity: null, minimumOre: 300_000 }),
];

describe('the services that follow a harvest', () => {
  it('follow a final felling: site preparation and planting the year after, clearing ten years later', () => {
    expect(FOLLOW_UPS.slutavverkning).toEqual([
      { service: 'markberedning', yearsAfterHarvest: 1 },
      { service: 'plantering', yearsAfterHarvest: 1 },
      { service: 'rojning', yearsAfterHarvest: 11 },
    ]);
    expect(FOLLOW_UPS.gallring).toEqual([]);
  });

  it('are priced per hectare from the catalogue, planting at its default plants per hectare', () => {
    expect(followUpPricesFromCatalogue(CATALOGUE)).toEqual(CATALOGUE_FOLLOW_UPS);
  });

  it('need the three services, priced per hectare or per plant', () => {
    expect(() => followUpPricesFromCatalogue(CATALOGUE.slice(1))).toThrow(/plantering/);
    const fixed = offered('rojning', { model: 'fixed', unitPriceOre: 0, quantity: null, minimumOre: 0 });
    const withFixedClearing = CATALOGUE.map((entry) => (entry.name === 'rojning' ? fixed : entry));
    expect(() => followUpPricesFromCatalogue(withFixedClearing)).toThrow(/rojning/);
  });

  it('cost area × price rounded half up, and never below the minimum of an order line', () => {
    const { markberedning, rojning } = CATALOGUE_FOLLOW_UPS;
    expect(followUpCostOre(markberedning, 320)).toBe(1_056_000);
    expect(followUpCostOre(markberedning, 70)).toBe(300_000); // 2 310 kr is below 3 000 kr
    expect(followUpCostOre({ orePerHa: 333_333, minimumOre: 0 }, 3)).toBe(10_000); // 9 999,99 öre → 10 000 öre
    expect(followUpCostOre(rojning, 0)).toBe(250_000);
  });
});
