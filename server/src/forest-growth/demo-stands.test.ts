import { describe, expect, it } from 'vitest';
import { CUTTING_CLASSES } from '#contracts/estates';
import { areaSquareMetres } from '#contracts/geometry';
import { DEMO_ESTATE_AREAS } from '../db/seed/demo-business.js';
import { DEMO_ESTATES, demoEstatePlan } from '../db/seed/demo-estates.js';
import { rollStandForward } from './roll-forward.js';

/**
 * The demo's plans carry no inventory year; rolled from 2016, each is read as a ten-year-old plan, the most
 * a plan usually covers.
 */
const INVENTORY_YEAR = 2016;
const classOrder = (cls: string): number => CUTTING_CLASSES.indexOf(cls as (typeof CUTTING_CLASSES)[number]);

describe.each(DEMO_ESTATES)('the demo stands of $designation, rolled from 2016 to 2026', (spec) => {
  const registered = (
    DEMO_ESTATE_AREAS as Partial<Record<string, { productiveAreaHa: number; totalAreaHa: number }>>
  )[spec.designation];
  if (registered === undefined) throw new Error(`No registered areas for ${spec.designation}`);
  const plan = demoEstatePlan(spec, registered);
  const stands = plan.stands.map((stand) => ({
    ...stand,
    areaHa: areaSquareMetres(stand.geometry) / 10_000,
  }));

  it('has stands whose productive areas add up to the registered productive area, each mostly forest', () => {
    const productiveM2 = plan.stands.reduce(
      (sum, stand) => sum + areaSquareMetres(stand.geometry) - stand.impedimentM2,
      0,
    );
    expect(productiveM2 / 10_000).toBeCloseTo(registered.productiveAreaHa, 6);
    for (const stand of plan.stands) {
      expect(stand.impedimentM2).toBeGreaterThanOrEqual(0);
      expect(stand.impedimentM2).toBeLessThanOrEqual(areaSquareMetres(stand.geometry) * 0.4);
    }
    expect(plan.stands.some((stand) => stand.impedimentM2 > 0)).toBe(true);
  });

  it.each(stands)('stand $number ($siteIndex, $cuttingClass, $age years) rolls forward sensibly', (stand) => {
    const rolled = rollStandForward(stand, INVENTORY_YEAR, 2026);
    expect(rolled.yearly).toHaveLength(11);
    expect(rolled.yearly[0]).toMatchObject({
      age: stand.age,
      volumePerHa: stand.volumePerHa,
      growthPerHa: stand.growthPerHa,
      cuttingClass: stand.cuttingClass,
    });
    for (const [i, year] of rolled.yearly.entries()) {
      expect(year.year).toBe(INVENTORY_YEAR + i);
      expect(CUTTING_CLASSES).toContain(year.cuttingClass);
      for (const value of [year.dominantHeight, year.meanHeight, year.volumePerHa, year.growthPerHa]) {
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
      }
      expect(year.dominantHeight).toBeLessThan(45);
      expect(year.volumePerHa).toBeLessThan(600);
      expect(year.growthPerHa).toBeLessThanOrEqual(Math.max(stand.growthPerHa * 1.5, 1));
      const before = rolled.yearly[i - 1];
      if (before === undefined) continue;
      expect(year.age).toBeGreaterThanOrEqual(before.age);
      expect(year.dominantHeight).toBeGreaterThanOrEqual(before.dominantHeight);
      expect(year.meanHeight).toBeGreaterThanOrEqual(before.meanHeight);
      expect(year.volumePerHa).toBeGreaterThanOrEqual(before.volumePerHa);
      expect(classOrder(year.cuttingClass)).toBeGreaterThanOrEqual(classOrder(before.cuttingClass));
    }
    expect(rolled.figures.age).toBe(stand.cuttingClass === 'K1' ? 0 : stand.age + 10);
    for (const due of rolled.actionsDue) {
      expect(Number.isInteger(due.year)).toBe(true);
      expect(due.year).toBeGreaterThanOrEqual(INVENTORY_YEAR);
    }
    if (stand.goalClass === 'NO') expect(rolled.actionsDue).toEqual([]);
  });
});
