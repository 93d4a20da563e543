import { describe, expect, it } from 'vitest';
import { rollStandForward } from './roll-forward.js';
import type { StandInventory } from './types.js';

/** A G2 spruce stand as the demo's plans have them: past the thinning height when inventoried in 2019. */
const planned: StandInventory = {
  age: 58,
  siteIndex: 'G28',
  cuttingClass: 'G2',
  goalClass: 'PG',
  areaHa: 2,
  volumePerHa: 220,
  growthPerHa: 8,
  proposedAction: 'Gallring',
  proposedYear: 2029,
};

describe('the plan’s own judgement in a roll', () => {
  it('keeps a gallring the inventory planned for 2029 in 2029, not due since the inventory year', () => {
    const rolled = rollStandForward(planned, 2019, 2026);
    expect(rolled.figures.cuttingClass).toBe('G2');
    expect(rolled.actionsDue[0]).toEqual({ action: 'Gallring', year: 2029, reason: 'plan-year' });
  });

  it('holds the stand in G2 up to the planned gallring’s year, then lets the model judge it', () => {
    const rolled = rollStandForward(planned, 2019, 2032);
    const classIn = (year: number) => rolled.yearly.find((each) => each.year === year)?.cuttingClass;
    expect(classIn(2029)).toBe('G2');
    expect(classIn(2030)).toBe('S1');
  });
});

describe('work done since the inventory', () => {
  it('thins: a gallring takes 30 % of the volume, settles the gallring and gives ten years before S1', () => {
    const unthinned = rollStandForward(planned, 2019, 2026);
    const thinned = rollStandForward(planned, 2019, 2026, 'south', [{ action: 'Gallring', year: 2026 }]);
    expect(thinned.figures.volumePerHa).toBe(Math.round(unthinned.figures.volumePerHa * 0.7));
    expect(thinned.actionsDue.map((due) => due.action)).toEqual(['Slutavverkning']);
    expect(thinned.actionsDue[0]?.year).toBe(2036);
  });

  it('fells: bare land (K1) from the felling year, the plan’s proposals settled', () => {
    const felled = rollStandForward(planned, 2019, 2026, 'south', [{ action: 'Slutavverkning', year: 2024 }]);
    expect(felled.figures).toMatchObject({ cuttingClass: 'K1', age: 0, volumePerHa: 0, volumeTotal: 0 });
    expect(felled.actionsDue).toEqual([]);
  });

  it('plants: a new generation (K2) that grows into R1, and röjning comes when it is 2 m tall', () => {
    const rolled = rollStandForward(planned, 2019, 2040, 'south', [
      { action: 'Slutavverkning', year: 2024 },
      { action: 'Plantering', year: 2026 },
    ]);
    expect(rolled.yearly.find((year) => year.year === 2026)).toMatchObject({ cuttingClass: 'K2', age: 0 });
    expect(rolled.figures.cuttingClass).not.toBe('K1');
    expect(rolled.actionsDue[0]?.action).toBe('Röjning');
  });
});
