import { describe, expect, it } from 'vitest';
import { actionsDue } from './actions-due.js';
import { rollStandForward } from './roll-forward.js';
import type { DueAction, StandInventory } from './types.js';

const stand: StandInventory = {
  age: 30,
  siteIndex: 'G30',
  cuttingClass: 'G1',
  goalClass: 'PG',
  areaHa: 1,
  volumePerHa: 120,
  growthPerHa: 8,
  proposedAction: 'Gallring',
  proposedYear: 2030,
};
const model = (entries: [DueAction, number][]) =>
  new Map<DueAction, number[]>(entries.map(([action, year]) => [action, [year]]));

describe('actionsDue', () => {
  it("keeps the plan's year when it is earlier than the model's", () => {
    expect(actionsDue(model([['Gallring', 2033]]), stand)).toEqual([
      { action: 'Gallring', year: 2030, reason: 'plan-year' },
    ]);
  });

  it("keeps the model's year when the plan's is later: the stand grew past the threshold", () => {
    expect(actionsDue(model([['Gallring', 2024]]), stand)).toEqual([
      { action: 'Gallring', year: 2024, reason: 'threshold' },
    ]);
  });

  it("keeps a plan's year that has passed without the work: the action is overdue from then", () => {
    expect(actionsDue(model([]), { ...stand, proposedYear: 2025 })).toEqual([
      { action: 'Gallring', year: 2025, reason: 'plan-year' },
    ]);
  });

  it("takes the plan's year when the model has none, and ignores actions the model does not judge", () => {
    expect(actionsDue(model([]), stand)).toEqual([{ action: 'Gallring', year: 2030, reason: 'plan-year' }]);
    expect(actionsDue(model([]), { ...stand, proposedAction: 'Plantering', proposedYear: 2027 })).toEqual([]);
  });

  it('leaves out what work done settled: the plan’s action done, and the model’s crossings of it', () => {
    const crossings = new Map<DueAction, number[]>([['Gallring', [2024, 2040]]]);
    expect(actionsDue(crossings, stand, [{ action: 'Gallring', year: 2026 }])).toEqual([]);
    // After a felling, the new generation's crossings count.
    expect(actionsDue(crossings, stand, [{ action: 'Slutavverkning', year: 2030 }])).toEqual([
      { action: 'Gallring', year: 2040, reason: 'threshold' },
    ]);
    expect(actionsDue(model([['Röjning', 2021]]), stand, [{ action: 'Slutavverkning', year: 2024 }])).toEqual(
      [],
    );
  });

  it('sorts by year, then in the order röjning, gallring, slutavverkning', () => {
    const due = actionsDue(
      model([
        ['Slutavverkning', 2040],
        ['Gallring', 2020],
        ['Röjning', 2020],
      ]),
      { ...stand, proposedAction: 'Ingen', proposedYear: null },
    );
    expect(due.map((entry) => entry.action)).toEqual(['Röjning', 'Gallring', 'Slutavverkning']);
  });

  it('gives an NO stand no production action, even one its plan proposes', () => {
    expect(actionsDue(model([['Slutavverkning', 2020]]), { ...stand, goalClass: 'NO' })).toEqual([]);
  });

  it("gives an NS stand only its plan's own proposal", () => {
    expect(actionsDue(model([['Slutavverkning', 2020]]), { ...stand, goalClass: 'NS' })).toEqual([
      { action: 'Gallring', year: 2030, reason: 'plan-year' },
    ]);
  });
});

describe('the actions due of a rolled stand', () => {
  it('finds röjning when an R1 stand, grown into R2, reaches a mean height of 2 m', () => {
    const young: StandInventory = {
      ...stand,
      age: 8,
      siteIndex: 'G28',
      cuttingClass: 'R1',
      volumePerHa: 4,
      growthPerHa: 1.5,
      proposedAction: 'Ingen',
      proposedYear: null,
    };
    const rolled = rollStandForward(young, 2016, 2026);
    const r2 = rolled.yearly.find((year) => year.cuttingClass === 'R2');
    const clearing = rolled.actionsDue.find((due) => due.action === 'Röjning');
    expect(r2?.year).toBe(2019);
    expect(clearing).toEqual({ action: 'Röjning', year: 2021, reason: 'threshold' });
    expect(rolled.yearly.find((year) => year.year === 2021)?.meanHeight).toBeGreaterThanOrEqual(2);
    expect(rolled.yearly.find((year) => year.year === 2020)?.meanHeight).toBeLessThan(2);
  });

  it.each([
    ['T24', 11],
    ['G24', 12],
  ])('sees gallring in %s when the dominant height reaches %i m', (siteIndex, height) => {
    const rolled = rollStandForward({ ...stand, siteIndex, age: 25, proposedYear: null }, 2016, 2060);
    const year = rolled.actionsDue.find((due) => due.action === 'Gallring')?.year ?? 0;
    const dominantIn = (y: number) => rolled.yearly[y - 2016]?.dominantHeight ?? NaN;
    expect(dominantIn(year)).toBeGreaterThanOrEqual(height);
    expect(dominantIn(year - 1)).toBeLessThan(height);
  });
});
