import { describe, expect, it } from 'vitest';
import { SERVICE_NAMES, type Service } from '#contracts/services';
import { AS_SOON_AS_POSSIBLE, preferredTimeLabel, preferredTimes } from './preferred-times.js';
import { SERVICES, serviceNamed } from './services.catalogue.js';
import {
  areaHundredths,
  divideRoundingHalfUp,
  priceEstimate,
  quantityText,
  vatOf,
} from './services.pricing.js';

const service = (name: string): Service => {
  const found = serviceNamed(name);
  if (found === undefined) throw new Error(`no service ${name}`);
  return found;
};
const HECTARE = 10_000;

describe('the catalogue', () => {
  it('offers every service of the contract once, with a price model, texts and 25 % VAT', () => {
    expect(SERVICES.map((entry) => entry.name).sort()).toEqual([...SERVICE_NAMES].sort());
    for (const entry of SERVICES) {
      expect(entry.description.length, entry.name).toBeGreaterThan(0);
      expect(entry.suitsWhen.length, entry.name).toBeGreaterThan(0);
      expect(entry.afterOrder.length, entry.name).toBeGreaterThan(0);
      expect(entry.price.vatPercent).toBe(25);
      expect(entry.price.quantity === null, entry.name).toBe(
        !['per-plant', 'per-metre'].includes(entry.price.model),
      );
    }
  });
});

describe('pricing an order line', () => {
  it('rounds half up in whole units', () => {
    expect([divideRoundingHalfUp(5, 10), divideRoundingHalfUp(4, 10), divideRoundingHalfUp(15, 10)]).toEqual([
      1, 0, 2,
    ]);
    expect(areaHundredths(34_249)).toBe(342);
    expect(areaHundredths(34_250)).toBe(343);
    // 25 % of 12 345,50 kr is 3 086,375 kr: rounded half up to 3 086,38 kr.
    expect(vatOf(1_234_550, 25)).toBe(308_638);
    expect(vatOf(1_234_530, 25)).toBe(308_633);
  });

  it('prices per hectare on the area in hundredths of a hectare', () => {
    const estimate = priceEstimate(service('rojning'), 3.42 * HECTARE, null);
    expect(estimate).toEqual({
      areaHa: 3.42,
      lines: [{ text: 'Röjning', quantity: 3.42, unit: 'ha', unitPriceOre: 340_000, amountOre: 1_162_800 }],
      netOre: 1_162_800,
      vatOre: 290_700,
      totalOre: 1_453_500,
    });
  });

  it('tops a small order up to the service’s minimum with a line of its own', () => {
    const estimate = priceEstimate(service('rojning'), 0.5 * HECTARE, null);
    expect(estimate.lines).toEqual([
      { text: 'Röjning', quantity: 0.5, unit: 'ha', unitPriceOre: 340_000, amountOre: 170_000 },
      {
        text: 'Tillägg upp till lägsta pris per beställning',
        quantity: 1,
        unit: 'st',
        unitPriceOre: 80_000,
        amountOre: 80_000,
      },
    ]);
    expect([estimate.netOre, estimate.vatOre, estimate.totalOre]).toEqual([250_000, 62_500, 312_500]);
  });

  it('prices planting per plant, at the plants per hectare chosen, whole plants', () => {
    // 2,25 ha × 2 300 plantor/ha = 5 175 plants at 5,50 kr = 28 462,50 kr; VAT 7 115,625 → 7 115,63 kr.
    const estimate = priceEstimate(service('plantering'), 2.25 * HECTARE, 2300);
    expect(estimate.lines).toEqual([
      {
        text: 'Plantor inklusive plantering',
        quantity: 5175,
        unit: 'st',
        unitPriceOre: 550,
        amountOre: 2_846_250,
      },
    ]);
    expect([estimate.netOre, estimate.vatOre, estimate.totalOre]).toEqual([2_846_250, 711_563, 3_557_813]);
    expect(quantityText(service('plantering'), 2300)).toBe('2\u00a0300 plantor/ha');
  });

  it('prices a forest plan per plan plus per hectare', () => {
    const estimate = priceEstimate(service('skogsbruksplan'), 47.9 * HECTARE, null);
    expect(estimate.lines).toEqual([
      { text: 'Skogsbruksplan, grundpris', quantity: 1, unit: 'st', unitPriceOre: 80_000, amountOre: 80_000 },
      {
        text: 'Skogsbruksplan, per hektar',
        quantity: 47.9,
        unit: 'ha',
        unitPriceOre: 10_000,
        amountOre: 479_000,
      },
    ]);
    expect(estimate.netOre).toBe(559_000);
  });

  it('prices roads per metre, whatever the area, with a minimum for bringing the machines', () => {
    const long = priceEstimate(service('skogsvagar'), 0.3 * HECTARE, 450);
    expect(long.lines).toEqual([
      { text: 'Skogsvägar', quantity: 450, unit: 'm', unitPriceOre: 18_000, amountOre: 8_100_000 },
    ]);
    expect(quantityText(service('skogsvagar'), 450)).toBe('450 m');
    const short = priceEstimate(service('skogsvagar'), 0.3 * HECTARE, 20);
    expect(short.netOre).toBe(1_000_000);
  });

  it('gives a free valuation for thinning and final felling, and a fixed advice visit for nature', () => {
    for (const name of ['gallring', 'slutavverkning']) {
      expect(priceEstimate(service(name), 7 * HECTARE, null)).toMatchObject({
        lines: [{ text: 'Kostnadsfri virkesvärdering och anbud', amountOre: 0 }],
        totalOre: 0,
      });
    }
    expect(priceEstimate(service('naturvard'), 7 * HECTARE, null)).toMatchObject({
      lines: [{ text: 'Naturvård, rådgivningsbesök', amountOre: 350_000 }],
      netOre: 350_000,
      vatOre: 87_500,
      totalOre: 437_500,
    });
  });
});

describe('preferred times', () => {
  it('offers as soon as possible and the next four seasons not yet begun', () => {
    // 22 November 2026: autumn is under way.
    expect(preferredTimes(new Date('2026-11-22T08:00:00Z'))).toEqual([
      AS_SOON_AS_POSSIBLE,
      { value: '2027-var', label: 'Våren 2027' },
      { value: '2027-sommar', label: 'Sommaren 2027' },
      { value: '2027-host', label: 'Hösten 2027' },
      { value: '2028-var', label: 'Våren 2028' },
    ]);
    // 15 February 2027: spring has not begun.
    expect(preferredTimes(new Date('2027-02-15T08:00:00Z')).map((time) => time.value)).toEqual([
      'snarast',
      '2027-var',
      '2027-sommar',
      '2027-host',
      '2028-var',
    ]);
    // 1 June 2027 in Sweden (31 May 22.30 UTC): summer has begun.
    expect(preferredTimes(new Date('2027-05-31T22:30:00Z'))[1]?.value).toBe('2027-host');
  });

  it('labels a stored value, also of a season since begun, and nothing else', () => {
    expect(preferredTimeLabel('2026-host')).toBe('Hösten 2026');
    expect(preferredTimeLabel('snarast')).toBe('Så snart som möjligt');
    expect(preferredTimeLabel('2026-vinter')).toBeUndefined();
  });
});
