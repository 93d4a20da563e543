import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKronorExact, formatSwedishDecimal } from './swedish-number.js';

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

describe('formatKronorExact', () => {
  const sek = new Intl.NumberFormat('sv-SE', {
    style: 'currency',
    currency: 'SEK',
    minimumFractionDigits: 2,
  });

  it("writes any sum in öre as Intl's SEK currency format does, no-break space before kr included", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (ore) => {
        expect(formatKronorExact(ore)).toBe(sek.format(ore / 100));
      }),
    );
    expect(formatKronorExact(123_456)).toBe('1\u00a0234,56\u00a0kr');
  });

  it('is the one way the economy rules, the order texts and the pages write a sum', async () => {
    const economyRules = await import('./economy-rules.js');
    expect(economyRules.formatKronorExact).toBe(formatKronorExact);
  });
});
