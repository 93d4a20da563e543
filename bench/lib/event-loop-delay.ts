/**
 * The portal's event-loop delay since it was last asked, read from its own `/metrics` (prom-client measures
 * it with perf_hooks.monitorEventLoopDelay and starts over at each read). Locally `/metrics` needs no token.
 */
import type { EventLoopDelay } from './api-load-measurement.js';

const secondsOf = (metrics: string, name: string): number => {
  const value = new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(metrics)?.[1];
  return value === undefined ? Number.NaN : Number(value);
};

export async function eventLoopDelay(portalUrl: string): Promise<EventLoopDelay> {
  const response = await fetch(`${portalUrl}/metrics`);
  if (!response.ok) throw new Error(`the portal's /metrics answers ${response.status}`);
  const metrics = await response.text();
  return {
    p99Ms: secondsOf(metrics, 'nodejs_eventloop_lag_p99_seconds') * 1000,
    maxMs: secondsOf(metrics, 'nodejs_eventloop_lag_max_seconds') * 1000,
  };
}
