/**
 * Memory is judged once the portal's garbage collector has done a full (mark-compact) collection. Until then
 * V8 lets garbage that outlived a few scavenges pile up in the old generation: a freshly started portal's
 * resident memory climbs for the first tens of seconds of load (measured at 300 req/s: 161 MB at start,
 * 226 MB after 30 s, the first full collection at about 40 s, then 172-175 MB for the next 80 s), which is
 * not a leak. A leak still shows: what the full collections keep grows from one run to the next.
 */
import { runOpenLoop, type OpenLoopSettings } from './open-loop.js';
import type { LoadTarget } from './load.js';

/** The most load the warm-up sends while it waits for the first full collection. */
const MAX_WAIT_SECONDS = 120;
const STEP_SECONDS = 5;

/** Full collections so far, from the portal's own `/metrics` (prom-client's GC counter); null without it. */
export async function fullCollections(portalUrl: string): Promise<number | null> {
  const response = await fetch(`${portalUrl}/metrics`).catch(() => null);
  if (response === null || !response.ok) return null;
  const line = (await response.text())
    .split('\n')
    .find((text) => text.startsWith('nodejs_gc_duration_seconds_count{') && text.includes('kind="major"'));
  return line === undefined ? 0 : Number(line.split(' ').pop());
}

/**
 * Sends the load in short steps until the portal reports a full collection, at most MAX_WAIT_SECONDS.
 * Returns the seconds it took, or null when the portal shows no GC counter or none came in time.
 */
export async function loadUntilFullCollection(
  portalUrl: string,
  targets: readonly LoadTarget[],
  load: Omit<OpenLoopSettings, 'seconds'>,
): Promise<number | null> {
  for (let seconds = 0; seconds < MAX_WAIT_SECONDS; seconds += STEP_SECONDS) {
    const collections = await fullCollections(portalUrl);
    if (collections === null) return null;
    if (collections > 0) return seconds;
    await runOpenLoop(targets, { ...load, seconds: STEP_SECONDS });
  }
  return null;
}
