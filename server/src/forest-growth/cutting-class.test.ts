import { describe, expect, it } from 'vitest';
import type { CuttingClass, GoalClass } from '#contracts/estates';
import { advanceCuttingClass, type ClassSetting, type StandState } from './cutting-class.js';
import { lowestFellingAge } from './lowest-felling-age.js';
import { parseSiteIndex } from './site-index.js';

const production: ClassSetting = { goalClass: 'PG', region: 'south', lowestFellingAge: 60 };
const state = (age: number, dominantHeight: number): StandState => ({
  age,
  dominantHeight,
  meanHeight: dominantHeight * 0.9,
});
const advance = (cls: CuttingClass, s: StandState, setting: ClassSetting = production) =>
  advanceCuttingClass(cls, s, setting);

describe('advanceCuttingClass', () => {
  it('keeps K1 bare land until it is regenerated', () => {
    expect(advance('K1', state(0, 0))).toBe('K1');
    expect(advance('K1', state(30, 0))).toBe('K1');
  });

  it('takes K2 to R1 at 5 years in the south and 7 in the north', () => {
    expect(advance('K2', state(4, 0.1))).toBe('K2');
    expect(advance('K2', state(5, 0.2))).toBe('R1');
    expect(advance('K2', state(6, 0.3), { ...production, region: 'north' })).toBe('K2');
    expect(advance('K2', state(7, 0.4), { ...production, region: 'north' })).toBe('R1');
  });

  it('takes R1 to R2 when the mean height reaches 1.3 m', () => {
    expect(advance('R1', { age: 10, dominantHeight: 1.4, meanHeight: 1.29 })).toBe('R1');
    expect(advance('R1', { age: 10, dominantHeight: 1.45, meanHeight: 1.3 })).toBe('R2');
  });

  it('takes R2 to G1 when the dominant height reaches 10 m', () => {
    expect(advance('R2', state(28, 9.9))).toBe('R2');
    expect(advance('R2', state(29, 10))).toBe('G1');
  });

  it('takes G1 to G2 at the lowest felling age', () => {
    expect(advance('G1', state(59, 19))).toBe('G1');
    expect(advance('G1', state(60, 19))).toBe('G2');
  });

  it('takes G2 to S1 past the lowest felling age once 20 m tall, or 10 years past it', () => {
    expect(advance('G2', state(55, 21))).toBe('G2');
    expect(advance('G2', state(60, 19.9))).toBe('G2');
    expect(advance('G2', state(60, 20))).toBe('S1');
    expect(advance('G2', state(70, 15))).toBe('S1');
  });

  it('takes S1 to S2 20 years past the lowest felling age', () => {
    expect(advance('S1', state(79, 25))).toBe('S1');
    expect(advance('S1', state(80, 25))).toBe('S2');
  });

  it('passes several thresholds in one year', () => {
    expect(advance('R2', state(62, 21))).toBe('S1');
    expect(advance('R1', state(30, 11))).toBe('G1');
  });

  it.each<CuttingClass>(['S2', 'S3', 'E1', 'E2', 'E3'])('keeps %s', (cls) => {
    expect(advance(cls, state(150, 30))).toBe(cls);
  });

  it.each<GoalClass>(['NS', 'NO'])('keeps the class of a nature stand (%s)', (goalClass) => {
    expect(advance('G1', state(90, 25), { ...production, goalClass })).toBe('G1');
  });

  it.each<GoalClass>(['PF', 'K'])('moves the class of a %s stand as of a PG stand', (goalClass) => {
    expect(advance('G1', state(60, 19), { ...production, goalClass })).toBe('G2');
  });

  it('keeps a broadleaved stand in G1, as it has no lowest felling age', () => {
    const setting = { ...production, lowestFellingAge: lowestFellingAge(parseSiteIndex('B24'), 'south') };
    expect(setting.lowestFellingAge).toBeNull();
    expect(advance('G1', state(120, 28), setting)).toBe('G1');
  });
});

describe('lowestFellingAge', () => {
  it.each([
    ['G36', 45],
    ['G32', 50],
    ['G28', 60],
    ['T26', 65],
    ['T22', 70],
    ['T18', 80],
    ['T14', 90],
    ['T10', 100],
  ])('is %s: %i years in the south', (text, age) => {
    expect(lowestFellingAge(parseSiteIndex(text), 'south')).toBe(age);
  });

  it('is ten years more in the north', () => {
    expect(lowestFellingAge(parseSiteIndex('T22'), 'north')).toBe(80);
    expect(lowestFellingAge(parseSiteIndex('C24'), 'north')).toBe(75);
  });

  it.each(['B22', 'F28', 'E26'])('does not apply to %s', (text) => {
    expect(lowestFellingAge(parseSiteIndex(text), 'south')).toBeNull();
  });
});
