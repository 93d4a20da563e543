import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  FeatureCollectionSchema,
  type Extent,
  type Feature,
  type FeatureCollection,
} from '#contracts/geometry';
import { HttpError } from '../plugins/http-errors.js';
import { intersects } from './bbox.js';

/** The bundled synthetic layers and base map (server/src/geo/fixtures, made by scripts/generate-geo-fixtures.ts). */
export const BASEMAP_FIXTURES = { land: 'basemap-land.geojson', region: 'basemap-region.geojson' } as const;
export const PROPERTY_FIXTURE = 'fastigheter.geojson';

const UNAVAILABLE = 'Kartdata går inte att läsa just nu. Försök igen om en stund.';

interface IndexedFeature {
  readonly feature: Feature;
  readonly extent: Extent;
}

function extentOf(coordinates: unknown, extent: Extent = [Infinity, Infinity, -Infinity, -Infinity]): Extent {
  if (Array.isArray(coordinates) && typeof coordinates[0] === 'number') {
    const [e, n] = coordinates as [number, number];
    return [Math.min(extent[0], e), Math.min(extent[1], n), Math.max(extent[2], e), Math.max(extent[3], n)];
  }
  return (coordinates as unknown[]).reduce<Extent>((acc, part) => extentOf(part, acc), extent);
}

export interface FixtureStore {
  /** The whole file, validated; a missing or broken file is a 503 (the health check's `gis` shows it too). */
  collection(file: string): Promise<FeatureCollection>;
  /** The file's features whose bounding box meets the extent. */
  within(file: string, extent: Extent): Promise<Feature[]>;
}

/** Reads fixture files once and keeps them, each feature with its bounding box for the extent filter. */
export function createFixtureStore(dir: string): FixtureStore {
  const cache = new Map<string, Promise<{ collection: FeatureCollection; indexed: IndexedFeature[] }>>();
  const load = (file: string) => {
    let entry = cache.get(file);
    if (entry === undefined) {
      entry = readFile(join(dir, file), 'utf8')
        .then((text) => {
          const collection = FeatureCollectionSchema.parse(JSON.parse(text));
          const indexed = collection.features.map((feature) => ({
            feature,
            extent: extentOf(feature.geometry.coordinates),
          }));
          return { collection, indexed };
        })
        .catch(() => {
          throw new HttpError(503, 'GEO_UNAVAILABLE', UNAVAILABLE);
        });
      // A failed read is not remembered: the next request tries again.
      entry.catch(() => cache.delete(file));
      cache.set(file, entry);
    }
    return entry;
  };
  return {
    collection: async (file) => (await load(file)).collection,
    within: async (file, extent) =>
      (await load(file)).indexed
        .filter((item) => intersects(item.extent, extent))
        .map((item) => item.feature),
  };
}
