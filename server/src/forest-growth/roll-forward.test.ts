import { describe, expect, it } from 'vitest';
import { projectStand, rollStandForward } from './roll-forward.js';
import { regionOfCounty, type StandInventory } from './types.js';
import { WORKED_EXAMPLE_STANDS } from './worked-example-stands.js';

const stand: StandInventory = WORKED_EXAMPLE_STANDS.spruceG28;

describe('rollStandForward', () => {
  it("gives the plan's own figures when the inventory year is the target year", () => {
    const rolled = rollStandForward(stand, 2026, 2026);
    expect(rolled.yearly).toHaveLength(1);
    expect(rolled.figures).toEqual({
      year: 2026,
      age: 35,
      dominantHeight: 11.3,
      meanHeight: 10.2,
      volumePerHa: 180,
      volumeTotal: 360,
      growthPerHa: 9.5,
      cuttingClass: 'G1',
    });
  });

  it('keeps K1 bare land at age 0 with nothing growing, and proposes nothing', () => {
    const bare: StandInventory = {
      ...stand,
      age: 0,
      cuttingClass: 'K1',
      volumePerHa: 0,
      growthPerHa: 0,
      proposedAction: 'Plantering',
      proposedYear: 2027,
    };
    const rolled = rollStandForward(bare, 2016, 2026);
    for (const year of rolled.yearly) {
      expect(year).toMatchObject({
        age: 0,
        dominantHeight: 0,
        volumePerHa: 0,
        growthPerHa: 0,
        cuttingClass: 'K1',
      });
    }
    expect(rolled.actionsDue).toEqual([]);
  });

  it('grows a K2 stand of age 0 from nothing into R1', () => {
    const planted: StandInventory = {
      ...stand,
      age: 0,
      cuttingClass: 'K2',
      volumePerHa: 0,
      growthPerHa: 0.3,
    };
    const rolled = rollStandForward(planted, 2016, 2026);
    expect(rolled.figures).toMatchObject({ age: 10, volumePerHa: 3, cuttingClass: 'R1' });
    expect(rolled.yearly.find((year) => year.cuttingClass === 'R1')?.year).toBe(2021);
  });

  it('grows a stand whose plan gives no volume by its growth figure', () => {
    const rolled = rollStandForward({ ...stand, volumePerHa: 0 }, 2019, 2026);
    expect(rolled.yearly[0]?.volumePerHa).toBe(0);
    expect(rolled.figures.volumePerHa).toBe(64);
  });

  it('does not grow a stand whose plan says it does not grow', () => {
    const rolled = rollStandForward({ ...stand, growthPerHa: 0 }, 2019, 2026);
    expect(rolled.figures).toMatchObject({ age: 42, volumePerHa: 180, growthPerHa: 0 });
  });

  it('keeps an NO stand in its class, growing, with no action due', () => {
    const reserve: StandInventory = {
      ...stand,
      age: 110,
      cuttingClass: 'S3',
      goalClass: 'NO',
      volumePerHa: 280,
      growthPerHa: 3,
      proposedAction: 'Ingen',
      proposedYear: null,
    };
    const rolled = rollStandForward(reserve, 2016, 2026);
    expect(rolled.figures).toMatchObject({ age: 120, cuttingClass: 'S3' });
    expect(rolled.figures.volumePerHa).toBeGreaterThan(280);
    expect(rolled.actionsDue).toEqual([]);
  });

  it('refuses a target year before the inventory year, and a year that is not whole', () => {
    expect(() => rollStandForward(stand, 2026, 2019)).toThrow(
      "Year 2019 is before the plan's inventory year 2026",
    );
    expect(() => rollStandForward(stand, 2019.5, 2026)).toThrow('Year 2019.5 is not a whole year');
  });

  it('refuses a site index with an unknown species letter', () => {
    expect(() => rollStandForward({ ...stand, siteIndex: 'X28' }, 2019, 2026)).toThrow(
      'Site index "X28" is not a species letter (T, G, B, F, E, C) and a height in metres',
    );
  });

  it('grows birch, beech, oak and contorta stands on their own curves', () => {
    for (const siteIndex of ['B24', 'F28', 'E24', 'C24']) {
      const rolled = rollStandForward({ ...stand, siteIndex }, 2019, 2026);
      expect(rolled.figures.dominantHeight).toBeGreaterThan(rolled.yearly[0]?.dominantHeight ?? Infinity);
      expect(rolled.figures.volumePerHa).toBeGreaterThan(180);
    }
  });
});

describe('projectStand', () => {
  it('gives the figures in each year asked for, as the roll forward does', () => {
    const projected = projectStand(stand, 2019, [2026, 2031, 2036, 2041]);
    expect(projected.map((year) => year.year)).toEqual([2026, 2031, 2036, 2041]);
    expect(projected[0]).toEqual(rollStandForward(stand, 2019, 2026).figures);
    expect(projected[3]).toEqual(rollStandForward(stand, 2019, 2041).figures);
    expect(projected.map((year) => year.age)).toEqual([42, 47, 52, 57]);
  });

  it('refuses a year before the inventory year', () => {
    expect(() => projectStand(stand, 2019, [2026, 2018])).toThrow(
      "Year 2018 is before the plan's inventory year 2019",
    );
  });
});

describe('the region of a county', () => {
  it('is north for the four northernmost counties and south for the rest, the demo’s among them', () => {
    expect(['Norrbottens län', 'Jämtlands län'].map(regionOfCounty)).toEqual(['north', 'north']);
    expect(['Uppsala län', 'Dalarnas län', 'Gävleborgs län'].map(regionOfCounty)).toEqual([
      'south',
      'south',
      'south',
    ]);
  });
});
