import type { Cart, CartItem, Order } from '#contracts/checkout';
import type { ServiceDetails } from '#contracts/services';

/** Answers of the cart and order API for the web tests, shaped by the contracts. */

export const ROJNING_ITEM: CartItem = {
  id: 'c1',
  serviceName: 'rojning',
  serviceTitle: 'Röjning',
  estateId: 'e1',
  estateDesignation: 'Uppsala Ekeby 2:7',
  area: { kind: 'stands', standIds: ['s4', 's7'], standNumbers: [4, 7], geometry: null, areaHa: 5.6 },
  quantity: null,
  quantityText: null,
  wishes: 'Infart från norr.',
  preferredTime: '2027-spring',
  preferredTimeLabel: 'Våren 2027',
  estimate: {
    areaHa: 5.6,
    lines: [{ text: 'Röjning', quantity: 5.6, unit: 'ha', unitPriceOre: 340_000, amountOre: 1_904_000 }],
    netOre: 1_904_000,
    vatOre: 476_000,
    totalOre: 2_380_000,
  },
  addedBy: { name: 'Karin Lindqvist', onBehalf: false },
};

export const PLANTERING_ITEM: CartItem = {
  id: 'c2',
  serviceName: 'plantering',
  serviceTitle: 'Plantering',
  estateId: 'e2',
  estateDesignation: 'Uppsala Viggeby 4:3',
  area: {
    kind: 'drawn',
    standIds: [],
    standNumbers: [],
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [650_000, 6_650_000],
          [650_100, 6_650_000],
          [650_100, 6_650_100],
          [650_000, 6_650_000],
        ],
      ],
    },
    areaHa: 1.2,
  },
  quantity: 2300,
  quantityText: '2 300 plantor/ha',
  wishes: '',
  preferredTime: '2027-spring',
  preferredTimeLabel: 'Våren 2027',
  estimate: {
    areaHa: 1.2,
    lines: [{ text: 'Plantor', quantity: 2760, unit: 'plantor', unitPriceOre: 550, amountOre: 1_518_000 }],
    netOre: 1_518_000,
    vatOre: 379_500,
    totalOre: 1_897_500,
  },
  addedBy: { name: 'Anders Nyberg', onBehalf: true },
};

export const cartOf = (items: CartItem[], changes: Partial<Cart> = {}): Cart => {
  const sum = (pick: (item: CartItem) => number) => items.reduce((total, item) => total + pick(item), 0);
  return {
    items,
    netOre: sum((item) => item.estimate.netOre),
    vatOre: sum((item) => item.estimate.vatOre),
    totalOre: sum((item) => item.estimate.totalOre),
    contact: { name: 'Karin Lindqvist', email: 'karin.lindqvist@example.se', phone: '070-314 52 97' },
    termsVersion: '2026-11',
    ...changes,
  };
};

export const CART = cartOf([ROJNING_ITEM, PLANTERING_ITEM]);

const service = (name: 'rojning' | 'plantering', title: string, quantity: boolean): ServiceDetails => ({
  service: {
    name,
    title,
    summary: `${title} för din skog.`,
    description: [],
    suitsWhen: [],
    afterOrder: [],
    price: {
      model: quantity ? 'per-plant' : 'per-ha',
      unitPriceOre: quantity ? 550 : 340_000,
      basePriceOre: null,
      quantity: quantity
        ? { label: 'Plantor per hektar', unit: 'plantor/ha', min: 1500, max: 3500, default: 2300 }
        : null,
      minimumOre: 0,
      vatPercent: 25,
    },
    forActions: [],
  },
  recommendations: [],
  advisor: null,
  preferredTimes: [
    { value: '2027-spring', label: 'Våren 2027' },
    { value: '2027-autumn', label: 'Hösten 2027' },
  ],
  canOrder: true,
});

export const ROJNING_SERVICE = service('rojning', 'Röjning', false);
export const PLANTERING_SERVICE = service('plantering', 'Plantering', true);

export const ORDER: Order = {
  number: 'SO-2026-000012',
  placedAt: '2026-11-22T09:14:00.000Z',
  status: 'received',
  lines: [ROJNING_ITEM, PLANTERING_ITEM].map((item) => ({
    serviceName: item.serviceName,
    serviceTitle: item.serviceTitle,
    estateDesignation: item.estateDesignation,
    standNumbers: item.area.standNumbers,
    areaHa: item.area.areaHa,
    quantityText: item.quantityText,
    wishes: item.wishes,
    preferredTimeLabel: item.preferredTimeLabel,
    estimate: item.estimate,
  })),
  netOre: CART.netOre,
  vatOre: CART.vatOre,
  totalOre: CART.totalOre,
  contact: { name: 'Karin Lindqvist', email: 'karin.lindqvist@example.se', phone: null },
  message: 'Ring helst efter kl. 16.',
  placedBy: { name: 'Karin Lindqvist', onBehalf: false },
  advisor: { name: 'Anders Nyberg', phone: '010-456 12 34', email: 'anders.nyberg@example.se' },
  confirmationEmail: 'karin.lindqvist@example.se',
  signature: null,
  finalPriceSignature: null,
  steps: [
    {
      step: 'received',
      at: '2026-11-22T09:14:00.000Z',
      byName: 'Karin Lindqvist',
      byRole: 'member',
      note: '',
      plannedPeriod: null,
      scheduledOn: null,
      contractor: null,
      doneOn: null,
      final: null,
      corrected: null,
    },
  ],
};
