import { describe, expect, it } from 'vitest';
import { parseCentre, squareAround } from './map-links';

describe('parseCentre', () => {
  it('reads the centre of a warning square in SWEREF 99 TM metres', () => {
    expect(parseCentre('612500,6853500')).toEqual([612_500, 6_853_500]);
    expect(parseCentre(' 612500.5 , 6853500 ')).toEqual([612_500.5, 6_853_500]);
  });

  it('ignores values that are not two numbers', () => {
    for (const value of [null, '', '612500', '612500,6853500,1', 'abc,6853500', '612500;6853500', '1e6,7e6'])
      expect(parseCentre(value)).toBeNull();
  });

  it('ignores points outside Sweden', () => {
    expect(parseCentre('0,0')).toBeNull();
    expect(parseCentre('612500,5000000')).toBeNull();
    expect(parseCentre('2000000,6853500')).toBeNull();
  });
});

describe('squareAround', () => {
  it('is the 1 km square with the centre in the middle', () => {
    expect(squareAround([612_500, 6_853_500], 1000)).toEqual([612_000, 6_853_000, 613_000, 6_854_000]);
  });
});
