import type { CartItem } from '#contracts/checkout';
import type { Stand } from '#contracts/estates';
import type { Estimate, Price, Service, ServiceCatalogue, ServiceDetails } from '#contracts/services';
import { testEstate, testStand } from '../../lib/test-estates';

/** Answers of the services API for the web tests, shaped by the contracts. */

const price = (changes: Partial<Price>): Price => ({
  model: 'per-ha',
  unitPriceOre: 0,
  basePriceOre: null,
  quantity: null,
  minimumOre: 0,
  vatPercent: 25,
  ...changes,
});

const service = (
  name: Service['name'],
  title: string,
  servicePrice: Price,
  forActions: string[] = [],
): Service => ({
  name,
  title,
  summary: `${title} för din skog.`,
  description: [`${title} är en tjänst vi utför.`, 'Vi planerar arbetet tillsammans med dig.'],
  suitsWhen: [`När skogsbruksplanen föreslår ${title.toLowerCase()}.`],
  afterOrder: [
    'Rådgivaren ringer dig inom en vecka.',
    'Ni går igenom området tillsammans.',
    'Arbetet utförs.',
  ],
  price: servicePrice,
  forActions,
});

export const ROJNING = service('rojning', 'Röjning', price({ unitPriceOre: 340_000, minimumOre: 250_000 }), [
  'Röjning',
]);

export const PLANTERING = service(
  'plantering',
  'Plantering',
  price({
    model: 'per-plant',
    unitPriceOre: 550,
    quantity: { label: 'Plantor per hektar', unit: 'plantor/ha', min: 1500, max: 3500, default: 2300 },
  }),
  ['Plantering'],
);

export const SERVICES: Service[] = [
  PLANTERING,
  ROJNING,
  service('markberedning', 'Markberedning', price({ unitPriceOre: 320_000 }), ['Markberedning']),
  service('gallring', 'Gallring', price({ model: 'fixed' }), ['Gallring']),
  service('slutavverkning', 'Slutavverkning', price({ model: 'fixed' }), ['Slutavverkning']),
  service(
    'skogsbruksplan',
    'Skogsbruksplan',
    price({ model: 'plan-plus-ha', basePriceOre: 80_000, unitPriceOre: 10_000 }),
  ),
  service('naturvard', 'Naturvård', price({ unitPriceOre: 150_000 }), ['Naturvårdsåtgärd']),
  service(
    'skogsvagar',
    'Skogsvägar',
    price({
      model: 'per-metre',
      unitPriceOre: 18_000,
      quantity: { label: 'Vägens längd', unit: 'm', min: 10, max: 5000, default: 100 },
    }),
  ),
];

export const RECOMMENDATION = {
  serviceName: 'rojning',
  estateId: 'e1',
  estateDesignation: 'Uppsala Ekeby 2:7',
  standId: 's4',
  standNumber: 4,
  areaHa: 3.2,
  reason: 'Röjningsskog (R2), 14 år, röjning föreslås 2026',
} as const;

export const CATALOGUE: ServiceCatalogue = { services: SERVICES, recommendations: [RECOMMENDATION] };

export const ROJNING_DETAILS: ServiceDetails = {
  service: ROJNING,
  recommendations: [RECOMMENDATION],
  advisor: { name: 'Anders Nyberg', phone: '010-456 12 34', email: 'anders.nyberg@example.se' },
  preferredTimes: [
    { value: '2027-spring', label: 'Våren 2027' },
    { value: '2027-autumn', label: 'Hösten 2027' },
  ],
  canOrder: true,
};

export const ESTATES = {
  estates: [
    testEstate('e1', 'Uppsala Ekeby 2:7', {
      stands: { standCount: 3, areaHa: 12, volumeTotal: 4200, byCuttingClass: [], byAgeClass: [] },
    }),
    testEstate('e2', 'Uppsala Viggeby 4:3'),
  ],
};

const stand = (id: string, number: number, areaHa: number, action: Stand['proposedAction']): Stand =>
  testStand(id, number, {
    areaHa,
    age: 14,
    cuttingClass: 'R2',
    species: { pine: 40, spruce: 50, deciduous: 10 },
    volumePerHa: 40,
    volumeTotal: 128,
    proposedAction: action,
    proposedYear: action === 'Ingen' ? null : 2026,
  });

export const STANDS = {
  stands: [stand('s5', 5, 6.1, 'Gallring'), stand('s3', 3, 2.4, 'Röjning'), stand('s4', 4, 3.2, 'Röjning')],
};

export const ESTIMATE: Estimate = {
  areaHa: 3.2,
  lines: [{ text: 'Röjning', quantity: 3.2, unit: 'ha', unitPriceOre: 340_000, amountOre: 1_088_000 }],
  netOre: 1_088_000,
  vatOre: 272_000,
  totalOre: 1_360_000,
};

export const CART_ITEM: CartItem = {
  id: 'c1',
  serviceName: 'rojning',
  serviceTitle: 'Röjning',
  estateId: 'e1',
  estateDesignation: 'Uppsala Ekeby 2:7',
  area: { kind: 'stands', standIds: ['s4'], standNumbers: [4], geometry: null, areaHa: 3.2 },
  quantity: null,
  quantityText: null,
  wishes: '',
  preferredTime: '2027-spring',
  preferredTimeLabel: 'Våren 2027',
  estimate: ESTIMATE,
  addedBy: { name: 'Karin Lindqvist', onBehalf: false },
};
