import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { requestFingerprint } from '../lib/request-fingerprint.js';
import { ForbiddenError, HttpError, UnauthorizedError } from './http-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The call creates an order or moves money: it needs an Idempotency-Key, and its handler runs once per
     * key (`carryOutOnce`), in the write pipeline (plugins/write-pipeline.ts). The handler sets the status
     * and returns the body as any handler does.
     */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** A UUID is what the SPA sends; anything of token characters up to Stripe's 255 is accepted. */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,255}$/;
const KEPT_MS = 24 * 60 * 60 * 1000;

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
  const { actor } = request;
  if (actor === null) return false;
  const [first] = await db.query<{ fingerprint: string }>(
    `SELECT fingerprint FROM idempotency_key WHERE person_id = $1 AND stakeholder_id = $2 AND key = $3`,
    [actor.personId, actor.stakeholderId, keyOf(request)],
  );
  if (first === undefined) return false;
  if (first.fingerprint !== requestFingerprint(request)) throw reusedKey();
  return true;
}

/** Refuses a request without a usable key before any work is done (docs/adr/0021-the-write-pipeline.md). */
export const requireIdempotencyKey = async (request: FastifyRequest): Promise<void> => {
  keyOf(request);
};

/**
 * Carries out `work` once per person, member acted for and Idempotency-Key and answers with what it returned
 * (Stripe's model, draft-ietf-httpapi-idempotency-key-header), with the status `work` set on the reply. The
 * key row is inserted first in the transaction `work` is handed: a concurrent duplicate waits on that row
 * and then gets the stored answer, so a double click or a retry never creates a second order. If `work`
 * throws, nothing is kept and a retry runs anew.
 */
export async function carryOutOnce(
  { db, clock }: { db: Database; clock: Clock },
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Queryable) => Promise<unknown>,
): Promise<FastifyReply> {
  const { actor } = request;
  if (request.session === null) throw new UnauthorizedError();
  // A key is the person's, acting for one member: the same key acting for another is another request.
  if (actor === null) throw new ForbiddenError();
  const { personId, stakeholderId } = actor;
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
    const body = await work(tx);
    const status = reply.statusCode;
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
