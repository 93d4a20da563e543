/**
 * A fixed rate that is fixed: requests leave evenly spaced (request i at start + i / rate), whether or not
 * earlier ones have been answered, over at most `connections` kept-alive sockets, and each latency is counted
 * from when its request was due, so a server that falls behind shows it (no coordinated omission; wrk2 does
 * the same). autocannon's `overallRate` is a quota per second instead: every connection sends back to back
 * until the second's share is used, so its "fixed rate" p99 is that of a burst at full concurrency.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LoadSample, LoadTarget } from './load.js';

export interface OpenLoopSettings {
  readonly rate: number;
  readonly seconds: number;
  /** Sockets kept open at most; a request due while all are busy waits for one, and that wait counts. */
  readonly connections: number;
}

const TIMEOUT_MS = 10_000;

const percentile = (sorted: readonly number[], share: number): number =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);

/** One request; resolves with its status, or 0 when it failed or timed out. */
function send(agent: Agent, target: LoadTarget): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = request(
      target.url,
      { agent, headers: target.cookie === undefined ? {} : { cookie: target.cookie }, timeout: TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () => {
          resolve(response.statusCode ?? 0);
        });
        response.on('error', () => {
          resolve(0);
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => {
      resolve(0);
    });
    outgoing.end();
  });
}

/** The targets in turn at a fixed overall rate; the sample's rps is what was answered per second. */
export async function runOpenLoop(
  targets: readonly LoadTarget[],
  settings: OpenLoopSettings,
): Promise<LoadSample> {
  if (targets.length === 0) throw new Error('an open-loop run needs at least one target');
  const agent = new Agent({ keepAlive: true, maxSockets: settings.connections });
  const total = Math.round(settings.rate * settings.seconds);
  const intervalMs = 1000 / settings.rate;
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let index = 0; index < total; index += 1) {
    const due = start + index * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const target = targets[index % targets.length] as LoadTarget;
    inFlight.push(
      send(agent, target).then((status) => {
        latencies.push(performance.now() - due);
        if (status === 0) errors += 1;
        else if (status < 200 || status > 299) non2xx += 1;
      }),
    );
  }
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsedSeconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
    non2xx,
  };
}
