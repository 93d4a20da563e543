import { useSyncExternalStore } from 'react';
import type { Position } from '#contracts/geometry';

/** The own point the member asked the way to ("Visa vägen hit"); the position report shows the way. */
export interface WayTarget {
  readonly id: string;
  readonly title: string;
  readonly point: Position;
}

let target: WayTarget | null = null;
const listeners = new Set<() => void>();

const setTarget = (next: WayTarget | null): void => {
  target = next;
  listeners.forEach((listener) => listener());
};

export const showWayTo = (next: WayTarget): void => setTarget(next);
export const stopWay = (): void => setTarget(null);

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useWayTarget = (): WayTarget | null => useSyncExternalStore(subscribe, () => target);
