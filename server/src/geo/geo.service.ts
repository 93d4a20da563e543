import type { GeoSearchResult, LayerId, LayerRegistry } from '#contracts/geo';
import { AreaGeometrySchema, type Extent, type Feature, type FeatureCollection } from '#contracts/geometry';
import type { GeoConfig } from '../config/env.js';
import type { Queryable } from '../db/database.js';
import { swedishDay } from '../lib/clock.js';
import type { Actor } from '../plugins/actor.js';
import { visibleEstateIds } from '../plugins/estate-scope.js';
import { createEstateGeoRepository, SEARCH_LIMIT } from './estate-geo.repository.js';
import { BASEMAP_FIXTURES, PROPERTY_FIXTURE, type FixtureStore } from './fixture-store.js';
import { isLayerId, layerDefinition } from './layer-catalogue.js';
import { layerRegistry } from './layer-registry.js';
import type { LiveSource } from './live-source.js';
import { UpstreamError, type UpstreamResponse } from './upstream-proxy.js';

/** A layer of the member's own data, served by its feature (custom points, forest overview). */
export type OwnLayerProvider = (actor: Actor, bbox: Extent, today: string) => Promise<FeatureCollection>;

export interface GeoServiceDependencies {
  readonly geo: GeoConfig;
  readonly db: Queryable;
  readonly fixtures: FixtureStore;
  /** Set in live mode only. */
  readonly live: LiveSource | undefined;
  readonly ownLayers: Partial<Record<LayerId, OwnLayerProvider>>;
}

type SearchHit = GeoSearchResult['results'][number];

/** What the geo routes answer, whichever source (fixtures, live services, our database) is behind it. */
export function createGeoService({ geo, db, fixtures, live, ownLayers }: GeoServiceDependencies) {
  const estates = createEstateGeoRepository(db);
  const registry = layerRegistry(geo, live);
  const served = new Set(registry.layers.map((layer) => layer.id));

  const ownEstateIds = (actor: Actor, now: Date) => visibleEstateIds(db, actor, swedishDay(now));

  /** Neighbouring properties of the fixture region, matched on their designation (fixtures mode only). */
  async function fixtureProperties(text: string, exclude: ReadonlySet<string>): Promise<SearchHit[]> {
    const needle = text.toLocaleLowerCase('sv-SE');
    const { features } = await fixtures.collection(PROPERTY_FIXTURE);
    return features.flatMap((feature) => {
      const designation = feature.properties.beteckning;
      const geometry = AreaGeometrySchema.safeParse(feature.geometry);
      if (typeof designation !== 'string' || !geometry.success || exclude.has(designation)) return [];
      if (!designation.toLocaleLowerCase('sv-SE').includes(needle)) return [];
      const municipality = typeof feature.properties.kommun === 'string' ? feature.properties.kommun : '';
      return [{ designation, municipality, estateId: null, geometry: geometry.data }];
    });
  }

  return {
    registry: (): LayerRegistry => registry,

    /** The layer's features in the extent, or undefined for a layer this environment does not have. */
    async features(
      layerId: string,
      extent: Extent,
      actor: Actor | undefined,
      now: Date,
    ): Promise<Feature[] | undefined> {
      const definition = layerDefinition(layerId);
      if (definition === undefined || !isLayerId(layerId) || !served.has(layerId)) return undefined;
      if (definition.source.kind === 'own') {
        if (actor === undefined) return [];
        if (layerId === 'fastighetsomrade') {
          return estates.boundariesWithin(await ownEstateIds(actor, now), extent);
        }
        const provider = ownLayers[layerId];
        return provider === undefined ? [] : (await provider(actor, extent, swedishDay(now))).features;
      }
      if (geo.mode === 'live' && live !== undefined) return live.features(definition, extent);
      return fixtures.within(definition.source.fixture, extent);
    },

    /** Land everywhere; in fixtures mode also the demo regions' synthetic topography. */
    async baseMap(): Promise<FeatureCollection> {
      const land = await fixtures.collection(BASEMAP_FIXTURES.land);
      if (geo.mode === 'live') return land;
      const region = await fixtures.collection(BASEMAP_FIXTURES.region);
      return { type: 'FeatureCollection', features: [...land.features, ...region.features] };
    },

    /** A topographic tile in live mode with a token; undefined when there are none or the tile is not there. */
    async tile(z: number, y: number, x: number): Promise<UpstreamResponse | undefined> {
      if (live === undefined || !live.hasTiles) return undefined;
      const tile = await live.tile(z, y, x);
      if (tile.status === 404 || tile.status === 400) return undefined;
      if (tile.status < 200 || tile.status > 299 || !tile.contentType.startsWith('image/')) {
        throw new UpstreamError('failed');
      }
      return tile;
    },

    /**
     * The actor's own estates first (those `visibleEstateIds` allows), then in fixtures mode the made-up
     * neighbouring properties. Live mode searches own estates only: Lantmäteriet's designation search
     * (Registerbeteckning Direkt) needs an agreement with special terms and is not connected.
     */
    async search(text: string, actor: Actor | undefined, now: Date): Promise<SearchHit[]> {
      const own = actor === undefined ? [] : await estates.search(await ownEstateIds(actor, now), text);
      const results: SearchHit[] = own.map((hit) => ({ ...hit }));
      if (geo.mode === 'fixtures') {
        results.push(...(await fixtureProperties(text, new Set(own.map((hit) => hit.designation)))));
      }
      return results.slice(0, SEARCH_LIMIT);
    },
  };
}
