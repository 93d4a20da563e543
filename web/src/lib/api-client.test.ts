import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, createApiClient } from './api-client';

const Forest = z.object({ hectares: z.number() });

/** A real HTTP server answering the way the portal's API does. */
const ANSWERS: Record<string, [number, string]> = {
  '/api/forest': [200, '{"hectares":12.5}'],
  '/api/empty': [204, ''],
  '/api/expired': [401, '{"code":"UNAUTHORIZED","message":"Du är inte inloggad."}'],
  '/api/invalid': [
    400,
    '{"code":"VALIDATION_ERROR","message":"Några uppgifter är inte giltiga.","fieldErrors":{"hectares":["För litet"]}}',
  ],
  '/api/odd-shape': [200, '{"acres":3}'],
  '/api/proxy-error': [502, '<html>Bad gateway</html>'],
};

describe('the API client', () => {
  let server: Server;
  let root: string;
  const seen: { method?: string; headers: Record<string, unknown>; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method, headers: request.headers, body });
        const [status, payload] = ANSWERS[request.url ?? ''] ?? [404, ''];
        response.writeHead(status, { 'content-type': 'application/json' }).end(payload);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    root = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  });
  afterAll(() => {
    server.close();
  });

  const client = (onUnauthorized = vi.fn()) => ({
    api: createApiClient({ apiRoot: root, onUnauthorized }),
    onUnauthorized,
  });

  it('returns the parsed body of a 200, and null for a 204 (no data)', async () => {
    const { api } = client();
    expect(await api.get('forest', Forest)).toEqual({ hectares: 12.5 });
    expect(await api.get('empty', Forest)).toBeNull();
  });

  it('sends JSON bodies and the idempotency key', async () => {
    const { api } = client();
    await api.send('POST', 'empty', { body: { hectares: 3 }, idempotencyKey: 'order-123' });
    const request = seen.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['idempotency-key']).toBe('order-123');
    expect(request?.body).toBe('{"hectares":3}');
  });

  it('hands a 401 from any call to onUnauthorized (the app then goes to /logout)', async () => {
    const { api, onUnauthorized } = client();
    await expect(api.get('expired', Forest)).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    await expect(api.send('POST', 'expired')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it("turns the server's error body into an ApiError with its Swedish message and field errors", async () => {
    const { api, onUnauthorized } = client();
    const error = await api.send('POST', 'invalid', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      fieldErrors: { hectares: ['För litet'] },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives a Swedish error when an answer is not what the contract says, or not JSON at all', async () => {
    const { api } = client();
    await expect(api.get('odd-shape', Forest)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    await expect(api.get('proxy-error', Forest)).rejects.toMatchObject({
      status: 502,
      message: 'Något gick fel. Försök igen om en stund.',
    });
  });

  it('reports an unreachable server as status 0', async () => {
    const api = createApiClient({ apiRoot: 'http://127.0.0.1:9/api/', onUnauthorized: vi.fn() });
    await expect(api.get('forest', Forest)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
