import { describe, expect, it } from 'vitest';
import { formatPrice, formatQuantity, telHref } from './format';

describe('shared formatting (sv-SE)', () => {
  it('quotes a price in whole kronor when it has no öre, else with them', () => {
    expect(formatPrice(340_000)).toBe('3\u00a0400\u00a0kr');
    expect(formatPrice(550)).toBe('5,50\u00a0kr');
  });

  it('writes a priced quantity to the hundredth, without trailing zeros', () => {
    expect(formatQuantity(1.15, 'ha')).toBe('1,15\u00a0ha');
    expect(formatQuantity(2, 'ha')).toBe('2\u00a0ha');
    expect(formatQuantity(28_520, 'plantor')).toBe('28\u00a0520\u00a0plantor');
  });

  it('keeps only digits and a leading plus in a tel: link', () => {
    expect(telHref('010-456 12 34')).toBe('tel:0104561234');
    expect(telHref('+46 10-456 12 34')).toBe('tel:+46104561234');
  });
});
