import { useEffect, useRef, useState } from 'react';
import type OlMap from 'ol/Map';
import Feature from 'ol/Feature';
import type { FeatureLike } from 'ol/Feature';
import { Point as OlPoint, Polygon as OlPolygon } from 'ol/geom';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import type { Style } from 'ol/style';
import type { CustomPoint } from '#contracts/custom-points';
import { selectedStyle, stylesForKey } from '../../layers/ol-styles';
import { findLayer, LAYER_ID_PROPERTY } from '../ol-helpers';

/** The registry's layer for custom points: it stays the switcher's on/off, this layer does the drawing. */
const REGISTRY_LAYER_ID = 'egna-punkter';
export const NOTES_LAYER_ID = 'egna-punkter-redigerbara';

const geometryOf = (note: CustomPoint) =>
  note.geometry.type === 'Point'
    ? new OlPoint(note.geometry.coordinates)
    : new OlPolygon(note.geometry.coordinates);

export function featureOf(note: CustomPoint): Feature {
  const feature = new Feature(geometryOf(note));
  feature.setId(note.id);
  feature.set('category', note.category);
  feature.set('title', note.title);
  return feature;
}

function noteStyle(selectedId: { current: string | null }) {
  return (feature: FeatureLike): Style[] => {
    const category: unknown = feature.get('category');
    const own =
      feature.getGeometry()?.getType() === 'Point'
        ? stylesForKey(typeof category === 'string' ? `punkt-${category}` : undefined)
        : stylesForKey('egen-yta');
    return feature.getId() === selectedId.current ? [...own, selectedStyle] : own;
  };
}

/**
 * The member's notes on the map, styled by category, the chosen one outlined; a click on one chooses it.
 * When the page has the registry's `egna-punkter` layer, this layer shows and hides with it and that one
 * draws nothing, so no note is drawn twice.
 */
export function useNotesLayer(
  map: OlMap,
  notes: readonly CustomPoint[],
  selectedId: string | null,
  onChoose: (id: string) => void,
  clicksEnabled: boolean,
): VectorSource {
  const [source] = useState(() => new VectorSource());
  const selected = useRef<string | null>(selectedId);
  const layer = useRef<VectorLayer<VectorSource> | null>(null);

  useEffect(() => {
    const notesLayer = new VectorLayer({ source, style: noteStyle(selected), zIndex: 900 });
    notesLayer.set(LAYER_ID_PROPERTY, NOTES_LAYER_ID);
    layer.current = notesLayer;
    map.addLayer(notesLayer);
    const registry = findLayer(map, REGISTRY_LAYER_ID);
    const follow = (): void => notesLayer.setVisible(registry?.getVisible() ?? true);
    if (registry instanceof VectorLayer) registry.setStyle(null);
    registry?.on('change:visible', follow);
    follow();
    return () => {
      registry?.un('change:visible', follow);
      map.removeLayer(notesLayer);
      layer.current = null;
    };
  }, [map, source]);

  useEffect(() => {
    source.clear();
    source.addFeatures(notes.map(featureOf));
  }, [source, notes]);

  useEffect(() => {
    selected.current = selectedId;
    layer.current?.changed();
  }, [selectedId]);

  useEffect(() => {
    if (!clicksEnabled) return;
    const key = map.on('click', (event) => {
      const hit = map.forEachFeatureAtPixel(event.pixel, (feature) => feature, {
        layerFilter: (candidate) => candidate === layer.current,
      });
      const id = hit?.getId();
      if (id !== undefined) onChoose(String(id));
    });
    return () => map.un('click', key.listener);
  }, [map, onChoose, clicksEnabled]);

  return source;
}
