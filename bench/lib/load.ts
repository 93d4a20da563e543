/**
 * Closed-loop load runs with autocannon (each connection sends its next request when the last is answered;
 * fixed rates are bench/lib/open-loop.ts), reported as ratios to a baseline measured in the same job, because on a small
 * machine the load generator and the server share the cores (README "Speed is measured").
 */
import autocannon, { type Result } from 'autocannon';
import { median } from './report.js';

const TIMEOUT_SECONDS = 10;

export interface LoadTarget {
  readonly url: string;
  readonly cookie?: string;
}

export interface LoadSample {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  /** Connection errors and time-outs. */
  readonly errors: number;
  readonly non2xx: number;
}

export interface LoadSettings {
  readonly connections: number;
  readonly seconds: number;
}

const cookieHeaders = (target: LoadTarget): Record<string, string> =>
  target.cookie === undefined ? {} : { cookie: target.cookie };

const sampleOf = (result: Result): LoadSample => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
});

export async function runLoad(target: LoadTarget, settings: LoadSettings): Promise<LoadSample> {
  return sampleOf(
    await autocannon({
      url: target.url,
      connections: settings.connections,
      duration: settings.seconds,
      headers: cookieHeaders(target),
      timeout: TIMEOUT_SECONDS,
    }),
  );
}

/** Medians of rates and latencies; errors and non-2xx summed. */
export const medianSample = (samples: readonly LoadSample[]): LoadSample => ({
  rps: median(samples.map((sample) => sample.rps)),
  p50: median(samples.map((sample) => sample.p50)),
  p99: median(samples.map((sample) => sample.p99)),
  errors: samples.reduce((sum, sample) => sum + sample.errors, 0),
  non2xx: samples.reduce((sum, sample) => sum + sample.non2xx, 0),
});

export interface AlternatedResult {
  /** Medians over the rounds, one per baseline. */
  readonly baselines: readonly LoadSample[];
  readonly target: LoadSample;
  /** Per baseline: the median over the rounds of the target's req/s divided by the baseline's. */
  readonly ratios: readonly number[];
}

/**
 * Warm the target up, then run the baselines and the target in turn (A B A B …, or A B C A B C … with two
 * baselines), once each per round, so a machine that slows down slows them all alike.
 */
export async function runAlternating(
  baselines: readonly LoadTarget[],
  target: LoadTarget,
  settings: LoadSettings & { readonly warmupSeconds: number; readonly rounds: number },
): Promise<AlternatedResult> {
  if (settings.warmupSeconds > 0) await runLoad(target, { ...settings, seconds: settings.warmupSeconds });
  const baselineRounds: LoadSample[][] = baselines.map(() => []);
  const targetRounds: LoadSample[] = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const [index, baseline] of baselines.entries())
      baselineRounds[index]?.push(await runLoad(baseline, settings));
    targetRounds.push(await runLoad(target, settings));
  }
  return {
    baselines: baselineRounds.map(medianSample),
    target: medianSample(targetRounds),
    ratios: baselineRounds.map((rounds) =>
      median(targetRounds.map((sample, round) => sample.rps / (rounds[round]?.rps ?? Number.NaN))),
    ),
  };
}
