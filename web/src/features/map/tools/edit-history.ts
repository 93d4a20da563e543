/**
 * The area editor's undo/redo: a bounded history of immutable snapshots (GeoJSON in SWEREF 99 TM, or
 * null for "nothing drawn"). Pure functions, so the rules are tested without a map or a DOM.
 */
export interface EditHistory<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** Most steps kept behind the present; the oldest are dropped first. */
  readonly limit: number;
}

export const HISTORY_LIMIT = 50;

export function createHistory<T>(present: T, limit = HISTORY_LIMIT): EditHistory<T> {
  return { past: [], present, future: [], limit: Math.max(1, limit) };
}

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** A new present; whatever was undone before can no longer be redone. A step that changes nothing is ignored. */
export function record<T>(history: EditHistory<T>, next: T): EditHistory<T> {
  if (same(history.present, next)) return history;
  const past = [...history.past, history.present];
  return {
    ...history,
    past: past.slice(Math.max(0, past.length - history.limit)),
    present: next,
    future: [],
  };
}

export const canUndo = (history: EditHistory<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: EditHistory<unknown>): boolean => history.future.length > 0;

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past.at(-1);
  if (!canUndo(history)) return history;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
  };
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  const [next, ...rest] = history.future;
  if (!canRedo(history)) return history;
  return { ...history, past: [...history.past, history.present], present: next as T, future: rest };
}
