/** Time, passed in so tests can move it (session time-outs, caches). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
