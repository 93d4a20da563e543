import type OlMap from 'ol/Map';
import type Feature from 'ol/Feature';
import { Polygon as OlPolygon } from 'ol/geom';
import Draw from 'ol/interaction/Draw';
import type Interaction from 'ol/interaction/Interaction';
import Modify from 'ol/interaction/Modify';
import Snap from 'ol/interaction/Snap';
import type VectorSource from 'ol/source/Vector';
import type { StyleLike } from 'ol/style/Style';
import type { Polygon, Position } from '#contracts/geometry';
import { closedRing, polygonFromOl, snapSources } from '../ol-helpers';
import type { MapToolsStore } from '../map-tools-store';

/*
 * OpenLayers' drawing interactions are a sixth of the map's code and only the area editor uses them, so they
 * are a chunk of their own, loaded when the editor opens.
 */

/** Vertices placed in Draw's sketch: its ring carries the pointer's position and the closing vertex too. */
const placedVertices = (geometry: OlPolygon): Position[] =>
  (geometry.getCoordinates()[0] ?? []).slice(0, -2).map(([east = 0, north = 0]) => [east, north]);

export interface Sketch {
  interactions: Interaction[];
  /** The Draw interaction while an outline is drawn, null while the drawn area is changed. */
  draw: Draw | null;
}

/**
 * Draw while nothing is drawn, Modify once it is, and Snap (added last, so it sees the pointer first) to the
 * drawn area, property boundaries and stands.
 */
export function sketchInteractions(
  map: OlMap,
  tool: 'polygon' | 'modify',
  options: {
    store: MapToolsStore;
    source: VectorSource<Feature<OlPolygon>>;
    style: StyleLike;
    onSketch: (polygon: Polygon | null) => void;
  },
): Sketch {
  const draw = tool === 'polygon' ? drawInteraction(options) : null;
  const main = draw ?? modifyInteraction(options.store, options.source);
  const snaps = [options.source, ...snapSources(map)].map((snapSource) => new Snap({ source: snapSource }));
  return { interactions: [main, ...snaps], draw };
}

function drawInteraction({
  store,
  style,
  onSketch,
}: {
  store: MapToolsStore;
  style: StyleLike;
  onSketch: (polygon: Polygon | null) => void;
}): Draw {
  const interaction = new Draw({ type: 'Polygon', style });
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
      onSketch(count >= 3 ? { type: 'Polygon', coordinates: [closedRing(vertices)] } : null);
    };
    geometry.on('change', update);
    update();
  });
  const ended = (): void => {
    count = 0;
    store.setSketchVertexCount(0);
    onSketch(null);
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
