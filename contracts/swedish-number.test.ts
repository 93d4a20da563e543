import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSwedishDecimal } from './swedish-number.js';

describe('formatSwedishDecimal', () => {
  const OPTIONS = [
    { maxDecimals: 0 },
    { maxDecimals: 1 },
    { maxDecimals: 2 },
    { maxDecimals: 3 },
    { minDecimals: 1, maxDecimals: 1 },
    { minDecimals: 2, maxDecimals: 2 },
    { minDecimals: 2, maxDecimals: 2, signDisplay: 'exceptZero' },
  ] as const;
  const intl = (value: number, options: (typeof OPTIONS)[number]) =>
    new Intl.NumberFormat('sv-SE', {
      minimumFractionDigits: 'minDecimals' in options ? options.minDecimals : 0,
      maximumFractionDigits: options.maxDecimals,
      signDisplay: 'signDisplay' in options ? options.signDisplay : 'auto',
    }).format(value);

  it('writes what Intl writes for sv-SE, in the cases people meet', () => {
    const values = [
      0,
      -0,
      1,
      -1,
      0.5,
      1.5,
      2.5,
      -2.5,
      0.05,
      0.005,
      1.005,
      0.045,
      -0.04,
      -0.004,
      999.995,
      1234,
      12_345.678,
      201_585.22,
      -1_234.5,
      1e6,
      999_999.5,
      123_456_789.987,
      1e20,
      1e21,
      1.5e300,
      NaN,
      Infinity,
    ];
    for (const options of OPTIONS)
      for (const value of values)
        expect(formatSwedishDecimal(value, options), `${value}`).toBe(intl(value, options));
  });

  it('writes what Intl writes for sv-SE, for any number', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true }),
          fc.integer().map((ore) => ore / 100),
        ),
        fc.constantFrom(...OPTIONS),
        (value, options) => formatSwedishDecimal(value, options) === intl(value, options),
      ),
      { numRuns: 5_000 },
    );
  });
});
