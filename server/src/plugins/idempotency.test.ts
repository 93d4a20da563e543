import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { buildApp } from '../app.js';
import type { Database } from '../db/database.js';
import { insertCompany, insertPerson, insertPersonStakeholder } from '../db/seed/builders.js';
import { signIn, signInAsNewMember } from '../testing/sign-in.js';
import { buildTestApp } from '../testing/test-app.js';
import { portalForTests } from '../testing/portal-for-tests.js';
import { HttpError } from './http-errors.js';

/**
 * An order route as the features write them: it declares `idempotent` and writes as any handler does,
 * here into a real table of the test's own; the plugin carries it out once per key.
 */
const orderRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/test/orders',
    {
      config: { access: ['Member', 'Editor'], idempotent: true },
      schema: {
        body: z.object({ service: z.string(), hectares: z.number().positive() }),
        response: {
          201: z.object({ orderId: z.string(), service: z.string(), hectares: z.number() }),
          400: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const [closed] = await db.query('SELECT 1 FROM test_closed_service WHERE service = $1', [
        request.body.service,
      ]);
      if (closed !== undefined) throw new HttpError(422, 'SERVICE_CLOSED', 'Tjänsten går inte att beställa.');
      const [order] = await db.query<{ id: string }>(
        'INSERT INTO test_order (service, hectares) VALUES ($1, $2) RETURNING id::text',
        [request.body.service, request.body.hectares],
      );
      reply.code(201);
      // A field the response schema does not declare never leaves the server, first time or replayed.
      return { ...request.body, orderId: order?.id ?? '', internalNote: 'intern' };
    },
  );
};

describe('an order with an Idempotency-Key', () => {
  let member: string;
  let otherMember: string;

  const test = portalForTests({ ready: false });
  beforeAll(async () => {
    await test.db.exec(`
      CREATE TABLE test_order (id serial PRIMARY KEY, service text NOT NULL, hectares numeric NOT NULL);
      CREATE TABLE test_closed_service (service text PRIMARY KEY);`);
    await test.app.register(orderRoutes, { db: test.db });
    await test.app.ready();
    const as = async (): Promise<string> => {
      const person = await insertPerson(test.db);
      const stakeholder = await insertPersonStakeholder(test.db, person);
      return signIn(test, { personId: person.id, stakeholderId: stakeholder.id, roles: ['Member'] });
    };
    member = await as();
    otherMember = await as();
  });

  const order = (body: object, headers: Record<string, string>, cookie = member) =>
    test.app.inject({
      method: 'POST',
      url: '/api/test/orders',
      headers: { 'sec-fetch-site': 'same-origin', cookie, ...headers },
      payload: body,
    });
  const ordersOf = async (service: string): Promise<number> =>
    (await test.db.query('SELECT id FROM test_order WHERE service = $1', [service])).length;

  it('creates exactly one order from 100 concurrent identical requests, each told the same', async () => {
    const key = randomUUID();
    const body = { service: 'röjning', hectares: 2.5 };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => order(body, { 'idempotency-key': key })),
    );

    expect(await ordersOf('röjning')).toBe(1);
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'false')).toHaveLength(1);
    expect(answers[0]?.json()).toEqual({
      service: 'röjning',
      hectares: 2.5,
      orderId: expect.any(String) as string,
    });
  });

  it('replays the first answer to a retry, to the byte, and creates nothing more', async () => {
    const key = randomUUID();
    const body = { service: 'plantering', hectares: 1 };
    const first = await order(body, { 'idempotency-key': key });
    const retry = await order(body, { 'idempotency-key': key });

    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await ordersOf('plantering')).toBe(1);
  });

  it('refuses the same key with another body, and creates nothing', async () => {
    const key = randomUUID();
    await order({ service: 'gallring', hectares: 3 }, { 'idempotency-key': key });
    const changed = await order({ service: 'gallring', hectares: 30 }, { 'idempotency-key': key });

    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'Samma Idempotency-Key har redan använts för en annan förfrågan. Ladda om sidan och försök igen.',
    });
    expect(await ordersOf('gallring')).toBe(1);
  });

  it('refuses a request without a usable key before doing anything', async () => {
    const unusable: Record<string, string>[] = [
      {},
      { 'idempotency-key': '' },
      { 'idempotency-key': 'x'.repeat(256) },
      { 'idempotency-key': 'två ord' },
    ];
    for (const headers of unusable) {
      const answer = await order({ service: 'markberedning', hectares: 1 }, headers);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ code: string }>().code).toBe('IDEMPOTENCY_KEY_MISSING');
    }
    expect(await ordersOf('markberedning')).toBe(0);
  });

  it('keeps each person’s keys apart: the same key from another member is their own order', async () => {
    const key = randomUUID();
    const body = { service: 'skogsbruksplan', hectares: 40 };
    await order(body, { 'idempotency-key': key });
    const theirs = await order(body, { 'idempotency-key': key }, otherMember);

    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBe('false');
    expect(await ordersOf('skogsbruksplan')).toBe(2);
  });

  it('keeps apart whom the person acts for: the same key acting for their company is the company’s order', async () => {
    const person = await insertPerson(test.db);
    const own = await insertPersonStakeholder(test.db, person);
    const company = await insertCompany(test.db, { representatives: [person] });
    const actingFor = (stakeholderId: string) =>
      signIn(test, { personId: person.id, stakeholderId, roles: ['Member'] });
    const key = randomUUID();
    const body = { service: 'slutavverkning', hectares: 7 };
    const personal = await order(body, { 'idempotency-key': key }, await actingFor(own.id));
    const companys = await order(body, { 'idempotency-key': key }, await actingFor(company.id));

    expect(personal.statusCode).toBe(201);
    expect(companys.statusCode).toBe(201);
    expect(companys.headers['idempotent-replayed']).toBe('false');
    expect(companys.json<{ orderId: string }>().orderId).not.toBe(
      personal.json<{ orderId: string }>().orderId,
    );
    expect(await ordersOf('slutavverkning')).toBe(2);
    // Each is still replayed to its own retry.
    const retry = await order(body, { 'idempotency-key': key }, await actingFor(company.id));
    expect(retry.body).toBe(companys.body);
  });

  it('keeps nothing when the order fails, so a retry with the same key is carried out anew', async () => {
    const key = randomUUID();
    const body = { service: 'naturvård', hectares: 5 };
    await test.db.query("INSERT INTO test_closed_service (service) VALUES ('naturvård')");
    const refused = await order(body, { 'idempotency-key': key });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ code: string }>().code).toBe('SERVICE_CLOSED');

    await test.db.query("DELETE FROM test_closed_service WHERE service = 'naturvård'");
    const retried = await order(body, { 'idempotency-key': key });
    expect(retried.statusCode).toBe(201);
    expect(await ordersOf('naturvård')).toBe(1);
  });
});

describe('two portal instances on one database', () => {
  it('create one order from duplicates that reach both, and either replays it', async () => {
    const test = await buildTestApp({ ready: false });
    const other = await buildApp({ config: test.config, db: test.db, logger: false });
    try {
      await test.db.exec(`
        CREATE TABLE test_order (id serial PRIMARY KEY, service text NOT NULL, hectares numeric NOT NULL);
        CREATE TABLE test_closed_service (service text PRIMARY KEY);`);
      for (const app of [test.app, other]) {
        await app.register(orderRoutes, { db: test.db });
        await app.ready();
      }
      const { cookie } = await signInAsNewMember(test);
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 === 0 ? test.app : other).inject({
            method: 'POST',
            url: '/api/test/orders',
            headers: { 'sec-fetch-site': 'same-origin', cookie, 'idempotency-key': key },
            payload: { service: 'röjning', hectares: 4 },
          }),
        ),
      );

      expect((await test.db.query('SELECT id FROM test_order')).length).toBe(1);
      expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201]));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    } finally {
      await other.close();
      await test.close();
    }
  });
});
