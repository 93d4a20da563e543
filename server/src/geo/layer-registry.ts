import type { LayerRegistry, MapLayer } from '#contracts/geo';
import type { Extent } from '#contracts/geometry';
import type { GeoConfig } from '../config/env.js';
import { BASEMAP_FIXTURES, PROPERTY_FIXTURE, type FixtureStore } from './fixture-store.js';
import { LAYER_CATALOGUE, type LayerDefinition } from './layer-catalogue.js';
import type { LiveSource } from './live-source.js';

/** The fixture region: north of Uppsala (Storvreta–Björklinge), where the demo estates Ekeby and Viggeby lie. */
export const FIXTURE_INITIAL_EXTENT: Extent = [646_000, 6_646_000, 656_000, 6_655_000];
/** Live mode opens on the whole country until the map goes to the member's estates. */
export const SWEDEN_EXTENT: Extent = [240_000, 6_130_000, 920_000, 7_680_000];

const FIXTURE_BASEMAP_ATTRIBUTION =
  'Bakgrundskarta: land från Natural Earth; terräng, vägar och namn i demoområdena är påhittade';
const LIVE_VECTOR_BASEMAP_ATTRIBUTION = 'Bakgrundskarta: Natural Earth';
const TOPOWEBB_ATTRIBUTION = '© Lantmäteriet (CC BY 4.0)';

function mapLayer(definition: LayerDefinition, mode: GeoConfig['mode']): MapLayer {
  const { source, liveMaxResolution, ...layer } = definition;
  return {
    ...layer,
    rendering: 'vector',
    ...(mode === 'live' && liveMaxResolution !== undefined ? { maxResolution: liveMaxResolution } : {}),
    synthetic: mode === 'fixtures' && source.kind === 'external',
  };
}

/**
 * The registry this environment answers `GET /api/geo/layers` with. Every layer draws as vectors fetched
 * by extent from our own API in both modes; live mode leaves out layers it cannot serve (fjällnära skog
 * needs a Lantmäteriet account) and uses Lantmäteriet's topographic tiles when a token is configured.
 */
export function layerRegistry(geo: GeoConfig, live: LiveSource | undefined): LayerRegistry {
  if (geo.mode === 'fixtures' || live === undefined) {
    return {
      crs: 'EPSG:3006',
      mode: 'fixtures',
      initialExtent: FIXTURE_INITIAL_EXTENT,
      layers: LAYER_CATALOGUE.map((definition) => mapLayer(definition, 'fixtures')),
      baseMap: { kind: 'vector', attribution: FIXTURE_BASEMAP_ATTRIBUTION },
    };
  }
  return {
    crs: 'EPSG:3006',
    mode: 'live',
    initialExtent: SWEDEN_EXTENT,
    layers: LAYER_CATALOGUE.filter((definition) => live.canServe(definition)).map((definition) =>
      mapLayer(definition, 'live'),
    ),
    baseMap: live.hasTiles
      ? { kind: 'tiles', attribution: TOPOWEBB_ATTRIBUTION }
      : { kind: 'vector', attribution: LIVE_VECTOR_BASEMAP_ATTRIBUTION },
  };
}

/** Every fixture file the registry names, the base map and the property boundaries: all must load. */
export async function fixturesLoad(store: FixtureStore): Promise<void> {
  const files = [
    ...LAYER_CATALOGUE.flatMap((definition) =>
      definition.source.kind === 'external' ? [definition.source.fixture] : [],
    ),
    BASEMAP_FIXTURES.land,
    BASEMAP_FIXTURES.region,
    PROPERTY_FIXTURE,
  ];
  await Promise.all(files.map((file) => store.collection(file)));
}
