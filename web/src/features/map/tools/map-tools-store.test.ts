import { describe, expect, it, vi } from 'vitest';
import type { Polygon } from '#contracts/geometry';
import { createMapToolsStore } from './map-tools-store';

const triangle = (east: number): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [650_000, 6_650_000],
      [east, 6_650_000],
      [650_000, 6_650_100],
      [650_000, 6_650_000],
    ],
  ],
});

describe('the area editor state', () => {
  it('draws a new area first, then modifies it, and undoes and redoes the steps', () => {
    const store = createMapToolsStore();
    store.startEditing('note');
    expect(store.getState().area).toMatchObject({
      isEditingActive: true,
      sketchTool: 'polygon',
      editedArea: null,
      canUndo: false,
      canRedo: false,
    });
    store.recordArea(triangle(650_100));
    store.recordArea(triangle(650_200));
    expect(store.getState().area).toMatchObject({ sketchTool: 'modify', canUndo: true, canRedo: false });
    store.undo();
    expect(store.getState().area.editedArea).toEqual(triangle(650_100));
    expect(store.getState().area.canRedo).toBe(true);
    store.undo();
    expect(store.getState().area).toMatchObject({ editedArea: null, sketchTool: 'polygon', canUndo: false });
    store.redo();
    expect(store.getState().area.editedArea).toEqual(triangle(650_100));
  });

  it('takes back the last vertex of an unfinished outline before any finished step', () => {
    const store = createMapToolsStore();
    const removeLastPoint = vi.fn();
    store.registerSketch({ removeLastPoint });
    store.startEditing('note');
    store.setSketchVertexCount(2);
    expect(store.getState().area.canUndo).toBe(true);
    store.undo();
    expect(removeLastPoint).toHaveBeenCalledTimes(1);
  });

  it('asks before cancelling when something is drawn, and stops at once when nothing is', () => {
    const store = createMapToolsStore();
    store.startEditing('note');
    store.requestCancel();
    expect(store.getState().area.isEditingActive).toBe(false);

    store.startEditing('note');
    store.recordArea(triangle(650_100));
    store.requestCancel();
    expect(store.getState().area).toMatchObject({ isEditingActive: true, showCancelEditMessage: true });
    store.keepEditing();
    expect(store.getState().area.showCancelEditMessage).toBe(false);
    store.requestCancel();
    store.confirmCancel();
    expect(store.getState().area).toMatchObject({ isEditingActive: false, editedArea: null, canUndo: false });
  });

  it('hands over the accepted area with the note it belongs to, once', () => {
    const store = createMapToolsStore();
    store.startEditing('note', triangle(650_100), 'note-1');
    store.accept(triangle(650_100), 0.5);
    expect(store.getState().area.isEditingActive).toBe(false);
    expect(store.takeAcceptedArea()).toEqual({
      purpose: 'note',
      geometry: triangle(650_100),
      areaHa: 0.5,
      noteId: 'note-1',
    });
    expect(store.takeAcceptedArea()).toBeNull();
  });
});

describe('the map form panel', () => {
  it('opens with a form id and closes again', () => {
    const store = createMapToolsStore();
    store.openFormPanel('bestall-gallring');
    expect(store.getState().formPanel).toMatchObject({ open: true, formId: 'bestall-gallring' });
    store.closeFormPanel();
    expect(store.getState().formPanel).toMatchObject({ open: false, formId: null });
  });

  it('resets the area editor whenever the panel opens or closes', () => {
    const store = createMapToolsStore();
    store.startEditing('note');
    store.recordArea(triangle(650_100));
    store.openFormPanel('bestall-gallring');
    expect(store.getState().area).toMatchObject({ isEditingActive: false, editedArea: null, canUndo: false });

    store.startEditing('form');
    store.recordArea(triangle(650_200));
    store.closeFormPanel();
    expect(store.getState().area).toMatchObject({ isEditingActive: false, editedArea: null, canUndo: false });
    expect(store.getState().acceptedArea).toBeNull();
  });

  it('keeps the cart count and the message over the map', () => {
    const store = createMapToolsStore();
    store.setCartCount(2);
    store.setMessage('Rita området du vill beställa.');
    expect(store.getState().formPanel).toMatchObject({
      cartCount: 2,
      message: 'Rita området du vill beställa.',
    });
    store.setCartCount(-1);
    expect(store.getState().formPanel.cartCount).toBe(0);
  });

  it('tells its listeners about every change', () => {
    const store = createMapToolsStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.openFormPanel('x');
    unsubscribe();
    store.closeFormPanel();
    expect(listener).toHaveBeenCalled();
    const calls = listener.mock.calls.length;
    store.openFormPanel('y');
    expect(listener.mock.calls.length).toBe(calls);
  });
});
