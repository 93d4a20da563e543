import type OlMap from 'ol/Map';
import { useCallback, useMemo, useState } from 'react';
import type { Estate, StandList } from '#contracts/estates';
import { useFollow } from './use-follow';
import { usePositionLayer } from './use-position-layer';
import { canLocate, useWatchedPosition, type Fix, type WatchState } from './use-watched-position';
import { useWayTarget, type WayTarget } from './way-to';
import { placeAt, type Place } from './where-am-i';

export interface PositionTracking {
  readonly on: boolean;
  readonly toggle: () => void;
  readonly following: boolean;
  readonly follow: () => void;
  readonly watch: WatchState;
  readonly unsupported: boolean;
  readonly fix: Fix | null;
  readonly place: Place | null;
  readonly target: WayTarget | null;
}

/**
 * "Where am I" on the map: the device's position drawn and followed while on, the place it is among the
 * member's estates and stands (from what the map has loaded, so offline too), and the way to a chosen point.
 */
export function usePosition(
  map: OlMap | null,
  estates: readonly Estate[],
  stands: readonly (StandList | null | undefined)[],
): PositionTracking {
  const [on, setOn] = useState(false);
  const [unsupported, setUnsupported] = useState(false);
  const [following, setFollowing] = useState(true);
  const stop = useCallback(() => setOn(false), []);
  const leave = useCallback(() => setFollowing(false), []);
  const watch = useWatchedPosition(on, stop);
  const target = useWayTarget();

  const start = (): void => {
    if (!canLocate()) {
      setUnsupported(true);
      return;
    }
    setOn(true);
    setFollowing(true);
  };
  // Asking the way to a point turns the position on: the way is measured from it.
  const [askedFor, setAskedFor] = useState(target);
  if (askedFor !== target) {
    setAskedFor(target);
    if (target !== null && !on) start();
  }

  const fix = on && watch.kind === 'found' ? watch.fix : null;
  usePositionLayer(map, fix, target?.point ?? null);
  useFollow(map, fix?.position ?? null, following, leave);
  const place = useMemo(
    () => (fix === null ? null : placeAt(fix.position, estates, stands)),
    [fix, estates, stands],
  );

  return {
    on,
    toggle: () => (on ? setOn(false) : start()),
    following,
    follow: () => setFollowing(true),
    watch,
    unsupported,
    fix,
    place,
    target,
  };
}
