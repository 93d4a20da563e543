import { describe, expect, it } from 'vitest';
import { nextActionText, standStateLine, type Stand, type StandRolledForward } from './estates.js';

const stand = (
  rolledForward: Partial<StandRolledForward> | null,
  more: Partial<Pick<Stand, 'ordered' | 'proposedAction' | 'proposedYear'>> = {},
) => ({
  age: 58,
  cuttingClass: 'G2' as const,
  proposedAction: 'Gallring' as const,
  proposedYear: 2029,
  ordered: [],
  rolledForward:
    rolledForward === null
      ? null
      : {
          year: 2026,
          age: 65,
          dominantHeight: 21,
          meanHeight: 18.9,
          volumePerHa: 250,
          volumeTotal: 500,
          growthPerHa: 6,
          cuttingClass: 'S1' as const,
          nextAction: null,
          nextActionYear: null,
          lastWork: null,
          ...rolledForward,
        },
  ...more,
});

describe('a stand’s next action, as every screen and the server’s texts read it', () => {
  it('says care reached is due, and since when', () => {
    expect(nextActionText(stand({ nextAction: 'Gallring', nextActionYear: 2021 }))).toBe(
      'Gallring, dags sedan 2021',
    );
    expect(nextActionText(stand({ nextAction: 'Röjning', nextActionYear: 2026 }))).toBe('Röjning, dags 2026');
  });

  it('says a final felling reached is possible, not overdue', () => {
    expect(nextActionText(stand({ nextAction: 'Slutavverkning', nextActionYear: 2019 }))).toBe(
      'Slutavverkning möjlig sedan 2019',
    );
    expect(nextActionText(stand({ nextAction: 'Slutavverkning', nextActionYear: 2026 }))).toBe(
      'Slutavverkning möjlig från 2026',
    );
  });

  it('gives an action still to come its year, and nothing when there is none', () => {
    expect(nextActionText(stand({ nextAction: 'Slutavverkning', nextActionYear: 2031 }))).toBe(
      'Slutavverkning 2031',
    );
    expect(nextActionText(stand({}))).toBeNull();
  });

  it('reads a plan not rolled forward as inventoried', () => {
    expect(standStateLine(stand(null))).toBe('G2, 58 år · Gallring 2029');
  });

  it('names the open order or contract that does the next action', () => {
    const ordered = [{ action: 'Gallring' as const, number: 'SO-2026-001001' }];
    expect(nextActionText(stand({ nextAction: 'Gallring', nextActionYear: 2029 }, { ordered }))).toBe(
      'Gallring, beställd SO-2026-001001',
    );
    const contracted = [{ action: 'Slutavverkning' as const, number: 'AU-2026-12544' }];
    expect(
      standStateLine(stand({ nextAction: 'Slutavverkning', nextActionYear: 2028 }, { ordered: contracted })),
    ).toBe('S1, 65 år · Slutavverkning, avtalad AU-2026-12544');
  });
});
