import type Feature from 'ol/Feature';
import VectorLayer from 'ol/layer/Vector';
import type VectorSource from 'ol/source/Vector';
import { getUid } from 'ol/util';
import { useEffect, useState } from 'react';
import type { LayerId, LayerRegistry } from '#contracts/geo';
import { layerFeatureDetails, type FeatureDetails } from '../feature-details';
import { SOURCE_PROPERTY } from '../layers/map-layers';
import type { MapSetup } from './use-map-setup';

/** At most this many features are listed; more means the person should zoom in. */
export const LIST_LIMIT = 40;

export interface MapItem {
  readonly key: string;
  readonly feature: Feature;
  readonly details: FeatureDetails;
  /** A stand's key figures, which the list shows under its title, starting with its huggningsklass. */
  readonly figures?: string;
}

export const featureKey = (feature: Feature): string =>
  `${String(feature.get(SOURCE_PROPERTY) ?? 'feature')}:${String(feature.getId() ?? getUid(feature))}`;

/** The visible thematic layers' features in the current view, for the list beside the map. */
export function useFeaturesInView(
  setup: MapSetup | null,
  registry: LayerRegistry,
  visible: ReadonlySet<LayerId>,
): { items: MapItem[]; more: number } {
  const [result, setResult] = useState<{ items: MapItem[]; more: number }>({ items: [], more: 0 });

  useEffect(() => {
    if (setup === null) return undefined;
    const { map, registryLayers } = setup;
    const sources: [LayerId, VectorSource][] = [];
    for (const layerId of visible) {
      const layer = registryLayers.get(layerId);
      if (layer instanceof VectorLayer) sources.push([layerId, layer.getSource() as VectorSource]);
    }
    let frame = 0;
    const update = (): void => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const extent = map.getView().calculateExtent(map.getSize());
        const resolution = map.getView().getResolution() ?? Infinity;
        const items: MapItem[] = [];
        let total = 0;
        for (const [layerId, source] of sources) {
          const layer = registry.layers.find((candidate) => candidate.id === layerId);
          if (layer === undefined || (layer.maxResolution !== undefined && resolution >= layer.maxResolution))
            continue;
          for (const feature of source.getFeaturesInExtent(extent)) {
            total += 1;
            if (items.length < LIST_LIMIT) {
              items.push({
                key: featureKey(feature),
                feature,
                details: layerFeatureDetails(feature.getProperties(), layer),
              });
            }
          }
        }
        setResult({ items, more: total - items.length });
      });
    };
    update();
    map.on('moveend', update);
    for (const [, source] of sources) source.on('change', update);
    return () => {
      cancelAnimationFrame(frame);
      map.un('moveend', update);
      for (const [, source] of sources) source.un('change', update);
    };
  }, [setup, registry, visible]);

  return result;
}
