import { type Health } from '#contracts/health';
import { isAnyServiceDown, type HealthService } from '#contracts/health-services';
import type { Clock } from '../../lib/clock.js';

export type HealthChecks = Record<HealthService, () => Promise<boolean>>;

const CHECK_TIMEOUT_MS = 2_000;
/** A down answer is kept this long at most, so the portal reports itself healthy soon after a recovery. */
export const DOWN_ANSWER_CACHE_MS = 1_000;

/** A check that throws or takes longer than two seconds counts as down. */
export async function runCheck(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs the five checks at once. The answer is kept for `cacheMs` (a down answer for a second at most), so
 * a burst of page loads costs one round of checks, not one per visitor.
 */
export function createHealthService({
  checks,
  clock,
  cacheMs,
}: {
  checks: HealthChecks;
  clock: Clock;
  cacheMs: number;
}) {
  let cached: { at: number; result: Promise<Health>; down?: boolean } | undefined;

  const runAll = async (): Promise<Health> => {
    const entries = await Promise.all(
      Object.entries(checks).map(async ([service, check]) => [service, await runCheck(check)] as const),
    );
    return Object.fromEntries(entries) as Health;
  };

  const isFresh = (entry: NonNullable<typeof cached>, now: number): boolean =>
    now - entry.at < (entry.down === true ? Math.min(cacheMs, DOWN_ANSWER_CACHE_MS) : cacheMs);

  return {
    ping(): Promise<Health> {
      const now = clock.now().getTime();
      if (cached === undefined || !isFresh(cached, now)) {
        const entry: NonNullable<typeof cached> = { at: now, result: runAll() };
        void entry.result.then((health) => {
          entry.down = isAnyServiceDown(health);
        });
        cached = entry;
      }
      return cached.result;
    },
  };
}

export type HealthServiceApi = ReturnType<typeof createHealthService>;
