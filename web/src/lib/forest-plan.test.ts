import { describe, expect, it } from 'vitest';
import type { StandRolledForward } from '#contracts/estates';
import { nextActionText } from './forest-plan';

const rolled = (
  nextAction: StandRolledForward['nextAction'],
  nextActionYear: number | null,
): StandRolledForward => ({
  age: 60,
  dominantHeight: 21,
  meanHeight: 18.9,
  volumePerHa: 250,
  volumeTotal: 500,
  growthPerHa: 6,
  cuttingClass: 'S1',
  nextAction,
  nextActionYear,
});

describe('the next action of a rolled stand, as the member reads it', () => {
  it('says care reached is due, and since when', () => {
    expect(nextActionText(rolled('Gallring', 2021), 2026)).toBe('Gallring, dags sedan 2021');
    expect(nextActionText(rolled('Röjning', 2026), 2026)).toBe('Röjning, dags 2026');
  });

  it('says a final felling reached is possible, not overdue', () => {
    expect(nextActionText(rolled('Slutavverkning', 2019), 2026)).toBe('Slutavverkning möjlig sedan 2019');
    expect(nextActionText(rolled('Slutavverkning', 2026), 2026)).toBe('Slutavverkning möjlig från 2026');
  });

  it('gives an action still to come its year, and nothing when there is none', () => {
    expect(nextActionText(rolled('Slutavverkning', 2031), 2026)).toBe('Slutavverkning 2031');
    expect(nextActionText(rolled(null, null), 2026)).toBeNull();
  });
});
