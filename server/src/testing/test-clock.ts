import type { Clock } from '../lib/clock.js';

/** A clock that only moves when the test says so. */
export function testClock(start = new Date('2026-11-22T08:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
}
