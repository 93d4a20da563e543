import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { BankIdStartRequestSchema, BankIdStatusSchema } from '#contracts/bankid';
import { ROLES } from '#contracts/roles';
import { SigningParamsSchema } from '#contracts/signing';
import { bareIp } from '../bankid/bankid-orders.js';
import { flowCookieJar, type FlowCookie } from '../bankid/bankid-setup.js';
import { actorOf } from '../plugins/actor.js';
import type { SigningService } from './signing.service.js';

const MINUTE = 60 * 1000;
/** As the login's: a few starts a minute, one poll a second per open dialog. */
const START_LIMIT = { max: 30, windowMs: MINUTE };
const POLL_LIMIT = { max: 180, windowMs: MINUTE };
const ERRORS = { 403: ApiErrorSchema, 404: ApiErrorSchema } as const;

/** The signing dialog's calls (docs/signing.md), and the signed text's download. */
export const signingRoutes: FastifyPluginAsyncZod<{
  signing: SigningService;
  flowCookie: FlowCookie;
}> = async (app, { signing, flowCookie }) => {
  const cookie = flowCookieJar(flowCookie);

  app.post(
    '/signing/:id/start',
    {
      config: { access: ROLES, rateLimit: START_LIMIT },
      schema: {
        tags: ['signing'],
        summary:
          'Starts (or starts again) the BankID order that signs a write asked for, for the session’s person ' +
          'only; the simulator’s phone page finds it by the BankID cookie. Already signed, or another order of the ' +
          'person’s running (BankID cancels that one): 409',
        params: SigningParamsSchema,
        body: BankIdStartRequestSchema,
        response: { 200: BankIdStatusSchema, 409: ApiErrorSchema, 502: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { flowToken, status } = await signing.start(actorOf(request), request.params.id, {
        ...request.body,
        endUserIp: bareIp(request.ip),
        userAgent: request.headers['user-agent'],
      });
      cookie.set(reply, flowToken);
      return status;
    },
  );

  app.get(
    '/signing/:id',
    {
      config: { access: ROLES, audit: false, rateLimit: POLL_LIMIT },
      schema: {
        tags: ['signing'],
        summary:
          'The signing’s BankID status: RFA message, QR code while it waits for a scan; complete once signed',
        params: SigningParamsSchema,
        response: { 200: BankIdStatusSchema, ...ERRORS },
      },
    },
    async (request) => signing.status(actorOf(request), request.params.id),
  );

  app.post(
    '/signing/:id/cancel',
    {
      config: { access: ROLES, rateLimit: POLL_LIMIT },
      schema: {
        tags: ['signing'],
        summary: 'Cancels the signing’s BankID order; nothing is carried out',
        params: SigningParamsSchema,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      await signing.cancel(actorOf(request), request.params.id);
      cookie.clear(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/signing/:id/text',
    {
      config: { access: ROLES },
      schema: {
        tags: ['signing'],
        summary:
          'The text a member signed with BankID, with who signed it and when, as a text file; unsigned or ' +
          'another member’s: 404',
        params: SigningParamsSchema,
        response: { 200: z.string(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const file = await signing.signedText(actorOf(request).stakeholderId, request.params.id);
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.text);
    },
  );
};
