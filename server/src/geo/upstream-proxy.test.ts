import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUpstreamProxy, MAX_GET_URL_LENGTH, UpstreamError } from './upstream-proxy.js';

interface Seen {
  method: string;
  url: string;
  body: string;
  headers: IncomingMessage['headers'];
}

/** A local HTTP server standing in for a geodata service: no test calls the internet. */
describe('the geodata proxy', () => {
  let server: Server;
  let origin: string;
  let host: string;
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        seen.push({ method: request.method ?? '', url: request.url ?? '', body, headers: request.headers });
        const path = new URL(request.url ?? '/', 'http://x').pathname;
        if (path === '/slow') {
          setTimeout(() => response.end('{}'), 1_000);
          return;
        }
        response.setHeader('content-type', 'application/json');
        if (path.endsWith('/MapServer/0')) {
          response.end(
            JSON.stringify({
              name: 'Sumpskog',
              maxRecordCount: 1000,
              supportedQueryFormats: 'JSON, geoJSON, PBF',
            }),
          );
        } else if (path === '/broken') {
          response.statusCode = 500;
          response.end('{"error":"upstream broke"}');
        } else {
          response.end(JSON.stringify({ ok: true, supportedQueryFormats: 'JSON, geoJSON, PBF' }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    origin = `http://127.0.0.1:${String(port)}`;
    host = `127.0.0.1:${String(port)}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
  });

  const proxy = (timeoutMs = 2_000) => createUpstreamProxy({ allowedHosts: [host], timeoutMs });

  it('refuses a host that is not on the allow-list, without calling it', async () => {
    const port = host.split(':')[1] ?? '';
    const refused = proxy().json({ url: `http://localhost:${port}/anything` });
    await expect(refused).rejects.toBeInstanceOf(UpstreamError);
    await expect(refused).rejects.toMatchObject({ reason: 'refused', statusCode: 502 });
    await expect(proxy().json({ url: 'file:///etc/passwd' })).rejects.toMatchObject({ reason: 'refused' });
    expect(seen).toEqual([]);
  });

  it('gives up after its time-out with a 504 in Swedish', async () => {
    const started = Date.now();
    const slow = proxy(200).json({ url: `${origin}/slow` });
    await expect(slow).rejects.toMatchObject({
      reason: 'timeout',
      statusCode: 504,
      message: 'Karttjänsten svarade inte i tid. Försök igen om en stund.',
    });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('answers an upstream error as 502, never passing its body on', async () => {
    await expect(proxy().json({ url: `${origin}/broken` })).rejects.toMatchObject({
      reason: 'failed',
      statusCode: 502,
      message: 'Karttjänsten går inte att nå just nu. Försök igen om en stund.',
    });
  });

  it('sends a short query as GET and a long one as a POSTed form', async () => {
    await proxy().json({ url: `${origin}/wfs`, params: { typeNames: 'a', bbox: '1,2,3,4' } });
    const longFilter = 'x'.repeat(MAX_GET_URL_LENGTH);
    await proxy().json({ url: `${origin}/wfs`, params: { typeNames: 'a', filter: longFilter } });
    expect(seen.map((request) => request.method)).toEqual(['GET', 'POST']);
    expect(seen[0]?.url).toBe('/wfs?typeNames=a&bbox=1%2C2%2C3%2C4');
    expect(seen[1]?.url).toBe('/wfs');
    expect(seen[1]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(seen[1]?.body).get('filter')).toBe(longFilter);
  });

  it('adds the headers the server gives it (credentials) to the upstream call', async () => {
    await proxy().json({ url: `${origin}/items`, headers: { authorization: 'Bearer server-side-token' } });
    expect(seen[0]?.headers.authorization).toBe('Bearer server-side-token');
  });

  it('declares JSON as the only query format of an ArcGIS layer resource, and only there', async () => {
    const layer = await proxy().json({
      url: `${origin}/arcgis/rest/services/X/MapServer/0`,
      params: { f: 'json' },
    });
    expect(layer).toMatchObject({ name: 'Sumpskog', maxRecordCount: 1000, supportedQueryFormats: 'JSON' });
    const other = await proxy().json({ url: `${origin}/arcgis/rest/services/X/MapServer/0/query` });
    expect(other).toMatchObject({ supportedQueryFormats: 'JSON, geoJSON, PBF' });
  });
});
