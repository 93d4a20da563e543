import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { SIGNING_ID_HEADER, SignatureRequiredSchema, type SignedWriteKind } from '#contracts/signing';
import type { Database } from '../db/database.js';
import { requestFingerprint } from '../lib/request-fingerprint.js';
import { actorOf } from '../plugins/actor.js';
import { answeredBefore } from '../plugins/idempotency.js';
import type { Signer, SigningService } from './signing.service.js';

/** What a signed write declares: its kind, the text BankID shows, and what it made. */
export interface SignedWriteRule {
  readonly kind: SignedWriteKind;
  /** simpleMarkdownV1, from the request and the answer the write gives: exactly what will be carried out. */
  readonly text: (body: never, answer: never) => string;
  /** The id of what the write made, by which its lists find the signature. */
  readonly subjectOf: (answer: never) => string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The write moves money or gives rights: it is carried out only with a completed BankID signature of
     * exactly this request by the session's person (docs/signing.md).
     */
    signed?: SignedWriteRule;
  }
}

/** A route's rule, typed by its body and answer. */
export const signedWrite = <Answer>(rule: {
  kind: SignedWriteKind;
  text: (body: never, answer: Answer) => string;
  subjectOf: (answer: Answer) => string;
}): SignedWriteRule => rule;

/** Thrown to roll back a write carried out only to check it and see its answer. */
class DryRun extends Error {
  constructor(readonly answer: unknown) {
    super('dry run');
  }
}

const signerOf = (request: FastifyRequest): Signer => {
  const { personId, stakeholderId, onBehalf } = actorOf(request);
  return { personId, stakeholderId, onBehalf };
};

/**
 * Registered before the idempotency plugin, so a signed write's handler runs inside the Idempotency-Key's
 * transaction. Without a `Signing-Id` the write is carried out and rolled back, which checks every rule
 * and gives the answer the text is made from; the answer is 202 with the signing to complete. With one,
 * the signature is used in the same transaction as the write.
 */
export const signedWritesPlugin = fp(
  async (app: FastifyInstance, { db, signing }: { db: Database; signing: SigningService }) => {
    app.addHook('onRoute', (route) => {
      const rule = route.config?.signed;
      if (rule === undefined) return;
      const schema = route.schema ?? {};
      route.schema = {
        ...schema,
        // Declared, so the API description and the fuzzer know it; loose, so every other header stays.
        headers: z.looseObject({
          [SIGNING_ID_HEADER]: z.optional(z.uuid('Signeringen finns inte. Börja om.')),
        }),
        response: { ...(schema.response as object), 202: SignatureRequiredSchema },
      };
      const handler: RouteHandlerMethod = route.handler;

      const askForSignature = async function (
        this: FastifyInstance,
        request: FastifyRequest,
        reply: FastifyReply,
      ) {
        if (request.headers[SIGNING_ID_HEADER] !== undefined) return;
        // A retry of a write already carried out is answered from the store, without a new signature.
        if (route.config?.idempotent === true && (await answeredBefore(db, request))) return;
        let answer: unknown;
        try {
          await db.transaction(async () => {
            throw new DryRun(await handler.call(this, request, reply));
          });
        } catch (error) {
          if (!(error instanceof DryRun)) throw error;
          answer = error.answer;
        }
        const text = rule.text(request.body as never, answer as never);
        const signingId = await signing.prepare(
          signerOf(request),
          rule.kind,
          requestFingerprint(request),
          text,
        );
        return reply.code(202).send({ signingId, text });
      };
      route.preHandler = [route.preHandler ?? []].flat().concat(askForSignature);

      route.handler = function carriedOutWithSignature(this: FastifyInstance, request, reply) {
        const signingId = String(request.headers[SIGNING_ID_HEADER]);
        return db.transaction(async (tx) => {
          const signature = await signing.use(
            tx,
            signerOf(request),
            rule.kind,
            signingId,
            requestFingerprint(request),
          );
          const answer: unknown = await handler.call(this, request, reply);
          const signed = await signature.carriedOut(rule.subjectOf(answer as never));
          // The answer was made before its signature was recorded; it shows the signature as its lists do.
          return answer !== null && typeof answer === 'object' && 'signature' in answer
            ? { ...answer, signature: signed }
            : answer;
        });
      };
    });
  },
);
