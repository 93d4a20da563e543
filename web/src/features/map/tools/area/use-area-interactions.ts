import { useEffect, useRef, useState } from 'react';
import type OlMap from 'ol/Map';
import Feature from 'ol/Feature';
import { Polygon as OlPolygon } from 'ol/geom';
import { Draw, Modify, Snap } from 'ol/interaction';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import MultiPoint from 'ol/geom/MultiPoint';
import type { Polygon, Position } from '#contracts/geometry';
import { closedRing, LAYER_ID_PROPERTY, polygonFromOl, snapSources } from '../ol-helpers';
import { mapToolsStore, useMapTools, type MapToolsStore } from '../map-tools-store';

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

/** Vertices placed in Draw's sketch: its ring carries the pointer's position and the closing vertex too. */
const placedVertices = (geometry: OlPolygon): Position[] =>
  (geometry.getCoordinates()[0] ?? []).slice(0, -2).map(([east = 0, north = 0]) => [east, north]);

export interface AreaInteractions {
  /** Adds a vertex at this position to the outline being drawn (starting one if needed). */
  addVertex: (position: Position) => void;
  /** Closes the outline being drawn; false when it has fewer than three vertices. */
  finishOutline: () => boolean;
  /** The area of the outline being drawn, from its placed vertices; null below three. */
  sketchPolygon: Polygon | null;
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

  useEffect(() => {
    if (area.sketchTool === null) return;
    const interactions =
      area.sketchTool === 'polygon'
        ? [drawInteraction(store, setSketchPolygon, draw)]
        : [modifyInteraction(store, source.current)];
    const snaps = [source.current, ...snapSources(map)].map((snapSource) => new Snap({ source: snapSource }));
    for (const interaction of [...interactions, ...snaps]) map.addInteraction(interaction);
    return () => {
      for (const interaction of [...interactions, ...snaps]) map.removeInteraction(interaction);
      if (area.sketchTool === 'polygon') {
        draw.current?.abortDrawing();
        draw.current = null;
        store.registerSketch(null);
        store.setSketchVertexCount(0);
        setSketchPolygon(null);
      }
    };
  }, [map, store, area.sketchTool]);

  return {
    sketchPolygon,
    addVertex: (position) => draw.current?.appendCoordinates([[...position]]),
    finishOutline: () => {
      if (draw.current === null || store.getState().area.sketchVertexCount < 3) return false;
      draw.current.finishDrawing();
      return true;
    },
  };
}

function drawInteraction(
  store: MapToolsStore,
  setSketchPolygon: (polygon: Polygon | null) => void,
  handle: { current: Draw | null },
): Draw {
  const interaction = new Draw({ type: 'Polygon', style: editStyle });
  handle.current = interaction;
  store.registerSketch({ removeLastPoint: () => interaction.removeLastPoint() });
  let count = 0;
  interaction.on('drawstart', (event) => {
    const geometry = event.feature.getGeometry();
    if (!(geometry instanceof OlPolygon)) return;
    const update = (): void => {
      const vertices = placedVertices(geometry);
      if (vertices.length === count) return;
      count = vertices.length;
      store.setSketchVertexCount(count);
      setSketchPolygon(count >= 3 ? { type: 'Polygon', coordinates: [closedRing(vertices)] } : null);
    };
    geometry.on('change', update);
    update();
  });
  const ended = (): void => {
    count = 0;
    store.setSketchVertexCount(0);
    setSketchPolygon(null);
  };
  interaction.on('drawabort', ended);
  interaction.on('drawend', (event) => {
    ended();
    const geometry = event.feature.getGeometry();
    if (geometry instanceof OlPolygon) store.recordArea(polygonFromOl(geometry));
  });
  return interaction;
}

function modifyInteraction(store: MapToolsStore, source: VectorSource<Feature<OlPolygon>>): Modify {
  const interaction = new Modify({ source });
  interaction.on('modifyend', (event) => {
    const geometry = event.features.item(0).getGeometry();
    if (geometry instanceof OlPolygon) store.recordArea(polygonFromOl(geometry));
  });
  return interaction;
}
