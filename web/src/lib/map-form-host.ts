import { createContext, useContext } from 'react';
import type { AreaGeometry, Polygon } from '#contracts/geometry';

/** An area drawn on the map and checked by the server, handed to the form that asked for it. */
export interface DrawnArea {
  readonly geometry: Polygon;
  readonly areaHa: number;
}

/**
 * What the map offers the form shown in its form panel (docs/portal.md 2): drawing an area, the area drawn, a
 * message over the map, closing the panel. The map feature provides it; a form from another feature (the
 * order form of the services feature) uses it without importing the map. Outside the map it is null.
 */
export interface MapFormHost {
  /** Starts the area editor for this form; `drawnArea` is set once the member presses Klar. */
  readonly startDrawing: () => void;
  readonly isDrawing: boolean;
  readonly drawnArea: DrawnArea | null;
  readonly clearDrawnArea: () => void;
  /** Moves the map to an area (the estate chosen in the form), so the member draws where it lies. */
  readonly showArea: (area: AreaGeometry) => void;
  /** Shows a message over the map (null hides it). */
  readonly showMessage: (message: string | null) => void;
  readonly close: () => void;
}

export const MapFormHostContext = createContext<MapFormHost | null>(null);

/** The map form panel's host; null when the form is shown outside the map. */
export const useMapFormHost = (): MapFormHost | null => useContext(MapFormHostContext);
