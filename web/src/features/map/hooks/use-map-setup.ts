import type Layer from 'ol/layer/Layer';
import type OlMap from 'ol/Map';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LayerId, LayerRegistry } from '#contracts/geo';
import { useApiClient } from '../../../lib/api-client';
import { createSwedishMap, lantmaterietTileLayer } from '../../../lib/map/create-map';
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

/**
 * Creates the map when its element mounts (a ref callback): the base map the registry names, one layer
 * per registry layer, then the member's own estates and stands above them. Disposed when it unmounts.
 */
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
      const map = createSwedishMap({ target: element, initialExtent: registry.initialExtent });
      if (registry.baseMap.kind === 'tiles') {
        map.addLayer(
          lantmaterietTileLayer('/api/geo/basemap/tiles/{z}/{y}/{x}', registry.baseMap.attribution),
        );
      } else {
        addVectorBaseMap(map, api, registry.baseMap.attribution, () => reportError.current('base-map'));
      }
      const own = addOwnForestLayers(map);
      const registryLayers = addRegistryLayers(map, api, registry, own, (layerId) =>
        reportError.current({ layerId }),
      );
      setSetup({ map, registryLayers, own });
      return () => {
        setSetup(null);
        map.setTarget(undefined);
        map.dispose();
      };
    },
    [api, registry],
  );

  return [ref, setup];
}
