import type { FastifyContextConfig, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { SIGNING_ID_HEADER, SignatureRequiredSchema, type SignedWriteKind } from '#contracts/signing';
import type { Database, Queryable } from '../db/database.js';
import { requestFingerprint } from '../lib/request-fingerprint.js';
import { actorOf, type Actor } from '../plugins/actor.js';
import { answeredBefore } from '../plugins/idempotency.js';
import type { SigningService } from './signing.service.js';
import { askedForSignature, signedText, type SignedLine } from './signing.texts.js';

/**
 * What a signed write declares (docs/signing.md). The write is prepared into the effect it will have, that
 * effect is shown and signed, and the route's handler carries out exactly that effect (`effectOf`).
 */
export interface SignedWriteRule<Body = never, Effect = unknown, Answer = unknown> {
  readonly kind: SignedWriteKind;
  /** The text's heading in the BankID app. */
  readonly title: string;
  /** The feature's words for a session that acts for no one yet (403). */
  readonly noStakeholder: string;
  /**
   * Checks every rule of the write and resolves all it reads (lines and their prices, accounts, estates,
   * people) into the effect it will have, writing nothing; a broken rule throws its 4xx. It runs when the
   * signature is asked for, and again, in the write's transaction and under its locks, when the signature
   * is used: an effect that differs then means the state it was prepared on has moved. `params` are the
   * route's path parameters, as its schema checked them.
   */
  prepare(actor: Actor, body: Body, params: unknown): Promise<Effect>;
  /** The lines BankID shows under the heading and whom the write is for: from the effect alone. */
  lines(effect: Effect): readonly SignedLine[];
  /** The id of what the write made, by which its lists find the signature. */
  subjectOf(answer: Answer): string;
  /** For the route's handler: the effect the signature was checked against, to carry out. */
  effectOf(request: FastifyRequest): Effect;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The write moves money or gives rights: it is carried out only with a completed BankID signature by the
     * session's person of exactly this request and the effect it has now (docs/signing.md), in the write
     * pipeline (plugins/write-pipeline.ts).
     */
    signed?: SignedWriteRule;
  }
}

/** The effect each signed request was checked against, for its handler; gone with the request. */
const checkedEffects = new WeakMap<FastifyRequest, unknown>();

/** A route's signed write, typed by its body, the effect its `prepare` resolves, and its answer. */
export const signedWrite = <Body, Effect, Answer>(
  rule: Omit<SignedWriteRule<Body, Effect, Answer>, 'effectOf' | 'lines'> & {
    lines(effect: NoInfer<Effect>): readonly SignedLine[];
  },
): SignedWriteRule<Body, Effect, Answer> => ({
  ...rule,
  effectOf(request) {
    if (!checkedEffects.has(request)) throw new Error('A signed write was carried out without its signature');
    return checkedEffects.get(request) as Effect;
  },
});

type Route = RouteOptions & { config?: FastifyContextConfig };

/**
 * The signed part of the write pipeline (plugins/write-pipeline.ts, docs/adr/0021-the-write-pipeline.md).
 * Without a `Signing-Id` the write is prepared (every rule checked, nothing written) and answered 202 with
 * the signing to complete. With one, in the write's transaction, the signature is checked, the write
 * prepared again and its effect compared with the signed one, and the handler carries that effect out; the
 * signature is used in the same transaction.
 */
export function signedWriteSteps({ db, signing }: { db: Database; signing: SigningService }) {
  /** Whom the write is for and what it will do: what the text shows and the signature binds. */
  const prepared = async (rule: SignedWriteRule, actor: Actor, request: FastifyRequest) => ({
    for: await signing.forWhom(actor.stakeholderId),
    write: await rule.prepare(actor, request.body as never, request.params),
  });

  return {
    /** The route's schema says it takes a `Signing-Id` and may answer 202 with a signing to complete. */
    declare(route: Route): void {
      const schema = route.schema ?? {};
      route.schema = {
        ...schema,
        // Declared, so the API description and the fuzzer know it; loose, so every other header stays.
        headers: z.looseObject({
          [SIGNING_ID_HEADER]: z.optional(z.uuid('Signeringen finns inte. Börja om.')),
        }),
        response: { ...(schema.response as object), 202: SignatureRequiredSchema },
      };
    },

    /** A preHandler: a request without a `Signing-Id` gets the text to sign (202) instead of being carried out. */
    askForSignature(rule: SignedWriteRule, idempotent: boolean) {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        if (request.headers[SIGNING_ID_HEADER] !== undefined) return;
        // A retry of a write already carried out is answered from the store, without a new signature.
        if (idempotent && (await answeredBefore(db, request))) return;
        const actor = actorOf(request, rule.noStakeholder);
        const effect = await db.transaction(() => prepared(rule, actor, request));
        const text = signedText(rule.title, effect.for, rule.lines(effect.write));
        const signingId = await signing.prepare(actor, rule.kind, {
          requestHash: requestFingerprint(request),
          effect,
          text,
        });
        request.auditObject = askedForSignature(rule.title);
        return reply.code(202).send({ signingId, text });
      };
    },

    /** In the write's transaction `tx`: uses the signature, checks the effect, and runs the handler (`run`). */
    async carryOut(
      tx: Queryable,
      rule: SignedWriteRule,
      request: FastifyRequest,
      run: () => Promise<unknown>,
    ) {
      const actor = actorOf(request, rule.noStakeholder);
      const signingId = String(request.headers[SIGNING_ID_HEADER]);
      const signature = await signing.use(tx, actor, rule.kind, signingId, requestFingerprint(request));
      const effect = await prepared(rule, actor, request);
      signature.assertSigned(effect);
      checkedEffects.set(request, effect.write);
      const answer = await run();
      const signed = await signature.carriedOut(rule.subjectOf(answer));
      // The answer was made before its signature was recorded; it shows the signature as its lists do.
      return answer !== null && typeof answer === 'object' && 'signature' in answer
        ? { ...answer, signature: signed }
        : answer;
    },
  };
}
