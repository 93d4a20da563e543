import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LayerRegistrySchema } from '#contracts/geo';
import { FeatureCollectionSchema } from '#contracts/geometry';
import { insertBusiness, insertEstate, insertSbo } from '../db/seed/business-builders.js';
import { insertPerson, insertPersonStakeholder } from '../db/seed/builders.js';
import { signIn } from '../testing/sign-in.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TILE_TOKEN = 'tile-token-7f3a';
const BBOX = '650000,6650000,651000,6651000';
const square = (e: number, n: number, side: number, clockwise = false) => {
  const ring = [
    [e, n],
    [e + side, n],
    [e + side, n + side],
    [e, n + side],
    [e, n],
  ];
  return clockwise ? ring.reverse() : ring;
};

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

/** Stands in for Naturvårdsverket, Skogsstyrelsen, RAÄ and Lantmäteriet on one local port. */
function answer(url: URL, request: IncomingMessage, response: ServerResponse): void {
  const json = (value: unknown, status = 200) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(value));
  };
  const path = url.pathname;
  if (path.endsWith('/wfs')) {
    const typeName = url.searchParams.get('typeNames') ?? '';
    if (typeName === 'Vattenskyddsomrade') {
      setTimeout(() => json({ type: 'FeatureCollection', features: [] }), 1_500);
      return;
    }
    json({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: `${typeName}.1`,
          geometry: { type: 'Polygon', coordinates: [square(650_100, 6_650_100, 300)] },
          properties: { NAMN: `Riktigt ${typeName}` },
        },
      ],
    });
  } else if (/\/MapServer\/0$/.test(path)) {
    json({ maxRecordCount: 500, supportedQueryFormats: 'JSON, geoJSON, PBF' });
  } else if (path.endsWith('/MapServer/0/query')) {
    json({
      features: [
        {
          attributes: { OBJECTID: 17, Beteckn: 'BS 1-2024' },
          geometry: { rings: [square(650_200, 6_650_200, 400, true), square(650_300, 6_650_300, 100)] },
        },
      ],
    });
  } else if (path === '/token') {
    const expected = `Basic ${Buffer.from('lm-key:lm-secret').toString('base64')}`;
    if (request.headers.authorization === expected) json({ access_token: 'lm-access', expires_in: 3600 });
    else json({ error: 'invalid_client' }, 401);
  } else if (path.endsWith('/gransforfjallnaraskog/v1/items')) {
    if (request.headers.authorization !== 'Bearer lm-access') {
      json({}, 401);
      return;
    }
    json({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 1,
          geometry: { type: 'Polygon', coordinates: [square(650_000, 6_650_000, 900)] },
          properties: {},
        },
      ],
    });
  } else if (
    path === `/open/topowebb-ccby/v1/wmts/token/${TILE_TOKEN}/1.0.0/topowebb/default/3006/5/10/12.png`
  ) {
    response.setHeader('content-type', 'image/png');
    response.end(PNG);
  } else if (path === '/health') {
    json({ ok: true });
  } else {
    json({ error: 'not found' }, 404);
  }
}

describe('the geo API in live mode, against a local stand-in for the public services', () => {
  let upstream: Server;
  let test: TestApp;
  let cookie: string;
  const seen: Seen[] = [];

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      seen.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
      });
      answer(url, request, response);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    const local = `http://127.0.0.1:${String(port)}`;
    test = await buildTestApp({
      env: {
        GEO_MODE: 'live',
        GEO_HEALTH_URL: `${local}/health`,
        // RAÄ is pointed at a host that is not allow-listed: the proxy must refuse to call it.
        GEO_LIVE_ORIGINS: `naturvardsverket=${local},skogsstyrelsen=${local},lantmateriet=${local},raa=http://localhost:${String(port)}`,
        GEO_ALLOWED_HOSTS: `127.0.0.1:${String(port)}`,
        GEO_UPSTREAM_TIMEOUT_MS: '300',
        GEO_LANTMATERIET_TOKEN: TILE_TOKEN,
        GEO_LANTMATERIET_CONSUMER_KEY: 'lm-key',
        GEO_LANTMATERIET_CONSUMER_SECRET: 'lm-secret',
      },
    });
    const karin = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    const karins = await insertPersonStakeholder(test.db, karin);
    await insertEstate(test.db, await insertBusiness(test.db, karins, await insertSbo(test.db), null), {
      designation: 'Uppsala Ekeby 2:7',
    });
    cookie = await signIn(test, { personId: karin.id, stakeholderId: karins.id, roles: ['Member'] });
  });
  afterAll(async () => {
    await test.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
  });

  const get = (url: string) => test.app.inject({ url, headers: { cookie } });
  const features = (layer: string) => get(`/api/geo/layers/${layer}/features?bbox=${BBOX}`);

  it('describes the live layers: real data, fetched when zoomed in, on Lantmäteriet’s tiles', async () => {
    const registry = LayerRegistrySchema.parse((await get('/api/geo/layers')).json());
    expect(registry).toMatchObject({
      mode: 'live',
      baseMap: { kind: 'tiles', attribution: '© Lantmäteriet (CC BY 4.0)' },
    });
    expect(registry.layers.every((layer) => !layer.synthetic)).toBe(true);
    expect(registry.layers.find((layer) => layer.id === 'fornlamningar')?.maxResolution).toBe(16);
    expect(registry.layers.map((layer) => layer.id)).toContain('fjallnara-skog');
  });

  it('merges every protected-nature service into one collection in SWEREF 99 TM, styled per source', async () => {
    const response = await features('skyddad-natur');
    expect(response.statusCode).toBe(200);
    const collection = FeatureCollectionSchema.parse(response.json());
    expect(collection.features.map((feature) => feature.properties.styleKey)).toEqual([
      'nationalpark',
      'naturreservat',
      'naturreservat',
      'natura2000',
      'natura2000',
      'biotopskydd',
      'biotopskydd',
      'naturvardsavtal',
    ]);
    const wfs = seen.find((request) => request.query.get('typeNames') === 'Naturreservat');
    expect(Object.fromEntries(wfs?.query ?? [])).toMatchObject({
      service: 'WFS',
      request: 'GetFeature',
      outputFormat: 'application/json',
      srsName: 'EPSG:3006',
      bbox: `${BBOX},EPSG:3006`,
    });
    expect(wfs?.path).toBe('/naturvardsregistret/wfs');
  });

  it('reads ArcGIS layers as JSON, as their patched layer resource declares, and converts rings', async () => {
    const collection = FeatureCollectionSchema.parse((await features('vatmarker')).json());
    const query = seen.find((request) =>
      request.path.endsWith('/GeodataportalVisaSumpskog/MapServer/0/query'),
    );
    expect(query?.query.get('f')).toBe('json');
    expect(query?.query.get('outSR')).toBe('3006');
    expect(query?.query.get('resultRecordCount')).toBe('500');
    expect(collection.features).toEqual([
      {
        type: 'Feature',
        id: 'sumpskog-17',
        geometry: {
          type: 'Polygon',
          coordinates: [square(650_200, 6_650_200, 400), square(650_300, 6_650_300, 100, true)],
        },
        properties: { OBJECTID: 17, Beteckn: 'BS 1-2024', styleKey: 'sumpskog' },
      },
    ]);
  });

  it('adds Lantmäteriet’s credentials on the server and reuses the token', async () => {
    expect((await features('fjallnara-skog')).statusCode).toBe(200);
    expect((await features('fjallnara-skog')).statusCode).toBe(200);
    expect(seen.filter((request) => request.path === '/token')).toHaveLength(1);
    expect(seen.filter((request) => request.headers.authorization === 'Bearer lm-access')).toHaveLength(2);
  });

  it('answers 504 in Swedish when a service does not answer in time', async () => {
    const response = await features('vattenskydd');
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      code: 'GEO_UPSTREAM_TIMEOUT',
      message: 'Karttjänsten svarade inte i tid. Försök igen om en stund.',
    });
  });

  it('never calls a host that is not allow-listed', async () => {
    const response = await features('fornlamningar');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'GEO_UPSTREAM_UNAVAILABLE' });
    expect(seen).toEqual([]);
  });

  it('proxies the topographic tiles with the token kept on the server', async () => {
    const tile = await get('/api/geo/basemap/tiles/5/10/12');
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    expect(tile.rawPayload.equals(PNG)).toBe(true);
    expect(JSON.stringify(tile.headers)).not.toContain(TILE_TOKEN);
    expect((await get('/api/geo/basemap/tiles/6/10/12')).statusCode).toBe(404);
  });

  it('offers only real land as the vector base map and searches only own estates', async () => {
    const baseMap = FeatureCollectionSchema.parse((await get('/api/geo/basemap')).json());
    expect(baseMap.features.every((feature) => feature.properties.kind === 'land')).toBe(true);
    expect((await get('/api/geo/search?q=Exempelby')).statusCode).toBe(204);
    expect(seen).toEqual([]);
  });
});
