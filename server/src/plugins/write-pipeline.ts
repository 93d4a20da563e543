import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { signedWriteSteps } from '../signing/signed-writes.js';
import type { SigningService } from '../signing/signing.service.js';
import { carryOutOnce, requireIdempotencyKey } from './idempotency.js';

interface WritePipelineOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly signing: SigningService;
}

/**
 * The one place a write that a route declares `idempotent` or `signed` is put together, in this order
 * (docs/adr/0021-the-write-pipeline.md):
 *
 * 1. preValidation: an idempotent write without a usable Idempotency-Key is refused before any work.
 * 2. preHandler: a signed write without a `Signing-Id` is prepared and answered 202 with the text to sign
 *    (a retry of an idempotent write already carried out is answered from the store instead).
 * 3. handler, in one transaction: the Idempotency-Key's row, then the signature used and the effect checked,
 *    then the route's handler, then the signature recorded and the answer stored with the key.
 *
 * The route's own statements join that transaction (db/database.ts), so all of it is kept, or none of it.
 */
export const writePipelinePlugin = fp(
  async (app: FastifyInstance, { db, clock, signing }: WritePipelineOptions) => {
    const signed = signedWriteSteps({ db, signing });

    app.addHook('onRoute', (route) => {
      const idempotent = route.config?.idempotent === true;
      const rule = route.config?.signed;
      if (!idempotent && rule === undefined) return;

      if (idempotent) route.preValidation = [route.preValidation ?? []].flat().concat(requireIdempotencyKey);
      if (rule !== undefined) {
        signed.declare(route);
        route.preHandler = [route.preHandler ?? []].flat().concat(signed.askForSignature(rule, idempotent));
      }

      const handler: RouteHandlerMethod = route.handler;
      route.handler = function carriedOutAsDeclared(this: FastifyInstance, request, reply) {
        const run = async (): Promise<unknown> => handler.call(this, request, reply);
        const write = (tx: Queryable): Promise<unknown> =>
          rule === undefined ? run() : signed.carryOut(tx, rule, request, run);
        return idempotent ? carryOutOnce({ db, clock }, request, reply, write) : db.transaction(write);
      };
    });
  },
  { name: 'write-pipeline', dependencies: ['session', 'access'], fastify: '5.x' },
);
