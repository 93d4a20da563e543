import { describe, expect, it } from 'vitest';
import { testClock } from '../../testing/test-clock.js';
import { createHealthService, DOWN_ANSWER_CACHE_MS, type HealthChecks } from './health.service.js';

describe('the health answer', () => {
  const serviceWith = (databaseUp: () => boolean) => {
    const clock = testClock();
    let rounds = 0;
    const database = async (): Promise<boolean> => {
      rounds += 1;
      return databaseUp();
    };
    const checks: HealthChecks = {
      gis: async () => true,
      kr: database,
      ir: database,
      calculation: database,
      splan: database,
    };
    return { health: createHealthService({ checks, clock, cacheMs: 5_000 }), clock, rounds: () => rounds };
  };

  it('is reused for five seconds while everything is up', async () => {
    const { health, clock, rounds } = serviceWith(() => true);
    await health.ping();
    clock.advance(4_900);
    expect(await health.ping()).toMatchObject({ kr: true });
    expect(rounds()).toBe(4);
    clock.advance(200);
    await health.ping();
    expect(rounds()).toBe(8);
  });

  it('is asked again a second after a down answer, so a recovery shows within seconds', async () => {
    let up = false;
    const { health, clock } = serviceWith(() => up);
    expect(await health.ping()).toMatchObject({ kr: false, ir: false });
    up = true;
    clock.advance(DOWN_ANSWER_CACHE_MS - 100);
    expect(await health.ping()).toMatchObject({ kr: false });
    clock.advance(200);
    expect(await health.ping()).toEqual({ gis: true, kr: true, ir: true, calculation: true, splan: true });
  });
});
