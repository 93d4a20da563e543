import { describe, expect, it } from 'vitest';
import { parseQuantity, quantityProblem } from './services.js';

const plants = { label: 'Plantor per hektar', unit: 'plantor/ha', min: 1500, max: 3000, default: 2300 };

describe("an order line's quantity", () => {
  it('is read as a whole number, with spaces as Swedes group digits', () => {
    expect(parseQuantity('2 300')).toBe(2300);
    expect(parseQuantity('2\u00a0300')).toBe(2300);
    expect(parseQuantity('2300,5')).toBeUndefined();
    expect(parseQuantity('')).toBeUndefined();
  });

  it("is within the service's limits, and given only where the service takes one", () => {
    expect(quantityProblem(plants, 1500)).toBeUndefined();
    expect(quantityProblem(plants, 3000)).toBeUndefined();
    expect(quantityProblem(plants, 1499)).toBe('outOfRange');
    expect(quantityProblem(plants, 3001)).toBe('outOfRange');
    expect(quantityProblem(plants, null)).toBe('missing');
    expect(quantityProblem(null, null)).toBeUndefined();
    expect(quantityProblem(null, 10)).toBe('notTaken');
  });
});
