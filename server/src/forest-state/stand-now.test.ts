import { describe, expect, it } from 'vitest';
import { rollStandForward } from '../forest-growth/roll-forward.js';
import type { StandInventory } from '../forest-growth/types.js';
import { WORKED_EXAMPLE_STANDS } from '../forest-growth/worked-example-stands.js';
import { nextAction, rollPlanStand } from './stand-now.js';

const { spruceG28: SPRUCE_G28, youngG30: YOUNG_G30 } = WORKED_EXAMPLE_STANDS;
const years = (toYear: number, noticesAfter = toYear) => ({ inventoryYear: 2019, toYear, noticesAfter });

describe('a stand now', () => {
  it('gives the next action the model finds, overdue first, else the plan’s', () => {
    const thinning = rollStandForward(SPRUCE_G28, 2019, 2026);
    expect(nextAction(thinning.actionsDue, thinning.figures.cuttingClass, SPRUCE_G28)).toEqual({
      action: 'Gallring',
      year: 2021,
    });
    // 6.3 m tall in R2 at the inventory: the forester proposed gallring 2027, and it holds.
    const young = rollStandForward(YOUNG_G30, 2018, 2020);
    expect(nextAction(young.actionsDue, young.figures.cuttingClass, YOUNG_G30)).toEqual({
      action: 'Gallring',
      year: 2027,
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

  it('tells of what became due in the years a roll covers', () => {
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
      lastWork: null,
      newlyDue: [],
    });
  });
});

describe('work done moves the stand on', () => {
  const bare: StandInventory = {
    ...SPRUCE_G28,
    age: 0,
    cuttingClass: 'K1',
    volumePerHa: 0,
    growthPerHa: 0,
    proposedAction: 'Markberedning',
    proposedYear: 2026,
  };

  it('after markberedning, plantering is next the year after; the plan’s markberedning is done', () => {
    expect(
      rollPlanStand(bare, years(2026), 'south', [{ action: 'Markberedning', year: 2025 }]),
    ).toMatchObject({
      next: { action: 'Plantering', year: 2026 },
      lastWork: { action: 'Markberedning', year: 2025 },
    });
  });

  it('after a felling, markberedning the year after, then plantering; nothing once planted', () => {
    const felled = [{ action: 'Slutavverkning', year: 2024 }] as const;
    expect(rollPlanStand(SPRUCE_G28, years(2026), 'south', felled).next).toEqual({
      action: 'Markberedning',
      year: 2025,
    });
    const prepared = [...felled, { action: 'Markberedning', year: 2025 }] as const;
    expect(rollPlanStand(SPRUCE_G28, years(2026), 'south', prepared).next).toEqual({
      action: 'Plantering',
      year: 2026,
    });
    const planted = [...prepared, { action: 'Plantering', year: 2026 }] as const;
    expect(rollPlanStand(SPRUCE_G28, years(2026), 'south', planted)).toMatchObject({
      figures: { cuttingClass: 'K2', age: 0, volumePerHa: 0 },
    });
  });

  it('a gallring done settles the gallring: the next action is the final felling, ten years on at least', () => {
    const thinned = rollPlanStand(SPRUCE_G28, years(2026), 'south', [{ action: 'Gallring', year: 2026 }]);
    expect(thinned.next?.action).toBe('Slutavverkning');
    expect(thinned.next?.year).toBeGreaterThanOrEqual(2036);
    expect(thinned.figures.volumePerHa).toBe(Math.round(244 * 0.7));
  });

  it('counts work done after the rolled day in the rolled year', () => {
    const thinned = rollPlanStand(SPRUCE_G28, years(2026), 'south', [{ action: 'Gallring', year: 2027 }]);
    expect(thinned.next?.action).toBe('Slutavverkning');
    expect(thinned.lastWork).toEqual({ action: 'Gallring', year: 2027 });
  });
});
