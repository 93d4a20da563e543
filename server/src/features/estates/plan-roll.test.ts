import { describe, expect, it } from 'vitest';
import type { StandInventory } from '../../forest-growth/types.js';
import { latestFirstOfSeptember, nextAction, noticesAfterYear, rollPlanStand } from './plan-roll.js';
import { rollStandForward } from '../../forest-growth/roll-forward.js';
import { WORKED_EXAMPLE_STANDS } from '../../forest-growth/worked-example-stands.js';

const { spruceG28: SPRUCE_G28, youngG30: YOUNG_G30 } = WORKED_EXAMPLE_STANDS;

describe('rolling a plan forward', () => {
  it('rolls to the latest 1 September on or before the day', () => {
    expect(latestFirstOfSeptember('2026-11-29')).toBe('2026-09-01');
    expect(latestFirstOfSeptember('2026-09-01')).toBe('2026-09-01');
    expect(latestFirstOfSeptember('2026-08-31')).toBe('2025-09-01');
    expect(latestFirstOfSeptember('2027-01-15')).toBe('2026-09-01');
  });

  it('gives the next action the model finds, overdue first, leaving out one the stand has grown past', () => {
    const thinning = rollStandForward(SPRUCE_G28, 2019, 2026);
    expect(nextAction(thinning.actionsDue, thinning.figures.cuttingClass, SPRUCE_G28)).toEqual({
      action: 'Gallring',
      year: 2021,
    });
    // Röjning was due from 2018, but the stand is G1 by 2026: the plan's gallring in 2027 is next.
    const young = rollStandForward(YOUNG_G30, 2018, 2026);
    expect(young.actionsDue.map((due) => due.action)).toEqual(['Röjning', 'Gallring', 'Slutavverkning']);
    expect(nextAction(young.actionsDue, young.figures.cuttingClass, YOUNG_G30)).toEqual({
      action: 'Gallring',
      year: 2027,
    });
    // In 2020 it was still R2, with its röjning overdue.
    const earlier = rollStandForward(YOUNG_G30, 2018, 2020);
    expect(nextAction(earlier.actionsDue, earlier.figures.cuttingClass, YOUNG_G30)).toEqual({
      action: 'Röjning',
      year: 2018,
    });
  });

  it('keeps the plan’s own proposal of what the model does not judge, and gives none for none', () => {
    const bare: StandInventory = {
      ...SPRUCE_G28,
      age: 0,
      cuttingClass: 'K1',
      volumePerHa: 0,
      growthPerHa: 0,
      proposedAction: 'Markberedning',
      proposedYear: 2026,
    };
    const rolled = rollStandForward(bare, 2019, 2026);
    expect(nextAction(rolled.actionsDue, 'K1', bare)).toEqual({ action: 'Markberedning', year: 2026 });
    expect(
      nextAction(rolled.actionsDue, 'K1', { ...bare, proposedAction: 'Ingen', proposedYear: null }),
    ).toBeNull();
  });

  it('tells of what became due after the previous roll, or on a first roll in the rolled year only', () => {
    expect(noticesAfterYear(2019, 2026, null)).toBe(2025);
    expect(noticesAfterYear(2026, 2026, null)).toBe(2026);
    expect(noticesAfterYear(2019, 2027, 2026)).toBe(2026);
    expect(noticesAfterYear(2019, 2028, 2026)).toBe(2026);

    const years = (toYear: number, noticesAfter: number) => ({ inventoryYear: 2019, toYear, noticesAfter });
    // Gallring becomes due in 2021 (docs/forest-growth.md 7.1).
    expect(rollPlanStand(SPRUCE_G28, years(2021, 2020), 'south').newlyDue).toEqual([
      { action: 'Gallring', year: 2021, reason: 'threshold' },
    ]);
    expect(rollPlanStand(SPRUCE_G28, years(2022, 2021), 'south').newlyDue).toEqual([]);
    expect(rollPlanStand(SPRUCE_G28, years(2026, 2025), 'south')).toMatchObject({
      figures: {
        year: 2026,
        age: 42,
        meanHeight: 12.7,
        volumePerHa: 244,
        volumeTotal: 489,
        growthPerHa: 8.7,
      },
      next: { action: 'Gallring', year: 2021 },
      newlyDue: [],
    });
  });
});
