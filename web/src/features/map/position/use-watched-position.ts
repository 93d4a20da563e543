import { useEffect, useState } from 'react';
import { SWEDEN_BOUNDS, type Position } from '#contracts/geometry';
import { fromLonLat } from '../../../lib/map/projection';

/** A position from the device, in the map's SWEREF 99 TM, with its accuracy radius in metres. */
export interface Fix {
  readonly position: Position;
  readonly accuracy: number;
}

export type PositionFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported' | 'outsideSweden';

export type WatchState =
  | { readonly kind: 'off' }
  | { readonly kind: 'searching' }
  | { readonly kind: 'found'; readonly fix: Fix }
  | { readonly kind: 'failed'; readonly reason: PositionFailure };

const FAILURES: Record<number, PositionFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

const inSweden = ([e, n]: Position): boolean =>
  e >= SWEDEN_BOUNDS.minE && e <= SWEDEN_BOUNDS.maxE && n >= SWEDEN_BOUNDS.minN && n <= SWEDEN_BOUNDS.maxN;

/** A GPS fix as the map uses it, or why it cannot. */
function fixOf(coords: Pick<GeolocationCoordinates, 'latitude' | 'longitude' | 'accuracy'>): Fix | null {
  const position = fromLonLat([coords.longitude, coords.latitude]);
  return inSweden(position) ? { position, accuracy: coords.accuracy } : null;
}

let latest: { readonly fix: Fix; readonly at: number } | null = null;

/**
 * The map's latest fix when it is at most `maxAgeMs` old: "Placera där jag står" uses it rather than asking
 * the device again beside the map's own watch (Chromium left such a second request unanswered).
 */
export function recentFix(maxAgeMs: number): Fix | null {
  return latest !== null && Date.now() - latest.at <= maxAgeMs ? latest.fix : null;
}

/** Whether this browser can tell a position at all. */
export const canLocate = (): boolean => 'geolocation' in navigator;

/**
 * Follows the device's position while `on` (Geolocation API, high accuracy; `canLocate()` first). A refusal,
 * or no position at all, stops the watch: the member is told what to do and starts again with the button.
 */
export function useWatchedPosition(on: boolean, onFailed: () => void): WatchState {
  const [state, setState] = useState<WatchState>({ kind: 'off' });
  const [wasOn, setWasOn] = useState(on);
  if (wasOn !== on) {
    setWasOn(on);
    if (on) setState({ kind: 'searching' });
    else if (state.kind !== 'failed') setState({ kind: 'off' });
  }

  useEffect(() => {
    if (!on) return undefined;
    const fail = (reason: PositionFailure): void => {
      setState({ kind: 'failed', reason });
      onFailed();
    };
    let found = false;
    const id = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const fix = fixOf(coords);
        found = fix !== null;
        if (fix === null) fail('outsideSweden');
        else {
          latest = { fix, at: Date.now() };
          setState({ kind: 'found', fix });
        }
      },
      (error) => {
        // Once found, a lost signal under trees keeps the last position while the watch goes on.
        if (error.code === error.PERMISSION_DENIED || !found) fail(FAILURES[error.code] ?? 'unavailable');
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 5_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [on, onFailed]);

  return state;
}
