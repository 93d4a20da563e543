import type Layer from 'ol/layer/Layer';
import type OlMap from 'ol/Map';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LayerId, LayerRegistry } from '#contracts/geo';
import { useApiClient, type ApiClient } from '../../../lib/api-client';
import { createSwedishMap, lantmaterietTileLayer } from '../../../lib/map/create-map';
import { signalMapMoving } from '../../../lib/map/moving-signal';
import {
  addOwnForestLayers,
  addRegistryLayers,
  addVectorBaseMap,
  type OwnForestLayers,
} from '../layers/map-layers';

export interface MapSetup {
  readonly map: OlMap;
  readonly registryLayers: ReadonlyMap<LayerId, Layer>;
  readonly own: OwnForestLayers;
}

export type MapLoadError = { layerId: LayerId } | 'base-map';

/** The base map the registry names, one layer per registry layer, then the member's own estates and stands. */
function createMapSetup(
  element: HTMLDivElement,
  registry: LayerRegistry,
  api: ApiClient,
  onError: (error: MapLoadError) => void,
): MapSetup {
  const map = createSwedishMap({ target: element, initialExtent: registry.initialExtent });
  if (registry.baseMap.kind === 'tiles') {
    map.addLayer(lantmaterietTileLayer('/api/geo/basemap/tiles/{z}/{y}/{x}', registry.baseMap.attribution));
  } else {
    addVectorBaseMap(map, api, registry.baseMap.attribution, () => onError('base-map'));
  }
  const own = addOwnForestLayers(map);
  const registryLayers = addRegistryLayers(map, api, registry, own, (layerId) => onError({ layerId }));
  return { map, registryLayers, own };
}

/** The map, made once its element has mounted (a ref callback) and disposed when it unmounts. */
export function useMapSetup(
  registry: LayerRegistry,
  onError: (error: MapLoadError) => void,
): [ref: (element: HTMLDivElement | null) => (() => void) | undefined, setup: MapSetup | null] {
  const api = useApiClient();
  const [setup, setSetup] = useState<MapSetup | null>(null);
  const reportError = useRef(onError);
  useEffect(() => {
    reportError.current = onError;
  });

  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      if (element === null) return undefined;
      element.tabIndex = 0;
      let created: MapSetup | null = null;
      let stopMovingSignal = (): void => undefined;
      // Made in a task of its own after the page's commit: inside the commit, the two together were one task
      // long enough to hold up a tap on a phone (the map page's blocking time).
      const timer = setTimeout(() => {
        created = createMapSetup(element, registry, api, (error) => reportError.current(error));
        stopMovingSignal = signalMapMoving(created.map, element);
        setSetup(created);
      });
      return () => {
        clearTimeout(timer);
        if (created === null) return;
        stopMovingSignal();
        setSetup(null);
        created.map.setTarget(undefined);
        created.map.dispose();
      };
    },
    [api, registry],
  );

  return [ref, setup];
}
