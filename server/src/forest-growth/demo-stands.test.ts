import { describe, expect, it } from 'vitest';
import { CUTTING_CLASSES } from '#contracts/estates';
import { areaSquareMetres } from '#contracts/geometry';
import { DEMO_ESTATES, demoEstatePlan } from '../db/seed/demo-estates.js';
import { rollStandForward } from './roll-forward.js';

/** As the demo business registers them (server/src/db/seed/demo-business.ts). */
const REGISTERED_AREA_HA: Record<string, number> = {
  'Uppsala Ekeby 2:7': 64.8,
  'Uppsala Viggeby 4:3': 38.2,
  'Älvdalen Brunnsberg 5:21': 121.0,
  'Uppsala Lövstalöt 1:14': 18.6,
  'Tierp Ängskär 3:9': 44.0,
};

/**
 * The demo's plans carry no inventory year; rolled from 2016, each is read as a ten-year-old plan, the most
 * a plan usually covers.
 */
const INVENTORY_YEAR = 2016;
const classOrder = (cls: string): number => CUTTING_CLASSES.indexOf(cls as (typeof CUTTING_CLASSES)[number]);

describe.each(DEMO_ESTATES)('the demo stands of $designation, rolled from 2016 to 2026', (spec) => {
  const plan = demoEstatePlan(spec, REGISTERED_AREA_HA[spec.designation] ?? 0);
  const stands = plan.stands.map((stand) => ({
    ...stand,
    areaHa: areaSquareMetres(stand.geometry) / 10_000,
  }));

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
