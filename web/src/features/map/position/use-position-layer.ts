import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import { Circle as CircleGeometry, LineString, Point } from 'ol/geom';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import { useEffect, useState } from 'react';
import type { Position } from '#contracts/geometry';
import type { Fix } from './use-watched-position';

const BLUE = '#1a5fb4';

const STYLES = {
  accuracy: new Style({
    fill: new Fill({ color: 'rgba(26, 95, 180, 0.15)' }),
    stroke: new Stroke({ color: 'rgba(26, 95, 180, 0.7)', width: 1.5 }),
  }),
  position: new Style({
    image: new Circle({
      radius: 9,
      fill: new Fill({ color: BLUE }),
      stroke: new Stroke({ color: '#fff', width: 3 }),
    }),
  }),
  way: new Style({ stroke: new Stroke({ color: BLUE, width: 3, lineDash: [8, 8] }) }),
};

/** Above the stands, the estates and the member's own points. */
const POSITION_Z_INDEX = 1_000;

/**
 * The device's position on the map: a dot, its accuracy as a circle of that many metres (the map's
 * projection, SWEREF 99 TM, is in metres), and a dashed line to the own point the member walks to.
 */
export function usePositionLayer(map: OlMap | null, fix: Fix | null, target: Position | null): void {
  const [source] = useState(() => new VectorSource());

  useEffect(() => {
    if (map === null) return undefined;
    const layer = new VectorLayer({ source, zIndex: POSITION_Z_INDEX });
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, source]);

  useEffect(() => {
    source.clear(true);
    if (fix === null) {
      source.changed();
      return;
    }
    const features = [
      styled(new Feature(new CircleGeometry([...fix.position], fix.accuracy)), STYLES.accuracy),
      styled(new Feature(new Point([...fix.position])), STYLES.position),
    ];
    if (target !== null)
      features.unshift(styled(new Feature(new LineString([[...fix.position], [...target]])), STYLES.way));
    source.addFeatures(features);
  }, [source, fix, target]);
}

function styled(feature: Feature, style: Style): Feature {
  feature.setStyle(style);
  return feature;
}
