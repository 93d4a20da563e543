import { describe, expect, it } from 'vitest';
import { isAnyServiceDown } from './health-services.js';

describe('service availability', () => {
  const allUp = { gis: true, kr: true, ir: true, calculation: true, splan: true };

  it('is fine only when all five services report up', () => {
    expect(isAnyServiceDown(allUp)).toBe(false);
    expect(isAnyServiceDown({ ...allUp, splan: false })).toBe(true);
  });

  it('counts a service missing from the answer as down', () => {
    expect(isAnyServiceDown({ gis: true, kr: true, ir: true, calculation: true })).toBe(true);
    expect(isAnyServiceDown(undefined)).toBe(true);
  });
});
