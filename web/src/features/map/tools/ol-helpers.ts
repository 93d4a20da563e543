import type OlMap from 'ol/Map';
import type BaseLayer from 'ol/layer/Base';
import LayerGroup from 'ol/layer/Group';
import VectorLayer from 'ol/layer/Vector';
import type { Polygon as OlPolygon } from 'ol/geom';
import type VectorSource from 'ol/source/Vector';
import type { Point, Polygon, Position } from '#contracts/geometry';

/**
 * How the tools find the map page's layers: each carries its id in the layer property `layerId` (the
 * registry's LayerId).
 */
export const LAYER_ID_PROPERTY = 'layerId';

function allLayers(layers: readonly BaseLayer[]): BaseLayer[] {
  return layers.flatMap((layer) =>
    layer instanceof LayerGroup ? allLayers(layer.getLayers().getArray()) : [layer],
  );
}

export function findLayer(map: OlMap, id: string): BaseLayer | undefined {
  return allLayers(map.getLayers().getArray()).find((layer) => layer.get(LAYER_ID_PROPERTY) === id);
}

/** Vector sources of the layers to snap to: those the page marks `snap: true` (boundaries and stands). */
export function snapSources(map: OlMap): VectorSource[] {
  return allLayers(map.getLayers().getArray()).flatMap((layer) => {
    if (layer.get('snap') !== true || !(layer instanceof VectorLayer)) return [];
    const source = (layer as VectorLayer<VectorSource>).getSource();
    return source === null ? [] : [source];
  });
}

/** Centimetres are plenty, and keep snapshots small and comparable. */
const round = (value: number): number => Math.round(value * 100) / 100;
const position = (coordinate: readonly number[]): Position => [
  round(coordinate[0] ?? 0),
  round(coordinate[1] ?? 0),
];

/** The view is in SWEREF 99 TM, so map coordinates are already what the API stores. */
export function polygonFromOl(geometry: OlPolygon): Polygon {
  return { type: 'Polygon', coordinates: geometry.getCoordinates().map((ring) => ring.map(position)) };
}

export function closedRing(vertices: readonly Position[]): Position[] {
  const first = vertices[0];
  if (first === undefined) return [];
  const last = vertices.at(-1);
  return last !== undefined && last[0] === first[0] && last[1] === first[1]
    ? [...vertices]
    : [...vertices, first];
}

export const pointAt = (coordinate: readonly number[]): Point => ({
  type: 'Point',
  coordinates: position(coordinate),
});

export function viewCentre(map: OlMap): Position {
  return position(map.getView().getCenter() ?? [0, 0]);
}

/** The polygon with the vertex nearest to `target` moved there (the first and closing vertex move together). */
export function moveNearestVertex(polygon: Polygon, target: Position): Polygon {
  let best = { ring: 0, index: 0, distance: Infinity };
  polygon.coordinates.forEach((ring, ringIndex) => {
    ring.forEach(([east, north], index) => {
      const distance = Math.hypot(east - target[0], north - target[1]);
      if (distance < best.distance) best = { ring: ringIndex, index, distance };
    });
  });
  return {
    type: 'Polygon',
    coordinates: polygon.coordinates.map((ring, ringIndex) => {
      if (ringIndex !== best.ring) return ring;
      const last = ring.length - 1;
      const closing = best.index === 0 || best.index === last;
      return ring.map((vertex, index) =>
        index === best.index || (closing && (index === 0 || index === last)) ? target : vertex,
      );
    }),
  };
}
