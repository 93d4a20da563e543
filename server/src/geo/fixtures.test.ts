import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import GeometryFactory from 'jsts/org/locationtech/jts/geom/GeometryFactory.js';
import GeoJSONReader from 'jsts/org/locationtech/jts/io/GeoJSONReader.js';
import IsValidOp from 'jsts/org/locationtech/jts/operation/valid/IsValidOp.js';
import { describe, expect, it } from 'vitest';
import { FeatureCollectionSchema, SWEDEN_BOUNDS, type Feature, type Geometry } from '#contracts/geometry';
import { testConfig } from '../testing/test-app.js';
import { BASEMAP_FIXTURES, PROPERTY_FIXTURE } from './fixture-store.js';
import { LAYER_CATALOGUE } from './layer-catalogue.js';

const DIR = testConfig().geo.fixturesDir;
const FILES = readdirSync(DIR).filter((name) => name.endsWith('.geojson'));

const reader = new GeoJSONReader(new GeometryFactory()) as unknown as { read(geometry: Geometry): unknown };
const validationError = (geometry: Geometry): string | undefined => {
  const op = new IsValidOp(reader.read(geometry)) as unknown as {
    isValid(): boolean;
    getValidationError(): { toString(): string } | null;
  };
  return op.isValid() ? undefined : op.getValidationError()?.toString();
};

const load = (file: string): Feature[] =>
  FeatureCollectionSchema.parse(JSON.parse(readFileSync(join(DIR, file), 'utf8'))).features;

function positionsOf(coordinates: unknown): [number, number][] {
  if (Array.isArray(coordinates) && typeof coordinates[0] === 'number')
    return [coordinates as [number, number]];
  return (coordinates as unknown[]).flatMap(positionsOf);
}

const layerFixtures = LAYER_CATALOGUE.flatMap((layer) =>
  layer.source.kind === 'external' ? [{ layer, file: layer.source.fixture }] : [],
);

describe('the map fixtures', () => {
  it('are the files the registry, base map and search read, and nothing else', () => {
    expect(FILES.sort()).toEqual(
      [
        ...layerFixtures.map(({ file }) => file),
        BASEMAP_FIXTURES.land,
        BASEMAP_FIXTURES.region,
        PROPERTY_FIXTURE,
      ].sort(),
    );
  });

  it.each(FILES)(
    '%s is a GeoJSON FeatureCollection in SWEREF 99 TM inside Sweden, with valid polygons',
    (file) => {
      expect(statSync(join(DIR, file)).size).toBeLessThan(300_000);
      const features = load(file);
      expect(features.length).toBeGreaterThan(0);
      const ids = features.map((feature) => feature.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const feature of features) {
        for (const [e, n] of positionsOf(feature.geometry.coordinates)) {
          expect(e).toBeGreaterThanOrEqual(SWEDEN_BOUNDS.minE);
          expect(e).toBeLessThanOrEqual(SWEDEN_BOUNDS.maxE);
          expect(n).toBeGreaterThanOrEqual(SWEDEN_BOUNDS.minN);
          expect(n).toBeLessThanOrEqual(SWEDEN_BOUNDS.maxN);
        }
        if (feature.geometry.type === 'Polygon' || feature.geometry.type === 'MultiPolygon') {
          expect(validationError(feature.geometry), `${file} ${String(feature.id)}`).toBeUndefined();
        }
      }
    },
  );

  it('flag every made-up feature as synthetic; only Natural Earth’s land is real', () => {
    for (const file of FILES) {
      for (const { properties } of load(file)) {
        if (file === BASEMAP_FIXTURES.land)
          expect(properties).toMatchObject({ synthetic: false, kind: 'land' });
        else expect(properties.synthetic).toBe(true);
      }
    }
  });

  it.each(layerFixtures)('$file draws only with styles its layer’s legend explains', ({ layer, file }) => {
    const legend = new Set(layer.legend.map((row) => row.style));
    for (const { properties } of load(file)) expect(legend).toContain(properties.styleKey);
  });

  it('have irregular shapes: a polygon with a hole, a MultiPolygon and all five antikvarisk bedömningar', () => {
    const all = layerFixtures.flatMap(({ file }) => load(file));
    expect(all.some((f) => f.geometry.type === 'Polygon' && f.geometry.coordinates.length > 1)).toBe(true);
    expect(all.some((f) => f.geometry.type === 'MultiPolygon')).toBe(true);
    const remains = load('fornlamningar.geojson');
    expect(new Set(remains.map((f) => f.properties.antikvarisk_bedomning)).size).toBe(5);
    expect(remains.some((f) => f.geometry.type === 'Point')).toBe(true);
    expect(remains.some((f) => f.geometry.type === 'Polygon')).toBe(true);
  });

  it('name neighbouring properties with clearly made-up designations, never a demo estate', () => {
    const designations = load(PROPERTY_FIXTURE).map((f) => String(f.properties.beteckning));
    expect(designations.length).toBeGreaterThan(5);
    for (const designation of designations) {
      expect(designation).toMatch(/(Exempel|Prov)[a-zåäö]* \d+:\d+$/);
      expect(designation).not.toMatch(/Ekeby|Viggeby|Brunnsberg/);
    }
  });

  it('give the base map land, forest, water, roads and the demo regions’ place names', () => {
    const kinds = new Set(load(BASEMAP_FIXTURES.region).map((f) => f.properties.kind));
    for (const kind of ['forest', 'open', 'water', 'watercourse', 'road', 'place', 'urban'])
      expect(kinds).toContain(kind);
    const names = load(BASEMAP_FIXTURES.region).flatMap((f) =>
      f.properties.kind === 'place' ? [f.properties.name] : [],
    );
    expect(names).toEqual(
      expect.arrayContaining(['Storvreta', 'Björklinge', 'Ekeby', 'Viggeby', 'Älvdalen']),
    );
  });
});
