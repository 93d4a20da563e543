import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { ChooseLoginRequestSchema, MemberNumberSchema } from '#contracts/login-options';
import { ProfileSchema, type Profile } from '#contracts/profile';
import type { Database } from '../../db/database.js';
import { HttpError, NotFoundError, UnauthorizedError } from '../../plugins/http-errors.js';
import type { ActiveSession } from '../../session/session.service.js';
import { flowCookieJar, type FlowCookie } from '../../bankid/bankid-setup.js';
import type { BankIdOrders } from '../../bankid/bankid-orders.js';
import type { LoginOptionsService } from './login-options.service.js';
import { createLoginService } from './login.service.js';

const LOGIN_LIMIT = { max: 30, windowMs: 60 * 1000 };

/** Sessions: who is signed in, logging in after BankID, choosing whom to act for, logging out. */
export const authRoutes: FastifyPluginAsyncZod<{
  db: Database;
  bankidLogin: BankIdOrders;
  loginOptions: LoginOptionsService;
  flowCookie: FlowCookie;
}> = async (app, { db, bankidLogin, loginOptions, flowCookie }) => {
  const flow = flowCookieJar(flowCookie);
  const login = createLoginService({ bankidLogin, loginOptions });

  const profileOf = async (session: ActiveSession): Promise<Profile> => {
    const { personName, actingFor } =
      session.names === undefined
        ? await loginOptions.describe(session.personId, session.stakeholderId)
        : {
            personName: session.names.person,
            actingFor:
              session.stakeholderId === null || session.names.actingFor === undefined
                ? undefined
                : { id: session.stakeholderId, name: session.names.actingFor },
          };
    return {
      id: session.stakeholderId ?? session.personId,
      roles: [...session.roles],
      name: personName,
      actingFor,
    };
  };

  app.get(
    '/auth/profile',
    {
      config: { access: 'public', audit: false },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in profile; 204 when nobody is signed in',
        response: { 200: ProfileSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const { session } = request;
      if (session === null) {
        // A cookie left over from an ended session is cleared, so public pages keep working.
        if (app.sessions.hasStaleCookie(request)) await app.sessions.end(request, reply);
        return reply.code(204).send(null);
      }
      return profileOf(session);
    },
  );

  app.post(
    '/auth/bankid',
    {
      config: { access: 'public', allowReadOnly: true, audit: false, rateLimit: LOGIN_LIMIT },
      schema: {
        tags: ['auth'],
        summary:
          "Turns this browser's completed BankID order into a session, or (with stakeholderId) acts for one of the person's login options",
        querystring: zm.object({ stakeholderId: zm.optional(MemberNumberSchema) }),
        body: zm.nullish(ChooseLoginRequestSchema),
        response: { 200: ProfileSchema },
      },
    },
    async (request, reply) => {
      // One transaction: a login cut midway neither uses up the BankID order nor ends the old session.
      const answer = await db.transaction(async () => {
        const outcome = await login.logIn({
          flowToken: flow.read(request),
          current: request.session,
          stakeholderId: request.query.stakeholderId,
          staffRole: request.body?.role,
        });
        if (outcome.kind === 'no-relation') await app.sessions.end(request, reply);
        if (outcome.kind !== 'session') return outcome;
        await app.sessions.start(request, reply, outcome.session);
        return { ...outcome, profile: await profileOf(outcome.session) };
      });
      switch (answer.kind) {
        case 'no-relation':
          flow.clear(reply);
          // Someone BankID identified whom the association does not know: the SPA shows /medlemsaknas.
          throw new HttpError(403, 'NO_RELATION', 'Vi hittar inget medlemskap eller kundkonto för dig.');
        case 'not-identified':
          // Choosing whom to act for needs a session; finishing a login needs a completed order.
          if (request.query.stakeholderId !== undefined) throw new UnauthorizedError();
          throw new HttpError(
            400,
            'BANKID_NOT_COMPLETED',
            'Identifieringen med BankID är inte klar. Logga in igen.',
          );
        case 'not-an-option':
          throw new NotFoundError('Du kan inte företräda den du valde. Välj någon i listan.');
        case 'session':
          if (answer.fromOrder) flow.clear(reply);
          return answer.profile;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public', allowReadOnly: true, audit: false },
      schema: { tags: ['auth'], summary: 'Ends the session on the server', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  );
};
