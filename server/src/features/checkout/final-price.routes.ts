import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { FinalPriceAnswerSchema, type FinalPriceAnswer } from '#contracts/checkout';
import { ROLES } from '#contracts/roles';
import { actorOf } from '../../plugins/actor.js';
import { signedWrite } from '../../signing/signed-writes.js';
import { checkoutErrors, signedFinalPriceLines, signedFinalPriceTitle } from './checkout.texts.js';
import { createFinalPriceService } from './final-price.service.js';
import type { OrdersDependencies } from './orders.service.js';

const NumberParams = z.object({ number: z.string().max(40) });
const CHANGE = { access: ROLES } as const;
const ERRORS = {
  400: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
} as const;

/** The member's answer to a final price above the estimate they signed: accepted with BankID, or declined. */
export const finalPriceRoutes: FastifyPluginAsyncZod<OrdersDependencies> = async (app, deps) => {
  const finalPrice = createFinalPriceService(deps);
  const acceptance = signedWrite({
    kind: 'order-price',
    title: signedFinalPriceTitle,
    noStakeholder: checkoutErrors.noStakeholder,
    prepare: (actor, _body: null, params) => finalPrice.prepare(actor, NumberParams.parse(params).number),
    lines: signedFinalPriceLines,
    subjectOf: (answer: FinalPriceAnswer) => answer.number,
  });

  app.post(
    '/orders/:number/final-price/accept',
    {
      config: { ...CHANGE, idempotent: true, signed: acceptance },
      schema: {
        tags: ['checkout'],
        summary:
          'Accepts a final price above the estimate (signed with BankID, docs/signing.md; needs an ' +
          'Idempotency-Key): 201, the final price is then what the member pays, and the advisor is told. Not waiting ' +
          'for an answer: 409; another member’s order: 404',
        params: NumberParams,
        response: { 201: FinalPriceAnswerSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request, checkoutErrors.noStakeholder);
      reply.code(201);
      return { ...(await finalPrice.accept(actor, acceptance.effectOf(request))), signature: null };
    },
  );

  app.post(
    '/orders/:number/final-price/decline',
    {
      config: { ...CHANGE, idempotent: true },
      schema: {
        tags: ['checkout'],
        summary:
          'Declines a final price above the estimate (needs an Idempotency-Key): 201, the estimate the member signed ' +
          'stays what they pay, and the advisor is told. Not waiting for an answer: 409; another member’s order: 404',
        params: NumberParams,
        response: { 201: FinalPriceAnswerSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return finalPrice.decline(actorOf(request, checkoutErrors.noStakeholder), request.params.number);
    },
  );
};
