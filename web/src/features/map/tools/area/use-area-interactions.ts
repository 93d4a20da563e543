import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type OlMap from 'ol/Map';
import Feature from 'ol/Feature';
import { Polygon as OlPolygon } from 'ol/geom';
import type Draw from 'ol/interaction/Draw';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import MultiPoint from 'ol/geom/MultiPoint';
import type { Polygon, Position } from '#contracts/geometry';
import { LAYER_ID_PROPERTY, polygonFromOl } from '../ol-helpers';
import { mapToolsStore, useMapTools, type MapToolsStore } from '../map-tools-store';
import type * as AreaDrawModule from './area-draw';

const EDIT_COLOUR = '#0b4fb3';

/** The area being edited: a strong outline with its vertices as handles. */
const editStyle = [
  new Style({
    fill: new Fill({ color: 'rgba(11, 79, 179, 0.15)' }),
    stroke: new Stroke({ color: EDIT_COLOUR, width: 3 }),
  }),
  new Style({
    image: new Circle({
      radius: 6,
      fill: new Fill({ color: '#ffffff' }),
      stroke: new Stroke({ color: EDIT_COLOUR, width: 3 }),
    }),
    geometry: (feature) => {
      const geometry = feature.getGeometry();
      return geometry instanceof OlPolygon ? new MultiPoint(geometry.getCoordinates()[0] ?? []) : undefined;
    },
  }),
];

export interface AreaInteractions {
  /** Adds a vertex at this position to the outline being drawn (starting one if needed). */
  addVertex: (position: Position) => void;
  /** Closes the outline being drawn; false when it has fewer than three vertices. */
  finishOutline: () => boolean;
  /** The area of the outline being drawn, from its placed vertices; null below three. */
  sketchPolygon: Polygon | null;
  /** False until the drawing interactions' chunk has loaded. */
  ready: boolean;
}

type AreaDraw = typeof AreaDrawModule;

/** The drawing interactions' chunk, loaded once the editor opens. */
function useAreaDraw(active: boolean): AreaDraw | null {
  const [loaded, setLoaded] = useState<AreaDraw | null>(null);
  useEffect(() => {
    if (!active || loaded !== null) return;
    let live = true;
    void import('./area-draw').then((module) => {
      if (live) setLoaded(module);
    });
    return () => {
      live = false;
    };
  }, [active, loaded]);
  return loaded;
}

/**
 * Binds the area editor's state to OpenLayers: Draw while nothing is drawn, Modify once it is, Snap (added
 * last, so it sees the pointer first) to the drawn area, property boundaries and stands. Every finished
 * step goes to the store's history; the store's area is drawn back after undo and redo.
 */
export function useAreaInteractions(map: OlMap, store: MapToolsStore = mapToolsStore): AreaInteractions {
  const area = useMapTools((state) => state.area, store);
  const [sketchPolygon, setSketchPolygon] = useState<Polygon | null>(null);
  const source = useRef(new VectorSource<Feature<OlPolygon>>());
  const draw = useRef<Draw | null>(null);
  const areaDraw = useAreaDraw(area.isEditingActive);

  // The editing layer lives while the editor does.
  useEffect(() => {
    if (!area.isEditingActive) return;
    const layer = new VectorLayer({ source: source.current, style: editStyle, zIndex: 1000 });
    layer.set(LAYER_ID_PROPERTY, 'rita-omrade');
    map.addLayer(layer);
    const editSource = source.current;
    return () => {
      map.removeLayer(layer);
      editSource.clear();
    };
  }, [map, area.isEditingActive]);

  // What is drawn follows the store: after a step, an undo or a redo.
  useEffect(() => {
    const editSource = source.current;
    const [current] = editSource.getFeatures();
    const shown = current?.getGeometry();
    const wanted = area.editedArea;
    if (wanted === null) {
      if (current !== undefined) editSource.clear();
      return;
    }
    if (shown !== undefined && JSON.stringify(polygonFromOl(shown)) === JSON.stringify(wanted)) return;
    editSource.clear();
    editSource.addFeature(new Feature(new OlPolygon(wanted.coordinates)));
  }, [area.editedArea]);

  // A layout effect: the interactions are on the map in the same commit that enables the editor's buttons.
  useLayoutEffect(() => {
    if (area.sketchTool === null || areaDraw === null) return;
    const tool = area.sketchTool;
    const sketch = areaDraw.sketchInteractions(map, tool, {
      store,
      source: source.current,
      style: editStyle,
      onSketch: setSketchPolygon,
    });
    draw.current = sketch.draw;
    for (const interaction of sketch.interactions) map.addInteraction(interaction);
    return () => {
      for (const interaction of sketch.interactions) map.removeInteraction(interaction);
      if (tool === 'polygon') {
        draw.current?.abortDrawing();
        draw.current = null;
        store.registerSketch(null);
        store.setSketchVertexCount(0);
        setSketchPolygon(null);
      }
    };
  }, [map, store, area.sketchTool, areaDraw]);

  return {
    sketchPolygon,
    ready: areaDraw !== null,
    addVertex: (position) => draw.current?.appendCoordinates([[...position]]),
    finishOutline: () => {
      if (draw.current === null || store.getState().area.sketchVertexCount < 3) return false;
      draw.current.finishDrawing();
      return true;
    },
  };
}
