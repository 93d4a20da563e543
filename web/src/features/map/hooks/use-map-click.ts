import type Feature from 'ol/Feature';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import { useEffect, useEffectEvent } from 'react';
import type { Estate } from '#contracts/estates';
import type { LayerRegistry } from '#contracts/geo';
import { formatHectares } from '../../../lib/format';
import { estateDetails, layerFeatureDetails } from '../feature-details';
import { SOURCE_PROPERTY } from '../layers/map-layers';
import { mapClicksTaken, mapToolsStore } from '../tools/map-tools-store';
import { featureKey, type MapItem } from './use-features-in-view';
import type { MapSetup } from './use-map-setup';

/** Which of several features under the pointer a click means: the smallest, most specific thing. */
function rank(feature: Feature): number {
  const source = feature.get(SOURCE_PROPERTY) as unknown;
  const type = feature.getGeometry()?.getType();
  if (type === 'Point' || type === 'MultiPoint') return 0;
  if (source === 'stand') return 1;
  if (source === 'estate') return 3;
  return 2;
}

function itemFor(
  feature: Feature,
  registry: LayerRegistry,
  estates: readonly Estate[],
  known: ReadonlyMap<string, MapItem>,
): MapItem | null {
  const key = featureKey(feature);
  const listed = known.get(key);
  if (listed !== undefined) return listed;
  const source = feature.get(SOURCE_PROPERTY) as unknown;
  if (source === 'estate') {
    const estate = estates.find((candidate) => candidate.id === feature.get('estateId'));
    if (estate === undefined) return null;
    return {
      key,
      feature,
      details: estateDetails(
        estate.designation,
        [
          { label: 'Kommun', value: estate.municipality },
          { label: 'Areal', value: formatHectares(estate.totalAreaHa) },
          { label: 'Produktiv skogsmark', value: formatHectares(estate.productiveAreaHa) },
        ],
        estate,
      ),
    };
  }
  const layer = registry.layers.find((candidate) => candidate.id === source);
  return layer === undefined
    ? null
    : { key, feature, details: layerFeatureDetails(feature.getProperties(), layer) };
}

/** A click (or tap) on the map picks the feature under it; a click on nothing clears the choice. */
export function useMapClick(
  setup: MapSetup | null,
  registry: LayerRegistry,
  estates: readonly Estate[],
  known: ReadonlyMap<string, MapItem>,
  onPick: (item: MapItem | null) => void,
): void {
  const pick = useEffectEvent((event: MapBrowserEvent) => {
    // While a tool draws, places or moves, the click is the tool's, not a pick.
    if (setup === null || mapClicksTaken(mapToolsStore.getState())) return;
    const hits: Feature[] = [];
    setup.map.forEachFeatureAtPixel(
      event.pixel,
      (feature) => {
        if (feature.get(SOURCE_PROPERTY) !== undefined) hits.push(feature as Feature);
      },
      { hitTolerance: 4 },
    );
    const best = hits.sort((a, b) => rank(a) - rank(b))[0];
    onPick(best === undefined ? null : itemFor(best, registry, estates, known));
  });

  useEffect(() => {
    if (setup === null) return undefined;
    const listener = (event: MapBrowserEvent): void => pick(event);
    setup.map.on('singleclick', listener);
    return () => setup.map.un('singleclick', listener);
  }, [setup]);
}
