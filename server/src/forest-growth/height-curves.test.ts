import { describe, expect, it } from 'vitest';
import { dominantHeight, heightIncrement } from './height-curves.js';
import { meanHeight } from './mean-height.js';
import { parseSiteIndex, SPECIES_LETTERS } from './site-index.js';
import { volumeIncrement } from './volume-growth.js';

describe('dominantHeight', () => {
  it.each(SPECIES_LETTERS.flatMap((letter) => [16, 24, 32].map((height) => `${letter}${String(height)}`)))(
    '%s passes its site index at the reference age, and rises with age from 4 years on',
    (text) => {
      const site = parseSiteIndex(text);
      expect(dominantHeight(site, site.referenceAge)).toBeCloseTo(site.height, 10);
      let previous = dominantHeight(site, 3);
      for (let age = 4; age <= 200; age++) {
        const height = dominantHeight(site, age);
        expect(height).toBeGreaterThan(previous);
        previous = height;
      }
    },
  );

  it('pins the curves at the heights docs/forest-growth.md 3.1 gives', () => {
    const heights = (text: string, ages: number[]) =>
      ages.map((age) => Math.round(dominantHeight(parseSiteIndex(text), age) * 10) / 10);
    expect(heights('G28', [10, 20, 35, 42, 60, 80])).toEqual([1.3, 5, 11.3, 14.1, 20, 24.7]);
    expect(heights('T22', [10, 20, 40, 64, 74, 80])).toEqual([1.3, 4.2, 10.7, 16.8, 18.6, 19.5]);
  });

  it('starts spruce at 0 m until three years of age, and birch at breast height after five', () => {
    const spruce = parseSiteIndex('G28');
    expect([0, 1, 3].map((age) => dominantHeight(spruce, age))).toEqual([0, 0, 0]);
    const birch = parseSiteIndex('B22');
    expect(dominantHeight(birch, 0)).toBe(0);
    expect(dominantHeight(birch, 5)).toBeCloseTo(1.3, 10);
  });
});

describe('meanHeight', () => {
  it('is nine tenths of the dominant height', () => {
    expect(meanHeight(20)).toBeCloseTo(18, 10);
    expect(meanHeight(0)).toBe(0);
  });
});

describe('volumeIncrement', () => {
  const site = parseSiteIndex('G28');

  it("is the plan's figure in the inventory year and follows the height increment after it", () => {
    const increment = volumeIncrement(site, 9.5, 35);
    expect(increment(35)).toBeCloseTo(9.5, 10);
    expect(increment(42)).toBeCloseTo((9.5 * heightIncrement(site, 42)) / heightIncrement(site, 35), 10);
    expect(increment(42)).toBeLessThan(9.5);
  });

  it("keeps the plan's figure below the curves' youngest age", () => {
    const increment = volumeIncrement(site, 0.4, 3);
    expect([3, 5, 9, 10].map(increment)).toEqual([0.4, 0.4, 0.4, 0.4]);
    expect(increment(15)).toBeGreaterThan(0.4);
  });

  it('is 0 where the plan says the stand does not grow', () => {
    expect(volumeIncrement(site, 0, 40)(60)).toBe(0);
  });
});
