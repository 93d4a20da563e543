/**
 * Load runs with autocannon, reported as ratios to a baseline measured in the same job, because on a small
 * machine the load generator and the server share the cores (docs/quality.md 2.5).
 */
import autocannon from 'autocannon';
import { median } from './report.js';

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
  /** Fixed overall rate (requests per second); unset: as fast as the server answers. */
  readonly rate?: number;
}

export async function runLoad(target: LoadTarget, settings: LoadSettings): Promise<LoadSample> {
  const result = await autocannon({
    url: target.url,
    connections: settings.connections,
    duration: settings.seconds,
    overallRate: settings.rate,
    headers: target.cookie === undefined ? {} : { cookie: target.cookie },
    timeout: 10,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export interface PairedResult {
  /** Medians over the rounds; `ratio` is the median of the per-round target/baseline req/s. */
  readonly baseline: LoadSample;
  readonly target: LoadSample;
  readonly ratio: number;
}

/** Medians of rates and latencies; errors and non-2xx summed. */
export const medianSample = (samples: readonly LoadSample[]): LoadSample => ({
  rps: median(samples.map((sample) => sample.rps)),
  p50: median(samples.map((sample) => sample.p50)),
  p99: median(samples.map((sample) => sample.p99)),
  errors: samples.reduce((sum, sample) => sum + sample.errors, 0),
  non2xx: samples.reduce((sum, sample) => sum + sample.non2xx, 0),
});

/** Warm the target up, then alternate baseline and target (A B A B …), one pair per round. */
export async function runPaired(
  baseline: LoadTarget,
  target: LoadTarget,
  settings: LoadSettings & { readonly warmupSeconds: number; readonly rounds: number },
): Promise<PairedResult> {
  if (settings.warmupSeconds > 0) await runLoad(target, { ...settings, seconds: settings.warmupSeconds });
  const baselines: LoadSample[] = [];
  const targets: LoadSample[] = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    baselines.push(await runLoad(baseline, settings));
    targets.push(await runLoad(target, settings));
  }
  return {
    baseline: medianSample(baselines),
    target: medianSample(targets),
    ratio: median(targets.map((sample, round) => sample.rps / (baselines[round]?.rps ?? Number.NaN))),
  };
}
