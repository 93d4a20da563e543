/**
 * How long a request that needs no database waits while the portal is under load: `/bench/hello` sent every
 * 50 ms on a socket of its own for as long as the load runs. It waits only for the event loop, so its p99
 * and worst show what blocks the loop (a statement run on it, a large JSON answer), as a member would feel it.
 * (perf_hooks.monitorEventLoopDelay, which prom-client's lag metric reads, was seen to miss a 1.4 s block.)
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LoadTarget } from './load.js';

const EVERY_MS = 50;

export interface ProbeResult {
  readonly p99Ms: number;
  readonly maxMs: number;
}

function timedGet(agent: Agent, target: LoadTarget): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = request(target.url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        resolve(performance.now() - started);
      });
    });
    outgoing.on('error', () => {
      resolve(Number.NaN);
    });
    outgoing.end();
  });
}

/** Probes `target` until `load` settles; the load's own result, and the probe's. */
export async function probeWhile<T>(target: LoadTarget, load: Promise<T>): Promise<[T, ProbeResult]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  const state = { running: true };
  const probing = (async () => {
    while (state.running) {
      const wait = new Promise((resolve) => setTimeout(resolve, EVERY_MS));
      latencies.push(await timedGet(agent, target));
      await wait;
    }
  })();
  try {
    return [await load, summary(latencies)];
  } finally {
    state.running = false;
    await probing;
    agent.destroy();
  }
}

function summary(latencies: number[]): ProbeResult {
  const sorted = latencies.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return {
    p99Ms: sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? Number.NaN,
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
}
