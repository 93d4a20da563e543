import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, featureFlagsFor } from './feature-flags.js';

describe('feature flags per environment (docs/portal.md 7)', () => {
  it('has every flag of docs/portal.md 7', () => {
    expect(FEATURE_FLAGS).toHaveLength(19);
  });

  it('turns purchases off everywhere', () => {
    for (const env of ['production', 'staging', 'local'] as const)
      expect(featureFlagsFor(env).purchases).toBe(false);
  });

  it('turns the cashbook off in production only', () => {
    expect(featureFlagsFor('production').cashbook).toBe(false);
    expect(featureFlagsFor('staging').cashbook).toBe(true);
    expect(featureFlagsFor('local').cashbook).toBe(true);
  });

  it('turns the map debugger off in production and staging', () => {
    expect(featureFlagsFor('production').mapDebugger).toBe(false);
    expect(featureFlagsFor('staging').mapDebugger).toBe(false);
    expect(featureFlagsFor('local').mapDebugger).toBe(true);
  });

  it('leaves every other flag on', () => {
    const special = new Set(['purchases', 'cashbook', 'mapDebugger']);
    for (const flag of FEATURE_FLAGS.filter((name) => !special.has(name))) {
      expect(featureFlagsFor('production')[flag], flag).toBe(true);
    }
  });
});
