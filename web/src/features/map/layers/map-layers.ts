import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import GeoJSON from 'ol/format/GeoJSON';
import type Geometry from 'ol/geom/Geometry';
import ImageLayer from 'ol/layer/Image';
import type Layer from 'ol/layer/Layer';
import VectorLayer from 'ol/layer/Vector';
import { bbox as bboxStrategy } from 'ol/loadingstrategy';
import ImageWMS from 'ol/source/ImageWMS';
import VectorSource from 'ol/source/Vector';
import type { Estate, Stand } from '#contracts/estates';
import type { LayerId, LayerRegistry, MapLayer } from '#contracts/geo';
import type { Geometry as GeoJsonGeometry } from '#contracts/geometry';
import type { ApiClient } from '../../../lib/api-client';
import { bboxParam } from '../../../lib/map/extent';
import { sweref99tm } from '../../../lib/map/projection';
import { fetchBaseMap, fetchLayerFeatures } from '../api/geo';
import { BASEMAP_BACKGROUND, baseMapLabelStyle, baseMapStyle } from './basemap-style';
import { selectedStyle, styleByProperty, stylesForKey } from './ol-styles';
import { ESTATE_STYLE_KEY, standStyleKey } from './style-table';

/** Feature properties the map sets itself, to tell where a feature came from. */
export const SOURCE_PROPERTY = '_source';
export type FeatureSourceId = LayerId | 'estate' | 'stand' | 'highlight';

const geoJson = new GeoJSON({ dataProjection: 'EPSG:3006', featureProjection: 'EPSG:3006' });

export function olGeometry(geometry: GeoJsonGeometry): Geometry {
  const read = geoJson.readGeometry(geometry);
  if (read === null) throw new Error(`Unreadable ${geometry.type}`);
  return read;
}

/** The offline base map: areas and roads, and place names on a decluttered layer above them. */
export function addVectorBaseMap(map: OlMap, api: ApiClient, attribution: string, onError: () => void): void {
  const source = new VectorSource({ attributions: attribution });
  fetchBaseMap(api)
    .then((collection) => {
      if (collection !== null) source.addFeatures(geoJson.readFeatures(collection));
    })
    .catch(onError);
  map.addLayer(
    new VectorLayer({
      source,
      style: baseMapStyle,
      background: BASEMAP_BACKGROUND,
      updateWhileInteracting: true,
      properties: { baseMap: true },
      zIndex: 0,
    }),
  );
  map.addLayer(
    new VectorLayer({
      source,
      style: baseMapLabelStyle,
      declutter: true,
      properties: { baseMap: true },
      zIndex: 50,
    }),
  );
}

function vectorLayer(api: ApiClient, layer: MapLayer, onError: (layerId: LayerId) => void, zIndex: number) {
  const source: VectorSource = new VectorSource({
    attributions: layer.attribution,
    strategy: bboxStrategy,
    loader: (extent, _resolution, _projection, success, failure) => {
      fetchLayerFeatures(api, layer.id, bboxParam(extent as [number, number, number, number], 100))
        .then((collection) => {
          const features = collection === null ? [] : (geoJson.readFeatures(collection) as Feature[]);
          for (const feature of features) feature.set(SOURCE_PROPERTY, layer.id, true);
          source.addFeatures(features);
          success?.(features);
        })
        .catch(() => {
          source.removeLoadedExtent(extent);
          failure?.();
          onError(layer.id);
        });
    },
  });
  // The layer's own one style, when its legend has a single row and no property picks among them.
  const layerKey = layer.legend.length === 1 ? layer.legend[0]?.style : layer.id;
  return new VectorLayer({
    source,
    style: styleByProperty(layer.styleProperty, layerKey),
    visible: false,
    maxResolution: layer.maxResolution,
    properties: { layerId: layer.id, title: layer.title },
    zIndex,
  });
}

function imageLayer(layer: MapLayer, zIndex: number) {
  return new ImageLayer({
    source: new ImageWMS({
      url: `/api/geo/layers/${layer.id}/wms`,
      // 1.1.1 keeps EPSG:3006 in E,N order (docs/map.md 2.2); the server picks the upstream layer names.
      params: { VERSION: '1.1.1', FORMAT: 'image/png', TRANSPARENT: true },
      projection: sweref99tm(),
      attributions: layer.attribution,
      ratio: 1,
    }),
    visible: false,
    maxResolution: layer.maxResolution,
    properties: { layerId: layer.id, title: layer.title },
    zIndex,
  });
}

/**
 * One map layer per registry layer, hidden until the switcher shows it; in registry order, first lowest.
 * The property area layer is the member's estates, which the page already has from `Ir/GetAllEstates`
 * (with their ids, for the attribute panel): the switcher shows and hides the own estates layer instead.
 */
export function addRegistryLayers(
  map: OlMap,
  api: ApiClient,
  registry: LayerRegistry,
  own: OwnForestLayers,
  onError: (layerId: LayerId) => void,
): Map<LayerId, Layer> {
  const layers = new Map<LayerId, Layer>();
  registry.layers.forEach((layer, index) => {
    if (layer.id === 'fastighetsomrade') {
      own.estates.setAttributions(layer.attribution);
      layers.set(layer.id, own.estatesLayer);
      return;
    }
    const olLayer =
      layer.rendering === 'image'
        ? imageLayer(layer, 10 + index)
        : vectorLayer(api, layer, onError, 10 + index);
    map.addLayer(olLayer);
    layers.set(layer.id, olLayer);
  });
  return layers;
}

export interface OwnForestLayers {
  readonly estates: VectorSource;
  readonly estatesLayer: VectorLayer;
  readonly stands: VectorSource;
  /** Drawn unless the forest overview layer (the same stands, from the overview) is on. */
  readonly standsLayer: VectorLayer;
  readonly highlight: VectorSource;
}

/** The member's estates and stands over the thematic layers, and the chosen feature over everything. */
export function addOwnForestLayers(map: OlMap): OwnForestLayers {
  const estates = new VectorSource();
  const stands = new VectorSource();
  const highlight = new VectorSource();
  const standsLayer = new VectorLayer({
    source: stands,
    style: styleByProperty('styleKey', undefined),
    // `snap`: the area editor snaps drawn areas to stands and property boundaries.
    properties: { title: 'Avdelningar', snap: true },
    zIndex: 30,
  });
  const estatesLayer = new VectorLayer({
    source: estates,
    style: stylesForKey(ESTATE_STYLE_KEY),
    properties: { title: 'Fastigheter', layerId: 'fastighetsomrade', snap: true },
    zIndex: 31,
  });
  map.addLayer(standsLayer);
  map.addLayer(estatesLayer);
  map.addLayer(new VectorLayer({ source: highlight, style: selectedStyle, zIndex: 40 }));
  return { estates, estatesLayer, stands, standsLayer, highlight };
}

export function estateFeature(estate: Estate): Feature | null {
  if (estate.boundary === null) return null;
  const feature = new Feature({
    geometry: olGeometry(estate.boundary),
    [SOURCE_PROPERTY]: 'estate',
    estateId: estate.id,
    designation: estate.designation,
  });
  feature.setId(`estate:${estate.id}`);
  return feature;
}

export function standFeature(stand: Stand): Feature {
  const { geometry, ...attributes } = stand;
  const feature = new Feature({ geometry: olGeometry(geometry), ...attributes });
  feature.set(SOURCE_PROPERTY, 'stand', true);
  feature.set('styleKey', standStyleKey(stand.cuttingClass), true);
  feature.setId(`stand:${stand.id}`);
  return feature;
}
