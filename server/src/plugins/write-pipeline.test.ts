import Fastify from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import type { Database } from '../db/database.js';
import { signedWrite } from '../signing/signed-writes.js';
import type { SigningService } from '../signing/signing.service.js';
import { listenForBankId } from '../testing/bankid-login.js';
import { signInAsNewMember } from '../testing/sign-in.js';
import { bankIdSigning } from '../testing/signed-write.js';
import { portalForTests } from '../testing/portal-for-tests.js';
import { systemClock } from '../lib/clock.js';
import { HttpError } from './http-errors.js';
import { writePipelinePlugin } from './write-pipeline.js';

const planting = signedWrite<{ trees: number }, { trees: number }, { id: string }>({
  kind: 'order',
  title: 'Plantering',
  noStakeholder: 'Välj först vem du företräder.',
  prepare: async (_actor, body) => ({ trees: body.trees }),
  lines: (effect) => [['Plantor', String(effect.trees)]],
  subjectOf: (answer) => answer.id,
});

/** A signed, idempotent write as the features declare one, into a table of the test's own. */
const plantingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/test/plantings',
    {
      config: { access: ['Member'], idempotent: true, signed: planting },
      schema: {
        body: z.object({ trees: z.number().int().positive() }),
        response: { 201: z.object({ id: z.string() }), 503: ApiErrorSchema },
      },
    },
    async (_request, reply) => {
      const [row] = await db.query<{ id: string }>(
        'INSERT INTO test_planting DEFAULT VALUES RETURNING id::text',
      );
      const [broken] = await db.query('SELECT 1 FROM test_broken');
      if (broken !== undefined) throw new HttpError(503, 'BROKEN', 'Det gick inte just nu.');
      reply.code(201);
      return { id: row?.id ?? '' };
    },
  );
};

describe('the write pipeline', () => {
  const test = portalForTests({ ready: false });
  beforeAll(async () => {
    await test.db.exec(`
      CREATE TABLE test_planting (id serial PRIMARY KEY);
      CREATE TABLE test_broken (broken boolean);`);
    await test.app.register(plantingRoutes, { db: test.db });
    await listenForBankId(test);
  });

  it('is refused by Fastify when registered before the session it keys writes by', async () => {
    const registered = async () => {
      await Fastify().register(writePipelinePlugin, {
        db: test.db,
        clock: systemClock,
        signing: {} as SigningService,
      });
    };
    await expect(registered).rejects.toThrow(
      "The dependency 'session' of plugin 'write-pipeline' is not registered",
    );
  });

  it('keeps nothing of a signed write that fails, so the same signature carries it out once afterwards', async () => {
    const { cookie } = await signInAsNewMember(test);
    const write = {
      method: 'POST' as const,
      url: '/api/test/plantings',
      headers: { cookie, 'idempotency-key': 'planting-1' },
      payload: { trees: 1200 },
    };
    const signing = bankIdSigning(test);
    const { signingId } = await signing.signFor(write);

    await test.db.exec('INSERT INTO test_broken VALUES (true)');
    const failed = await signing.carryOut(write, signingId);
    expect(failed.statusCode).toBe(503);
    // The handler's row, the Idempotency-Key and the signature's use went with the one transaction.
    expect(await test.db.query('SELECT id FROM test_planting')).toEqual([]);

    await test.db.exec('DELETE FROM test_broken');
    const done = await signing.carryOut(write, signingId);
    expect(done.statusCode).toBe(201);
    const replayed = await signing.carryOut(write, signingId);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(done.json());
    expect(await test.db.query('SELECT id FROM test_planting')).toHaveLength(1);
  });
});
