import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DatabaseUnavailableError } from '../db/database.js';
import { portalForTests } from '../testing/portal-for-tests.js';
import { isDatabaseUnavailable } from './error-handler.js';

/** What no error answer may ever contain: stack frames, SQL, internal messages. */
const LEAKS = [/\bat \S+ \(/, /SELECT|INSERT|FROM session/i, /hemlig/];

describe('error answers', () => {
  const test = portalForTests({ ready: false });
  beforeAll(async () => {
    const app = test.app.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/test/order',
      {
        config: { access: 'public' },
        schema: { body: z.object({ email: z.email(), hectares: z.number().positive() }) },
      },
      async (request) => request.body,
    );
    app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
      throw new Error('SELECT hemlig FROM session failed');
    });
    app.get('/api/test/database-gone', { config: { access: 'public' } }, async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
    });
    await test.app.ready();
  });

  const expectNoLeaks = (body: string): void => {
    for (const leak of LEAKS) expect(body).not.toMatch(leak);
  };

  it('explain bad input field by field, in Swedish, with 400', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/test/order',
      payload: { email: 'inte-en-adress', hectares: -2 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string; fieldErrors: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('Några uppgifter är inte giltiga. Rätta dem och försök igen.');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['email', 'hectares']);
    expect(body.fieldErrors.email?.[0]).toMatch(/Ogiltig/);
  });

  it('answer unreadable JSON, a wrong media type and a too large body with a Swedish 4xx', async () => {
    const broken = await test.app.inject({
      method: 'POST',
      url: '/api/test/order',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      message: 'Förfrågan kunde inte tolkas. Kontrollera uppgifterna och försök igen.',
    });

    const wrongType = await test.app.inject({
      method: 'POST',
      url: '/api/test/order',
      headers: { 'content-type': 'text/xml', 'sec-fetch-site': 'same-origin' },
      payload: '<order/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ message: 'Formatet på förfrågan stöds inte.' });

    const huge = await test.app.inject({
      method: 'POST',
      url: '/api/test/order',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.se', padding: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    for (const response of [broken, wrongType, huge]) expectNoLeaks(response.body);
  });

  it('answer an unknown API path or method with 404 in JSON', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/Ir/FinnsInte' },
      { method: 'DELETE' as const, url: '/api/Health/ping' },
      { method: 'POST' as const, url: '/kontakt' },
    ]) {
      const response = await test.app.inject(request);
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('hide what went wrong inside: a generic Swedish 500', async () => {
    const response = await test.app.inject({ url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Något gick fel hos oss. Försök igen om en stund.',
    });
    expectNoLeaks(response.body);
  });

  it('answer 503 with Retry-After while the database is unreachable', async () => {
    const response = await test.app.inject({ url: '/api/test/database-gone' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expectNoLeaks(response.body);
  });
});

describe('the database counts as unavailable (503, not 500)', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it.each([
    ['a connection cut by pg, which carries no SQLSTATE', new Error('Connection terminated unexpectedly')],
    ['a silent server (pg query_timeout)', new Error('Query read timeout')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a connection already known dead',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a closed embedded database', new Error('PGlite is closed')],
    [
      'the administrator ending the connection',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    [
      'a statement cancelled by statement_timeout',
      withCode('canceling statement due to statement timeout', '57014'),
    ],
    ['a connection failure (class 08)', withCode('connection failure', '08006')],
    ['a refused socket', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['the adapter giving up', new DatabaseUnavailableError('the database did not answer within 10 ms')],
  ])('%s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error in our SQL', withCode('syntax error at or near "SELEC"', '42601')],
    ['a plain bug', new Error('Cannot read properties of undefined')],
    ['something that is not an error', { code: '57P01' }],
  ])('but not %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
