import { describe, expect, it } from 'vitest';
import { parseSiteIndex } from './site-index.js';

describe('parseSiteIndex', () => {
  it('reads the species letter, the height and the reference age', () => {
    expect(parseSiteIndex('G28')).toEqual({ letter: 'G', height: 28, referenceAge: 100 });
    expect(parseSiteIndex('T22')).toEqual({ letter: 'T', height: 22, referenceAge: 100 });
    expect(parseSiteIndex('C24')).toEqual({ letter: 'C', height: 24, referenceAge: 100 });
    expect(parseSiteIndex('F30')).toEqual({ letter: 'F', height: 30, referenceAge: 100 });
    expect(parseSiteIndex('E26')).toEqual({ letter: 'E', height: 26, referenceAge: 100 });
  });

  it('reads birch at 50 years, as a fast-growing broadleaf', () => {
    expect(parseSiteIndex('B22')).toEqual({ letter: 'B', height: 22, referenceAge: 50 });
  });

  it.each(['X24', 'L20', 'g28', 'G2', 'G280', '28', ''])('refuses "%s" with a clear error', (text) => {
    expect(() => parseSiteIndex(text)).toThrow(
      `Site index "${text}" is not a species letter (T, G, B, F, E, C) and a height in metres`,
    );
  });
});
