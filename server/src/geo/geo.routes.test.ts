import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { BBOX_ERROR, GeoSearchResultSchema, LAYER_IDS, LayerRegistrySchema } from '#contracts/geo';
import { FeatureCollectionSchema } from '#contracts/geometry';
import { type TestApp } from '../testing/test-app.js';
import { portalForTests } from '../testing/portal-for-tests.js';
import { BBOX_OUTSIDE_SWEDEN, BBOX_TOO_LARGE } from './bbox.js';
import type { Role } from '#contracts/roles';
import type { Polygon, Position } from '#contracts/geometry';
import type { Queryable } from '../db/database.js';
import { insertBusiness, insertEstate, insertSbo } from '../db/seed/business-builders.js';
import { insertPerson, insertPersonStakeholder, type PersonRow } from '../db/seed/builders.js';
import { insertMandate } from '../db/seed/mandates-builders.js';
import { signIn } from '../testing/sign-in.js';
import { testClock } from '../testing/test-clock.js';

/** 09:00 in Sweden on 23 November 2026. */
const geoClock = () => testClock(new Date('2026-11-23T08:00:00Z'));

/** A square boundary of `side` metres around a centre, counter-clockwise. */
function square([e, n]: Position, side: number): Polygon {
  const h = side / 2;
  return {
    type: 'Polygon',
    coordinates: [
      [
        [e - h, n - h],
        [e + h, n - h],
        [e + h, n + h],
        [e - h, n + h],
        [e - h, n - h],
      ],
    ],
  };
}

async function setBoundary(db: Queryable, estateId: string, boundary: Polygon): Promise<void> {
  const positions = boundary.coordinates.flat();
  const es = positions.map(([e]) => e);
  const ns = positions.map(([, n]) => n);
  await db.query(
    `UPDATE estate SET boundary = $2::jsonb, min_e = $3, min_n = $4, max_e = $5, max_n = $6 WHERE id = $1`,
    [estateId, JSON.stringify(boundary), Math.min(...es), Math.min(...ns), Math.max(...es), Math.max(...ns)],
  );
}

/**
 * Karin with Ekeby and Viggeby north of Uppsala, Olle with an estate right beside hers, and Sven whose
 * mandate from Karin covers Viggeby only. Each estate has a boundary.
 */
async function insertGeoWorld(test: TestApp, clock = geoClock()) {
  const { db } = test;
  const sbo = await insertSbo(db);
  const karin = await insertPerson(db, { givenName: 'Karin', surname: 'Lindqvist' });
  const karins = await insertPersonStakeholder(db, karin);
  const business = await insertBusiness(db, karins, sbo, null);
  const ekeby = await insertEstate(db, business, { designation: 'Uppsala Ekeby 2:7' });
  const viggeby = await insertEstate(db, business, { designation: 'Uppsala Viggeby 4:3' });
  await setBoundary(db, ekeby.id, square([650_600, 6_650_400], 800));
  await setBoundary(db, viggeby.id, square([652_300, 6_651_600], 620));

  const olle = await insertPerson(db, { givenName: 'Olle', surname: 'Granqvist' });
  const olles = await insertPersonStakeholder(db, olle);
  const olleBusiness = await insertBusiness(db, olles, sbo, null);
  const neighbour = await insertEstate(db, olleBusiness, { designation: 'Uppsala Ekeby 3:1' });
  await setBoundary(db, neighbour.id, square([649_700, 6_650_400], 700));

  const sven = await insertPerson(db, { givenName: 'Sven', surname: 'Berglund' });
  await insertMandate(db, karins, sven, { estates: [viggeby] });

  const session = (person: PersonRow, stakeholderId: string, roles: Role[]) =>
    signIn(test, { personId: person.id, stakeholderId, roles }, clock);
  return {
    estates: { ekeby, viggeby, neighbour },
    asKarin: await session(karin, karins.id, ['Member']),
    asOlle: await session(olle, olles.id, ['Member']),
    asSven: await session(sven, karins.id, ['DelegatedRight']),
    asStaff: await session(await insertPerson(db, { givenName: 'Vera', surname: 'Visare' }), karins.id, [
      'Viewer',
    ]),
  };
}

const NEAR_EKEBY = '649000,6649000,653000,6653000';
const FAR_NORTH = '750000,7500000,760000,7510000';

describe('the geo API in fixtures mode', () => {
  let world: Awaited<ReturnType<typeof insertGeoWorld>>;
  const clock = geoClock();
  const get = (url: string, cookie?: string) =>
    test.app.inject({ url, headers: cookie === undefined ? {} : { cookie } });
  const features = (layer: string, bbox: string, cookie = world.asKarin) =>
    get(`/api/geo/layers/${layer}/features?bbox=${bbox}`, cookie);
  const designationsOf = async (layer: string, cookie: string) =>
    FeatureCollectionSchema.parse((await features(layer, NEAR_EKEBY, cookie)).json()).features.map(
      (feature) => feature.properties.designation,
    );

  const test = portalForTests({ clock });
  beforeAll(async () => {
    world = await insertGeoWorld(test, clock);
  });

  it('describes every layer of the map, synthetic, with the offline base map', async () => {
    const response = await get('/api/geo/layers', world.asKarin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const registry = LayerRegistrySchema.parse(response.json());
    expect(registry).toMatchObject({ crs: 'EPSG:3006', mode: 'fixtures', baseMap: { kind: 'vector' } });
    expect(registry.layers.map((layer) => layer.id)).toEqual([...LAYER_IDS]);
    const protectedNature = registry.layers.find((layer) => layer.id === 'skyddad-natur');
    expect(protectedNature).toMatchObject({
      title: 'Skyddad natur',
      synthetic: true,
      visibleByDefault: true,
    });
    expect(registry.layers.find((layer) => layer.id === 'fastighetsomrade')?.synthetic).toBe(false);
  });

  it('answers anyone not signed in 401 on every geo call', async () => {
    for (const url of [
      '/api/geo/layers',
      `/api/geo/layers/skyddad-natur/features?bbox=${NEAR_EKEBY}`,
      '/api/geo/basemap',
      '/api/geo/search?q=ekeby',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Du är inte inloggad.' });
    }
  });

  it('gives a layer’s synthetic features in the extent, and 204 where there are none', async () => {
    const response = await features('skyddad-natur', NEAR_EKEBY);
    expect(response.statusCode).toBe(200);
    const collection = FeatureCollectionSchema.parse(response.json());
    expect(collection.features.map((feature) => feature.properties.styleKey)).toEqual(
      expect.arrayContaining(['naturreservat', 'biotopskydd', 'naturvardsavtal']),
    );
    expect(collection.features.every((feature) => feature.properties.synthetic === true)).toBe(true);
    expect(collection.features.some((f) => f.properties.KOMMUN === 'Älvdalen')).toBe(false);

    const remains = FeatureCollectionSchema.parse(
      (await features('fornlamningar', '652000,6651300,652600,6651900')).json(),
    );
    expect(remains.features.map((f) => f.properties.lamningsnummer)).toContain('L9999:02');
    expect((await features('skyddad-natur', FAR_NORTH)).statusCode).toBe(204);
    expect((await features('fjallnara-skog', '390000,6830000,410000,6850000')).statusCode).toBe(200);
  });

  it('refuses a bad extent with a Swedish message that says what is wrong', async () => {
    const cases: [string, string][] = [
      ['abc', BBOX_ERROR],
      ['650000,6650000,651000', BBOX_ERROR],
      ['651000,6650000,650000,6651000', BBOX_ERROR],
      ['17.6,59.8,17.7,59.9', BBOX_OUTSIDE_SWEDEN],
      ['400000,6500000,700000,6700000', BBOX_TOO_LARGE],
    ];
    for (const [bbox, message] of cases) {
      const response = await features('skyddad-natur', encodeURIComponent(bbox));
      expect(response.statusCode, bbox).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { bbox: [message] } });
    }
    const missing = await get('/api/geo/layers/skyddad-natur/features', world.asKarin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fieldErrors: { bbox: [BBOX_ERROR] } });
  });

  it('answers 404 for a layer that does not exist', async () => {
    const response = await features('fastigheter', NEAR_EKEBY);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Kartlagret finns inte.' });
  });

  it('shows each member only their own property boundaries', async () => {
    expect(await designationsOf('fastighetsomrade', world.asKarin)).toEqual([
      'Uppsala Ekeby 2:7',
      'Uppsala Viggeby 4:3',
    ]);
    expect(await designationsOf('fastighetsomrade', world.asOlle)).toEqual(['Uppsala Ekeby 3:1']);
    const karins = FeatureCollectionSchema.parse((await features('fastighetsomrade', NEAR_EKEBY)).json());
    expect(karins.features[0]?.geometry).toEqual(square([650_600, 6_650_400], 800));
    expect((await features('fastighetsomrade', FAR_NORTH)).statusCode).toBe(204);
  });

  it('shows a representative only the estates their mandate covers', async () => {
    expect(await designationsOf('fastighetsomrade', world.asSven)).toEqual(['Uppsala Viggeby 4:3']);
  });

  it('answers 204 for an own-data layer whose feature serves nothing here', async () => {
    expect((await features('egna-punkter', NEAR_EKEBY)).statusCode).toBe(204);
  });

  it('gives the offline base map: land, roads, water and the demo regions’ names', async () => {
    const response = await get('/api/geo/basemap', world.asKarin);
    expect(response.statusCode).toBe(200);
    const { features: all } = FeatureCollectionSchema.parse(response.json());
    const kinds = new Set(all.map((feature) => feature.properties.kind));
    for (const kind of ['land', 'forest', 'water', 'road', 'place']) expect(kinds).toContain(kind);
    expect(all.map((feature) => feature.properties.name)).toEqual(
      expect.arrayContaining(['Storvreta', 'Älvdalen']),
    );
  });

  it('sends the base map compressed to a browser that accepts it, and small answers as they are', async () => {
    const plain = await get('/api/geo/basemap', world.asKarin);
    const asked = (encoding: string, url = '/api/geo/basemap') =>
      test.app.inject({ url, headers: { cookie: world.asKarin, 'accept-encoding': encoding } });

    const brotli = await asked('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await asked('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await asked('br', '/api/geo/layers');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(LayerRegistrySchema.parse(small.json()).layers.length).toBeGreaterThan(0);
  });

  it('has no topographic tiles offline', async () => {
    const response = await get('/api/geo/basemap/tiles/5/10/12', world.asKarin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('finds the member’s own estates first, then made-up neighbours, never another member’s', async () => {
    const search = async (q: string, cookie = world.asKarin) => {
      const response = await get(`/api/geo/search?q=${encodeURIComponent(q)}`, cookie);
      return response.statusCode === 204 ? [] : GeoSearchResultSchema.parse(response.json()).results;
    };
    const ekeby = await search('ekeby');
    expect(ekeby.map((hit) => [hit.designation, hit.estateId])).toEqual([
      ['Uppsala Ekeby 2:7', world.estates.ekeby.id],
    ]);
    expect(ekeby[0]?.geometry).toEqual(square([650_600, 6_650_400], 800));

    const uppsala = await search('Uppsala');
    expect(uppsala.slice(0, 2).map((hit) => hit.estateId)).toEqual([
      world.estates.ekeby.id,
      world.estates.viggeby.id,
    ]);
    expect(uppsala.slice(2).every((hit) => hit.estateId === null)).toBe(true);
    expect(uppsala.some((hit) => hit.designation === 'Uppsala Ekeby 3:1')).toBe(false);

    const neighbours = await search('exempelby 1:');
    expect(neighbours.map((hit) => hit.designation)).toEqual([
      'Uppsala Exempelby 1:1',
      'Uppsala Exempelby 1:2',
      'Uppsala Exempelby 1:3',
    ]);
    expect((await search('uppsala', world.asSven)).filter((hit) => hit.estateId !== null)).toEqual([
      expect.objectContaining({ designation: 'Uppsala Viggeby 4:3' }),
    ]);
    expect(await search('Ekeby', world.asOlle)).toEqual([
      expect.objectContaining({ estateId: world.estates.neighbour.id }),
    ]);
    expect(await search('100%_')).toEqual([]);
  });

  it('answers a search with nothing found 204 and a too short one 400 in Swedish', async () => {
    expect((await get('/api/geo/search?q=Kiruna', world.asKarin)).statusCode).toBe(204);
    const short = await get('/api/geo/search?q=E', world.asKarin);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      fieldErrors: { q: ['Skriv minst två tecken av fastighetsbeteckningen.'] },
    });
  });

  it('records a staff member’s read of a member’s boundaries, not of the shared registry', async () => {
    const before = await test.db.query<{ route: string }>('SELECT route FROM audit_event');
    expect((await features('fastighetsomrade', NEAR_EKEBY, world.asStaff)).statusCode).toBe(200);
    expect((await get('/api/geo/layers', world.asStaff)).statusCode).toBe(200);
    const routes = (await test.db.query<{ route: string }>('SELECT route FROM audit_event')).map(
      (row) => row.route,
    );
    expect(routes.slice(before.length)).toEqual(['/api/geo/layers/:layerId/features']);
  });
});
