import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { requestFingerprint } from '../lib/request-fingerprint.js';
import { ForbiddenError, HttpError, UnauthorizedError } from './http-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The call creates an order or moves money: it needs an Idempotency-Key, and its handler runs once per
     * key (`carryOutOnce`). The handler sets the status and returns the body as any handler does.
     */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** A UUID is what the SPA sends; anything of token characters up to Stripe's 255 is accepted. */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,255}$/;
const KEPT_MS = 24 * 60 * 60 * 1000;

export interface IdempotentAnswer {
  readonly status: number;
  readonly body: unknown;
}

const keyOf = (request: FastifyRequest): string => {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key))
    throw new HttpError(
      400,
      'IDEMPOTENCY_KEY_MISSING',
      'Förfrågan saknar en giltig Idempotency-Key. Ladda om sidan och försök igen.',
    );
  return key;
};

const reusedKey = () =>
  new HttpError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'Samma Idempotency-Key har redan använts för en annan förfrågan. Ladda om sidan och försök igen.',
  );

/**
 * Whether this request's key was used before: for this same request (a retry, which is answered from the
 * store) or refused (422) when used for another. A signed write asks before it asks for a signature.
 */
export async function answeredBefore(db: Database, request: FastifyRequest): Promise<boolean> {
  const { session } = request;
  if (session === null || session.stakeholderId === null) return false;
  const [first] = await db.query<{ fingerprint: string }>(
    `SELECT fingerprint FROM idempotency_key WHERE person_id = $1 AND stakeholder_id = $2 AND key = $3`,
    [session.personId, session.stakeholderId, keyOf(request)],
  );
  if (first === undefined) return false;
  if (first.fingerprint !== requestFingerprint(request)) throw reusedKey();
  return true;
}

/**
 * Carries out `work` once per person, member acted for and Idempotency-Key and answers with what it returned (Stripe's model,
 * draft-ietf-httpapi-idempotency-key-header). The key row is inserted first in the same transaction as the
 * work's writes (statements made while `work` runs join it, see `db/database.ts`): a concurrent duplicate
 * waits on that row and then gets the stored answer, so a double click or a retry never creates a second
 * order. If `work` throws, nothing is kept and a retry runs anew.
 */
async function carryOutOnce(
  { db, clock }: { db: Database; clock: Clock },
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<IdempotentAnswer>,
): Promise<FastifyReply> {
  const { session } = request;
  if (session === null) throw new UnauthorizedError();
  // A key is the person's, acting for one member: the same key acting for another is another request.
  const { personId, stakeholderId } = session;
  if (stakeholderId === null) throw new ForbiddenError();
  const key = keyOf(request);
  const fingerprint = requestFingerprint(request);
  const now = clock.now();
  const answer = await db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO idempotency_key (person_id, stakeholder_id, key, fingerprint, created_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (person_id, stakeholder_id, key) DO NOTHING RETURNING key`,
      [personId, stakeholderId, key, fingerprint, now],
    );
    if (inserted.length === 0) {
      const [first] = await tx.query<{ fingerprint: string; status: number; body: string }>(
        `SELECT fingerprint, status, body FROM idempotency_key
          WHERE person_id = $1 AND stakeholder_id = $2 AND key = $3`,
        [personId, stakeholderId, key],
      );
      if (first === undefined || first.fingerprint !== fingerprint) throw reusedKey();
      return { status: first.status, body: first.body, replayed: true };
    }
    const { status, body } = await work();
    // Through the route's response schema, as any answer: only declared fields are kept, and replayed.
    const serialized = reply.code(status).serialize(body);
    await tx.query(
      `UPDATE idempotency_key SET status = $4, body = $5
        WHERE person_id = $1 AND stakeholder_id = $2 AND key = $3`,
      [personId, stakeholderId, key, status, serialized],
    );
    await tx.query('DELETE FROM idempotency_key WHERE created_at < $1', [new Date(now.getTime() - KEPT_MS)]);
    return { status, body: serialized, replayed: false };
  });
  return reply
    .code(answer.status)
    .header('idempotent-replayed', String(answer.replayed))
    .type('application/json; charset=utf-8')
    .send(answer.body);
}

/**
 * A route that declares `config.idempotent` is refused without a usable key before any work is done, and
 * its handler is carried out once per key.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, deps: { db: Database; clock: Clock }) => {
  const requireKey = async (request: FastifyRequest): Promise<void> => {
    keyOf(request);
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent !== true) return;
    route.preValidation = [route.preValidation ?? []].flat().concat(requireKey);
    const handler: RouteHandlerMethod = route.handler;
    route.handler = function oncePerKey(this: FastifyInstance, request, reply) {
      return carryOutOnce(deps, request, reply, async () => {
        const body: unknown = await handler.call(this, request, reply);
        return { status: reply.statusCode, body };
      });
    };
  });
});
