import { describe, expect, it } from 'vitest';
import type { Polygon } from '#contracts/geometry';
import { canRedo, canUndo, createHistory, record, redo, undo } from './edit-history';

const square = (size: number): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [650_000, 6_650_000],
      [650_000 + size, 6_650_000],
      [650_000 + size, 6_650_000 + size],
      [650_000, 6_650_000 + size],
      [650_000, 6_650_000],
    ],
  ],
});

describe('the area editor history', () => {
  it('starts with nothing to undo or redo', () => {
    const history = createHistory<Polygon | null>(null);
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it('undoes and redoes each recorded step in order', () => {
    let history = createHistory<Polygon | null>(null);
    history = record(history, square(100));
    history = record(history, square(200));
    history = undo(history);
    expect(history.present).toEqual(square(100));
    expect(canRedo(history)).toBe(true);
    history = undo(history);
    expect(history.present).toBeNull();
    expect(canUndo(history)).toBe(false);
    history = redo(redo(history));
    expect(history.present).toEqual(square(200));
    expect(canRedo(history)).toBe(false);
  });

  it('forgets what was undone when a new step is recorded', () => {
    let history = record(record(createHistory<Polygon | null>(null), square(100)), square(200));
    history = record(undo(history), square(300));
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present).toEqual(square(100));
  });

  it('ignores a step that changes nothing, such as a click on a vertex without moving it', () => {
    const once = record(createHistory<Polygon | null>(null), square(100));
    expect(record(once, square(100))).toBe(once);
  });

  it('keeps at most its limit of steps, dropping the oldest', () => {
    let history = createHistory<Polygon | null>(null, 3);
    for (const size of [100, 200, 300, 400, 500]) history = record(history, square(size));
    expect(history.past).toHaveLength(3);
    while (canUndo(history)) history = undo(history);
    expect(history.present).toEqual(square(200));
  });

  it('does not change the history it was given', () => {
    const start = record(createHistory<Polygon | null>(null), square(100));
    const snapshot = JSON.stringify(start);
    record(start, square(200));
    undo(start);
    redo(undo(start));
    expect(JSON.stringify(start)).toBe(snapshot);
  });
});
