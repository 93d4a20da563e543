import type Layer from 'ol/layer/Layer';
import type OlMap from 'ol/Map';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LayerId, LayerRegistry } from '#contracts/geo';
import { useApiClient, type ApiClient } from '../../../lib/api-client';
import { createSwedishMap, lantmaterietTileLayer } from '../../../lib/map/create-map';
import { signalMapMoving } from '../../../lib/map/moving-signal';
import { sweref99tm } from '../../../lib/map/projection';
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

/** The steps that make the map, each a task of its own so that none holds up a tap on a slow phone. */
type Step = () => void;

/**
 * The base map the registry names, one layer per registry layer, then the member's own estates and stands:
 * the projection first, then the map with its base map and own layers, then the registry's layers.
 */
function mapSetupSteps(
  element: HTMLDivElement,
  registry: LayerRegistry,
  api: ApiClient,
  onError: (error: MapLoadError) => void,
  onMade: (setup: MapSetup) => void,
): { steps: Step[]; map: () => OlMap | null } {
  let made: { map: OlMap; own: OwnForestLayers } | null = null;
  const steps: Step[] = [
    () => void sweref99tm(),
    () => {
      const map = createSwedishMap({ target: element, initialExtent: registry.initialExtent });
      if (registry.baseMap.kind === 'tiles') {
        map.addLayer(
          lantmaterietTileLayer('/api/geo/basemap/tiles/{z}/{y}/{x}', registry.baseMap.attribution),
        );
      } else {
        addVectorBaseMap(map, api, registry.baseMap.attribution, () => onError('base-map'));
      }
      made = { map, own: addOwnForestLayers(map) };
    },
    () => {
      if (made === null) return;
      const registryLayers = addRegistryLayers(made.map, api, registry, made.own, (layerId) =>
        onError({ layerId }),
      );
      onMade({ ...made, registryLayers });
    },
  ];
  return { steps, map: () => made?.map ?? null };
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
      let stopMovingSignal = (): void => undefined;
      // Made in tasks of their own after the page's commit: inside the commit, or as one task, the work was
      // long enough to hold up a tap on a phone (the map page's blocking time).
      const { steps, map } = mapSetupSteps(
        element,
        registry,
        api,
        (error) => reportError.current(error),
        (setup) => {
          stopMovingSignal = signalMapMoving(setup.map, element);
          setSetup(setup);
        },
      );
      let timer = 0;
      const next = (): void => {
        timer = window.setTimeout(() => {
          steps.shift()?.();
          if (steps.length > 0) next();
        });
      };
      next();
      return () => {
        clearTimeout(timer);
        const made = map();
        if (made === null) return;
        stopMovingSignal();
        setSetup(null);
        made.setTarget(undefined);
        made.dispose();
      };
    },
    [api, registry],
  );

  return [ref, setup];
}
