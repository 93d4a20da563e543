import { describe, expect, it } from 'vitest';
import { rollStandForward } from './roll-forward.js';
import type { StandInventory } from './types.js';
import { WORKED_EXAMPLE_STANDS } from './worked-example-stands.js';

/**
 * The worked examples of docs/forest-growth.md 7, figure for figure: a change to the relation that moves
 * one of these numbers must change the document too.
 */

type Row = [
  year: number,
  age: number,
  dominant: number,
  mean: number,
  perHa: number,
  total: number,
  growth: number,
  cls: string,
];

const figures = (rows: readonly Row[]) =>
  rows.map(
    ([year, age, dominantHeight, meanHeight, volumePerHa, volumeTotal, growthPerHa, cuttingClass]) => ({
      year,
      age,
      dominantHeight,
      meanHeight,
      volumePerHa,
      volumeTotal,
      growthPerHa,
      cuttingClass,
    }),
  );

describe('7.1: a G28 spruce stand of 35 years, 180 m³sk/ha, rolled 2019 → 2026', () => {
  const stand: StandInventory = WORKED_EXAMPLE_STANDS.spruceG28;
  const rolled = rollStandForward(stand, 2019, 2026);

  it('grows year by year as the table shows', () => {
    expect(rolled.yearly).toEqual(
      figures([
        [2019, 35, 11.3, 10.2, 180, 360, 9.5, 'G1'],
        [2020, 36, 11.7, 10.6, 190, 379, 9.4, 'G1'],
        [2021, 37, 12.1, 10.9, 199, 398, 9.3, 'G1'],
        [2022, 38, 12.5, 11.3, 208, 416, 9.2, 'G1'],
        [2023, 39, 12.9, 11.6, 217, 435, 9.1, 'G1'],
        [2024, 40, 13.3, 12, 226, 453, 9, 'G1'],
        [2025, 41, 13.7, 12.3, 235, 471, 8.9, 'G1'],
        [2026, 42, 14.1, 12.7, 244, 489, 8.7, 'G1'],
      ]),
    );
    expect(rolled.figures).toEqual(rolled.yearly[7]);
  });

  it("is due for gallring from 2021 (12.1 m), not the plan's later 2027, and for slutavverkning in 2045", () => {
    expect(rolled.actionsDue).toEqual([
      { action: 'Gallring', year: 2021, reason: 'threshold' },
      { action: 'Slutavverkning', year: 2045, reason: 'threshold' },
    ]);
  });
});

describe('7.2: a T22 pine stand of 64 years passing the lowest felling age, rolled 2016 → 2026', () => {
  const stand: StandInventory = WORKED_EXAMPLE_STANDS.pineT22;

  it('becomes G2 at 70 years in the south', () => {
    const rolled = rollStandForward(stand, 2016, 2026, 'south');
    expect(rolled.yearly).toEqual(
      figures([
        [2016, 64, 16.8, 15.1, 160, 560, 5.2, 'G1'],
        [2017, 65, 17, 15.3, 165, 578, 5.1, 'G1'],
        [2018, 66, 17.2, 15.4, 170, 596, 5, 'G1'],
        [2019, 67, 17.4, 15.6, 175, 614, 4.9, 'G1'],
        [2020, 68, 17.5, 15.8, 180, 631, 4.8, 'G1'],
        [2021, 69, 17.7, 16, 185, 648, 4.7, 'G1'],
        [2022, 70, 17.9, 16.1, 190, 664, 4.6, 'G2'],
        [2023, 71, 18.1, 16.3, 194, 680, 4.5, 'G2'],
        [2024, 72, 18.3, 16.4, 199, 696, 4.4, 'G2'],
        [2025, 73, 18.4, 16.6, 203, 712, 4.4, 'G2'],
        [2026, 74, 18.6, 16.7, 208, 727, 4.3, 'G2'],
      ]),
    );
    // 16.8 m at the inventory: past the thinning height already, so the forester's gallring 2027 holds.
    expect(rolled.actionsDue).toEqual([
      { action: 'Gallring', year: 2027, reason: 'plan-year' },
      { action: 'Slutavverkning', year: 2032, reason: 'threshold' },
    ]);
  });

  it('stays G1 in the north, where the lowest felling age is 80, and is due for slutavverkning in 2036', () => {
    const rolled = rollStandForward(stand, 2016, 2026, 'north');
    expect(rolled.yearly.map((year) => year.cuttingClass)).toEqual(Array<string>(11).fill('G1'));
    expect(rolled.figures.volumePerHa).toBe(208);
    expect(rolled.actionsDue.find((due) => due.action === 'Slutavverkning')?.year).toBe(2036);
  });
});

describe('7.3: a G30 young stand (R2) of 22 years passing into G1, rolled 2018 → 2026', () => {
  const stand: StandInventory = WORKED_EXAMPLE_STANDS.youngG30;
  const rolled = rollStandForward(stand, 2018, 2026);

  it('becomes G1 in 2025, at 10.4 m', () => {
    expect(rolled.yearly).toEqual(
      figures([
        [2018, 22, 7, 6.3, 45, 54, 6, 'R2'],
        [2019, 23, 7.5, 6.8, 51, 61, 6, 'R2'],
        [2020, 24, 8, 7.2, 57, 68, 6, 'R2'],
        [2021, 25, 8.5, 7.6, 63, 76, 6, 'R2'],
        [2022, 26, 9, 8.1, 69, 83, 5.9, 'R2'],
        [2023, 27, 9.5, 8.5, 75, 90, 5.9, 'R2'],
        [2024, 28, 9.9, 9, 81, 97, 5.9, 'R2'],
        [2025, 29, 10.4, 9.4, 87, 104, 5.8, 'G1'],
        [2026, 30, 10.9, 9.8, 93, 111, 5.8, 'G1'],
      ]),
    );
  });

  it("leaves röjning to the forester, who saw it 6.3 m tall, and keeps the plan's gallring 2027 before the model's 2029", () => {
    expect(rolled.actionsDue).toEqual([
      { action: 'Gallring', year: 2027, reason: 'plan-year' },
      { action: 'Slutavverkning', year: 2056, reason: 'threshold' },
    ]);
  });
});
