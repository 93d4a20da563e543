import type { Extent, Feature } from '#contracts/geometry';
import type { GeoConfig } from '../config/env.js';
import type { Clock } from '../lib/clock.js';
import { esriToGeoJson } from './esri-json.js';
import type { LayerDefinition, LiveQuery } from './layer-catalogue.js';
import { UpstreamError, type UpstreamProxy, type UpstreamResponse } from './upstream-proxy.js';

/** Most features one sub-layer query asks for: enough for a zoomed-in view, never a national layer. */
export const MAX_FEATURES_PER_QUERY = 2_000;

const EPSG_3006_URI = 'http://www.opengis.net/def/crs/EPSG/0/3006';

export interface LiveSource {
  /** Whether the layer can be served here: Lantmäteriet layers need credentials. */
  canServe(definition: LayerDefinition): boolean;
  features(definition: LayerDefinition, extent: Extent): Promise<Feature[]>;
  /** Whether the topographic web map (WMTS) can be proxied: it needs Lantmäteriet's token. */
  readonly hasTiles: boolean;
  tile(z: number, y: number, x: number): Promise<UpstreamResponse>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** OAuth2 client credentials at Lantmäteriet's API portal: one token, renewed a minute before it ends. */
function lantmaterietToken(proxy: UpstreamProxy, geo: GeoConfig, clock: Clock): () => Promise<string> {
  let cached: { token: string; until: number } | undefined;
  return async () => {
    if (cached !== undefined && cached.until > clock.now().getTime()) return cached.token;
    const { consumerKey = '', consumerSecret = '' } = geo.live.lantmateriet;
    const answer = await proxy.json({
      url: `${geo.live.origins.lantmateriet}/token`,
      headers: {
        authorization: `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}`,
      },
      form: { grant_type: 'client_credentials' },
    });
    if (!isRecord(answer) || typeof answer.access_token !== 'string') throw new UpstreamError('failed');
    const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 3_600;
    cached = { token: answer.access_token, until: clock.now().getTime() + Math.max(0, seconds - 60) * 1_000 };
    return cached.token;
  };
}

/** GeoJSON features of an upstream answer, each given the sub-layer's style key and an id. */
function geoJsonFeatures(answer: unknown, query: LiveQuery): Feature[] {
  if (!isRecord(answer) || !Array.isArray(answer.features)) throw new UpstreamError('failed');
  return (answer.features as unknown[]).filter(isRecord).flatMap((feature, index) => {
    if (!isRecord(feature.geometry)) return [];
    const id = typeof feature.id === 'string' || typeof feature.id === 'number' ? feature.id : index;
    return [
      {
        type: 'Feature' as const,
        id: `${query.styleKey}-${String(id)}`,
        geometry: feature.geometry as Feature['geometry'],
        properties: { ...(isRecord(feature.properties) ? feature.properties : {}), styleKey: query.styleKey },
      },
    ];
  });
}

export function createLiveSource(proxy: UpstreamProxy, geo: GeoConfig, clock: Clock): LiveSource {
  const { origins, lantmateriet } = geo.live;
  const hasLantmaterietAccount =
    lantmateriet.consumerKey !== undefined && lantmateriet.consumerSecret !== undefined;
  const token = lantmaterietToken(proxy, geo, clock);
  const layerResources = new Map<string, Promise<number>>();

  /** The layer resource's maxRecordCount, read once through the proxy (which patches its formats). */
  const maxRecords = (url: string): Promise<number> => {
    let entry = layerResources.get(url);
    if (entry === undefined) {
      entry = proxy.json({ url, params: { f: 'json' } }).then((resource) => {
        const count = isRecord(resource) ? resource.maxRecordCount : undefined;
        return typeof count === 'number' && count > 0 ? Math.min(count, MAX_FEATURES_PER_QUERY) : 1_000;
      });
      entry.catch(() => layerResources.delete(url));
      layerResources.set(url, entry);
    }
    return entry;
  };

  async function query(item: LiveQuery, extent: Extent): Promise<Feature[]> {
    const bbox = extent.join(',');
    switch (item.kind) {
      case 'wfs': {
        const answer = await proxy.json({
          url: `${origins[item.provider]}${item.path}`,
          params: {
            service: 'WFS',
            version: '2.0.0',
            request: 'GetFeature',
            typeNames: item.typeName,
            outputFormat: 'application/json',
            srsName: 'EPSG:3006',
            // "EPSG:3006" (not the URN) keeps GeoServer's easting,northing order.
            bbox: `${bbox},EPSG:3006`,
            count: String(MAX_FEATURES_PER_QUERY),
          },
        });
        return geoJsonFeatures(answer, item);
      }
      case 'arcgis': {
        const layerUrl = `${origins[item.provider]}${item.layerPath}`;
        const answer = await proxy.json({
          url: `${layerUrl}/query`,
          params: {
            where: '1=1',
            geometry: bbox,
            geometryType: 'esriGeometryEnvelope',
            inSR: '3006',
            spatialRel: 'esriSpatialRelIntersects',
            outFields: '*',
            returnGeometry: 'true',
            outSR: '3006',
            resultRecordCount: String(await maxRecords(layerUrl)),
            // JSON, as the patched layer resource declares (see upstream-proxy.ts).
            f: 'json',
          },
        });
        // ArcGIS Server reports errors with status 200 and an `error` member.
        if (!isRecord(answer) || !Array.isArray(answer.features) || 'error' in answer) {
          throw new UpstreamError('failed');
        }
        return esriToGeoJson(answer.features as never[], item.styleKey).map((feature) => ({
          ...feature,
          properties: { ...feature.properties, styleKey: item.styleKey },
        }));
      }
      case 'ogc-features': {
        const answer = await proxy.json({
          url: `${origins.lantmateriet}${item.itemsPath}`,
          params: {
            bbox,
            'bbox-crs': EPSG_3006_URI,
            crs: EPSG_3006_URI,
            limit: String(MAX_FEATURES_PER_QUERY),
            f: 'json',
          },
          headers: { authorization: `Bearer ${await token()}` },
        });
        return geoJsonFeatures(answer, item);
      }
    }
  }

  const needsAccount = (definition: LayerDefinition): boolean =>
    definition.source.kind === 'external' &&
    definition.source.live.some((item) => item.kind === 'ogc-features');

  return {
    canServe: (definition) => !needsAccount(definition) || hasLantmaterietAccount,
    async features(definition, extent) {
      if (definition.source.kind !== 'external') return [];
      const parts = await Promise.all(definition.source.live.map((item) => query(item, extent)));
      return parts.flat();
    },
    hasTiles: lantmateriet.topowebbToken !== undefined,
    tile(z, y, x) {
      const tokenPart = encodeURIComponent(lantmateriet.topowebbToken ?? '');
      return proxy.fetch({
        url: `${origins.lantmateriet}/open/topowebb-ccby/v1/wmts/token/${tokenPart}/1.0.0/topowebb/default/3006/${String(z)}/${String(y)}/${String(x)}.png`,
      });
    },
  };
}
