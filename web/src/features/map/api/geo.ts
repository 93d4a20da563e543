import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { StandList } from '#contracts/estates';
import type { GeoSearchResult, LayerId, LayerRegistry } from '#contracts/geo';
import type { FeatureCollection } from '#contracts/geometry';
import { useApiClient, type ApiClient, type InPage } from '../../../lib/api-client';
import { estateQueries } from '../../../lib/queries/estates';

// Schemas load beside the calls, in their own chunk (lib/api-client.tsx).
const registrySchema = async () => (await import('#contracts/geo')).LayerRegistrySchema;
const searchSchema = async () => (await import('#contracts/geo')).GeoSearchResultSchema;
const featuresSchema = async () => (await import('#contracts/geometry')).FeatureCollectionSchema;

export const geoQueries = {
  /** The layers of this environment, in switcher order. */
  layerRegistry: (api: ApiClient) =>
    queryOptions({
      queryKey: ['geo', 'layers'],
      queryFn: (): Promise<LayerRegistry | null> => api.get('geo/layers', registrySchema),
      initialData: () => api.takeFromPage('geo/layers') as InPage<LayerRegistry>,
      staleTime: Infinity,
    }),
  /** Places and estates by name; asks only from two characters on. */
  search: (api: ApiClient, q: string) =>
    queryOptions({
      queryKey: ['geo', 'search', q],
      queryFn: (): Promise<GeoSearchResult | null> =>
        api.get(`geo/search?q=${encodeURIComponent(q)}`, searchSchema),
      enabled: q.trim().length >= 2,
    }),
};

export const useLayerRegistry = () => useQuery(geoQueries.layerRegistry(useApiClient()));

/** The estates of whom the session acts for; null when there are none (204). */
export const useEstates = () => useQuery(estateQueries.list(useApiClient()));

/** The stands of each estate that has a forest plan, in the order of `estateIds`; each null until loaded. */
export function useStands(estateIds: readonly string[]): (StandList | null | undefined)[] {
  const api = useApiClient();
  return useQueries({
    queries: estateIds.map((estateId) => estateQueries.stands(api, estateId)),
    combine: (results) => results.map((result) => result.data),
  });
}

/** One layer's features in an extent (bbox as `minE,minN,maxE,maxN`); null when there are none (204). */
export function fetchLayerFeatures(
  api: ApiClient,
  layerId: LayerId,
  bbox: string,
): Promise<FeatureCollection | null> {
  return api.get(`geo/layers/${layerId}/features?bbox=${bbox}`, featuresSchema);
}

/** The offline base map, one feature collection for the demo region. */
export function fetchBaseMap(api: ApiClient): Promise<FeatureCollection | null> {
  return api.get('geo/basemap', featuresSchema);
}
