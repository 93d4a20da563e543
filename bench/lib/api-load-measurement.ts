/** What one `bench:load` run of a database measured, and the small sums every report of it makes. */
import type { ProbeResult } from './probe.js';
import type { LoadSample } from './load.js';
import type { DatabaseKind } from './portal.js';
import type { ReadRoute } from './read-routes.js';
import { fixed } from './report.js';

export const HELLO = '/bench/hello';

export const DATABASE_NAMES: Record<DatabaseKind, string> = {
  pglite: 'PGlite (embedded)',
  postgres: 'PostgreSQL',
};

export interface RouteLoad {
  readonly route: ReadRoute;
  /** req/s over hello's, and over the reference server's where there is one. */
  readonly ratio: number;
  readonly referenceRatio: number | undefined;
  readonly sample: LoadSample;
}

export interface ClosedLoop {
  readonly hello: LoadSample;
  readonly reference: LoadSample | undefined;
  readonly routes: readonly RouteLoad[];
}

export interface Measurement {
  readonly closed: ReadonlyMap<number, ClosedLoop>;
  /** Fixed-rate samples by path, the baseline's included. */
  readonly fixedRate: ReadonlyMap<string, LoadSample>;
  /** The fixed-rate mix of every read, once per run. */
  readonly mix: readonly LoadSample[];
  /** `/bench/hello` probed during each mix run: how long a request that needs no database waits. */
  readonly helloDuringMix: readonly ProbeResult[];
  /** The portal's resident memory in bytes: after start, then after each mix run. */
  readonly rss: readonly number[];
}

/** One table row: req/s, ratios, p50, p99, errors, non-2xx. */
export const loadCells = (sample: LoadSample, ...ratios: string[]) =>
  [
    fixed(sample.rps),
    ...ratios,
    fixed(sample.p50, 1),
    fixed(sample.p99, 1),
    sample.errors,
    sample.non2xx,
  ] as const;

export const megabytes = (bytes: number | undefined): string =>
  bytes === undefined ? '-' : fixed(bytes / 2 ** 20, 1);

/** How much RSS grew over the last of the identical mix runs: the growth of interest. */
export function rssGrowth(measurement: Measurement): number {
  const [before = Number.NaN, after = Number.NaN] = measurement.rss.slice(-2);
  return after / before - 1;
}

export const mixFailures = (sample: LoadSample): number => sample.errors + sample.non2xx;

export const ms = (value: number): string => `${fixed(value, 1)} ms`;
