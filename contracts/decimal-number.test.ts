import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseKronor,
  parseScaled,
  parseTypedNumber,
  parseWholeNumber,
  wholeNumberPattern,
} from './decimal-number.js';

/** What no decimal reader takes for 16: other bases, an exponent, padding, a sign, other digits. */
const NOT_DECIMAL = [
  '0x10',
  '0X10',
  '0o20',
  '0b10000',
  '1.6e1',
  '16e0',
  'Infinity',
  '-Infinity',
  'NaN',
  '１６',
  '١٦',
];

describe('numbers, decimal only', () => {
  it('take a whole number in a query or an address as ASCII digits and nothing else', () => {
    expect(parseWholeNumber('16')).toBe(16);
    expect(parseWholeNumber('0')).toBe(0);
    for (const text of [...NOT_DECIMAL, ' 16', '16 ', '+16', '016', '16.0', '', null, undefined]) {
      expect(parseWholeNumber(text), String(text)).toBeUndefined();
    }
  });

  it('read what a person types: spaces between thousands, a decimal comma or point', () => {
    expect(parseTypedNumber('2 300')).toBe(2300);
    expect(parseTypedNumber('12,5')).toBe(12.5);
    expect(parseTypedNumber(' 12.5 ')).toBe(12.5);
    expect(parseTypedNumber('-3', { signed: true })).toBe(-3);
    expect(parseTypedNumber('-3')).toBeUndefined();
    for (const text of [...NOT_DECIMAL, '+16', '1,2,3', '', '12 kr']) {
      expect(parseTypedNumber(text), text).toBeUndefined();
    }
    expect(parseScaled('2,5', 2, 2)).toBe(250);
    expect(parseScaled('2,555', 2, 2)).toBeUndefined();
    expect(parseScaled('100', 2, 2)).toBeUndefined();
    expect(parseKronor('1\u202f234,50 kr')).toBe(123_450);
    expect(parseKronor('0x10')).toBeUndefined();
  });

  it('give a range as a pattern that takes exactly its numbers, written without a leading zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 400_000 }),
        (a, b, value) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const pattern = wholeNumberPattern(min, max);
          expect(pattern.test(String(value))).toBe(value >= min && value <= max);
          expect(pattern.test(String(min))).toBe(true);
          expect(pattern.test(`0${String(max)}`)).toBe(false);
        },
      ),
    );
    expect(wholeNumberPattern(1, 50).source).toBe('^(?:[1-9]|[1-4]\\d{1}|50)$');
  });
});
