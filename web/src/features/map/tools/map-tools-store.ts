import { useSyncExternalStore } from 'react';
import type { Polygon } from '#contracts/geometry';
import { canRedo, canUndo, createHistory, record, redo, undo, type EditHistory } from './edit-history';

/**
 * The map's editing state (docs/portal.md 2): the area editor and the map form panel. One store per page load
 * (`mapToolsStore`), read with `useMapTools`; a plain module with no map or DOM so it is tested on its own and
 * other parts (the order form) can drive it.
 */

/** 'polygon' draws a new area; 'modify' moves the vertices of the drawn one. */
export type SketchTool = 'polygon' | 'modify' | null;

/** What the area is drawn for: a note on the map, or the form in the map form panel. */
export type AreaPurpose = 'note' | 'form';

export interface AreaEditingState {
  /** The area as drawn so far, GeoJSON in SWEREF 99 TM; null while nothing is closed. */
  readonly editedArea: Polygon | null;
  readonly isEditingActive: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** The "do you want to stop?" question after Avbryt when something has been drawn. */
  readonly showCancelEditMessage: boolean;
  readonly sketchTool: SketchTool;
  /** Vertices placed in the outline being drawn, before it is closed. */
  readonly sketchVertexCount: number;
  readonly purpose: AreaPurpose | null;
}

export interface MapFormPanelState {
  readonly open: boolean;
  readonly formId: string | null;
  /** The cart pop-up shows while this is above 0. */
  readonly cartCount: number;
  /** A message shown over the map; null for none. */
  readonly message: string | null;
}

/** An area the server has checked and measured, handed to whoever asked for it. */
export interface AcceptedArea {
  readonly purpose: AreaPurpose;
  readonly geometry: Polygon;
  readonly areaHa: number;
  /** The note whose area was changed; absent for a new area. */
  readonly noteId?: string;
}

/** A tool that takes the member's next clicks on the map: placing a new point or moving one. */
export type PointerTool = 'placing' | 'moving' | null;

export interface MapToolsState {
  readonly area: AreaEditingState;
  readonly pointerTool: PointerTool;
  readonly formPanel: MapFormPanelState;
  readonly acceptedArea: AcceptedArea | null;
}

/** The editor's handle on the outline being drawn, which only the map interaction can shorten. */
export interface SketchHandle {
  removeLastPoint: () => void;
}

const idleArea: AreaEditingState = {
  editedArea: null,
  isEditingActive: false,
  canUndo: false,
  canRedo: false,
  showCancelEditMessage: false,
  sketchTool: null,
  sketchVertexCount: 0,
  purpose: null,
};

const closedPanel: MapFormPanelState = { open: false, formId: null, cartCount: 0, message: null };

export function createMapToolsStore() {
  let history: EditHistory<Polygon | null> = createHistory<Polygon | null>(null);
  let noteId: string | undefined;
  let sketch: SketchHandle | null = null;
  let state: MapToolsState = {
    area: idleArea,
    pointerTool: null,
    formPanel: closedPanel,
    acceptedArea: null,
  };
  const listeners = new Set<() => void>();

  const set = (next: MapToolsState): void => {
    state = next;
    for (const listener of listeners) listener();
  };

  /** The area state that follows from the history and the outline being drawn. */
  const areaFrom = (changes: Partial<AreaEditingState>): AreaEditingState => {
    const area = { ...state.area, ...changes };
    const editedArea = history.present;
    return {
      ...area,
      editedArea,
      canUndo: canUndo(history) || area.sketchVertexCount > 0,
      canRedo: canRedo(history),
      sketchTool: area.isEditingActive ? (editedArea === null ? 'polygon' : 'modify') : null,
    };
  };

  const resetEditor = (): void => {
    history = createHistory<Polygon | null>(null);
    noteId = undefined;
    set({ ...state, area: idleArea, acceptedArea: null });
  };

  const store = {
    getState: (): MapToolsState => state,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Starts drawing, or changing `initial` (a note's area, with its id). */
    startEditing(purpose: AreaPurpose, initial: Polygon | null = null, forNote?: string): void {
      history = createHistory<Polygon | null>(initial);
      noteId = forNote;
      set({
        ...state,
        acceptedArea: null,
        area: areaFrom({ ...idleArea, isEditingActive: true, purpose }),
      });
    },
    /** A finished step (an outline closed, a vertex moved, the area cleared): it can be undone. */
    recordArea(area: Polygon | null): void {
      if (!state.area.isEditingActive) return;
      history = record(history, area);
      set({ ...state, area: areaFrom({ sketchVertexCount: 0 }) });
    },
    setSketchVertexCount(count: number): void {
      if (count === state.area.sketchVertexCount) return;
      set({ ...state, area: areaFrom({ sketchVertexCount: count }) });
    },
    registerSketch(handle: SketchHandle | null): void {
      sketch = handle;
    },
    /** Takes back the last vertex of an unfinished outline, or else the last finished step. */
    undo(): void {
      if (state.area.sketchVertexCount > 0 && sketch !== null) {
        sketch.removeLastPoint();
        return;
      }
      history = undo(history);
      set({ ...state, area: areaFrom({}) });
    },
    redo(): void {
      history = redo(history);
      set({ ...state, area: areaFrom({ sketchVertexCount: 0 }) });
    },
    /** Avbryt: asks first when there is something to lose, otherwise stops at once. */
    requestCancel(): void {
      if (state.area.canUndo || state.area.editedArea !== null) {
        set({ ...state, area: { ...state.area, showCancelEditMessage: true } });
      } else resetEditor();
    },
    keepEditing(): void {
      set({ ...state, area: { ...state.area, showCancelEditMessage: false } });
    },
    confirmCancel(): void {
      resetEditor();
    },
    /** Klar, once the server has checked the area: the editor stops and hands the area over. */
    accept(geometry: Polygon, areaHa: number): void {
      const purpose = state.area.purpose ?? 'note';
      const accepted: AcceptedArea = {
        purpose,
        geometry,
        areaHa,
        ...(noteId === undefined ? {} : { noteId }),
      };
      history = createHistory<Polygon | null>(null);
      noteId = undefined;
      set({ ...state, area: idleArea, acceptedArea: accepted });
    },
    /** The receiver has taken the accepted area. */
    takeAcceptedArea(): AcceptedArea | null {
      const accepted = state.acceptedArea;
      if (accepted !== null) set({ ...state, acceptedArea: null });
      return accepted;
    },

    /** Opens the map form panel with a form; the area editor starts afresh. */
    openFormPanel(formId: string): void {
      resetEditor();
      set({ ...state, formPanel: { ...state.formPanel, open: true, formId } });
    },
    closeFormPanel(): void {
      if (!state.formPanel.open) return;
      resetEditor();
      set({ ...state, formPanel: { ...state.formPanel, open: false, formId: null } });
    },
    setPointerTool(pointerTool: PointerTool): void {
      if (pointerTool !== state.pointerTool) set({ ...state, pointerTool });
    },
    setCartCount(count: number): void {
      set({ ...state, formPanel: { ...state.formPanel, cartCount: Math.max(0, count) } });
    },
    setMessage(message: string | null): void {
      set({ ...state, formPanel: { ...state.formPanel, message } });
    },
  };
  return store;
}

export type MapToolsStore = ReturnType<typeof createMapToolsStore>;

/**
 * Whether a tool takes the map's clicks now (drawing, placing, moving): the page's own click handling (the
 * feature panel) should then leave them alone.
 */
export const mapClicksTaken = (state: MapToolsState): boolean =>
  state.area.isEditingActive || state.pointerTool !== null;

export const mapToolsStore: MapToolsStore = createMapToolsStore();

/**
 * A part of the map tools' state; the component renders again when that part changes. Select a stored part
 * (`(s) => s.area`), never a new object, or React renders without end.
 */
export function useMapTools<T>(select: (state: MapToolsState) => T, store: MapToolsStore = mapToolsStore): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
