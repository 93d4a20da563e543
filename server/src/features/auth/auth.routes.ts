import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { ChooseLoginRequestSchema } from '#contracts/login-options';
import { ProfileSchema, type Profile } from '#contracts/profile';
import { HttpError, NotFoundError, UnauthorizedError } from '../../plugins/http-errors.js';
import type { ActiveSession } from '../../session/session.service.js';
import { flowCookieJar, type FlowCookie } from './bankid-login.routes.js';
import type { BankIdLoginService } from './bankid-login.service.js';
import { StakeholderIdSchema } from './login-options.routes.js';
import type { LoginOptionsService } from './login-options.service.js';

const LOGIN_LIMIT = { max: 30, windowMs: 60 * 1000 };

class BankIdNotCompletedError extends HttpError {
  constructor() {
    super(400, 'BANKID_NOT_COMPLETED', 'Identifieringen med BankID är inte klar. Logga in igen.');
  }
}

/** Someone BankID identified whom the association does not know: the SPA shows /medlemsaknas. */
class NoRelationError extends HttpError {
  constructor() {
    super(403, 'NO_RELATION', 'Vi hittar inget medlemskap eller kundkonto för dig.');
  }
}

/** Sessions: who is signed in, logging in after BankID, choosing whom to act for, logging out. */
export const authRoutes: FastifyPluginAsyncZod<{
  bankidLogin: BankIdLoginService;
  loginOptions: LoginOptionsService;
  flowCookie: FlowCookie;
}> = async (app, { bankidLogin, loginOptions, flowCookie }) => {
  const flow = flowCookieJar(flowCookie);

  const profileOf = async (session: ActiveSession): Promise<Profile> => {
    const { personName, actingFor } = await loginOptions.describe(session.personId, session.stakeholderId);
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
        querystring: z.object({ stakeholderId: StakeholderIdSchema.optional() }),
        body: zm.nullish(ChooseLoginRequestSchema),
        response: { 200: ProfileSchema },
      },
    },
    async (request, reply) => {
      const { stakeholderId } = request.query;
      // The identity comes from a BankID order this browser completed, or from the session it already has.
      const identified = await bankidLogin.consume(flow.read(request));
      let personId: string;
      if (identified !== undefined) {
        flow.clear(reply);
        const person = await loginOptions.identifyPerson(identified);
        if (person === undefined || !(await loginOptions.hasAnyRelation(person.personId))) {
          // Nothing of theirs is kept: not the session, not BankID's answer with their personal number.
          await bankidLogin.forget(flow.read(request));
          await app.sessions.end(request, reply);
          throw new NoRelationError();
        }
        personId = person.personId;
      } else if (request.session !== null && stakeholderId !== undefined) {
        personId = request.session.personId;
      } else if (stakeholderId !== undefined) {
        throw new UnauthorizedError();
      } else {
        throw new BankIdNotCompletedError();
      }

      const choice =
        stakeholderId === undefined
          ? await loginOptions.automaticChoice(personId)
          : await loginOptions.choose(personId, stakeholderId, request.body?.role);
      if (stakeholderId !== undefined && choice === undefined) {
        throw new NotFoundError('Du kan inte företräda den du valde. Välj någon i listan.');
      }
      const session: ActiveSession = {
        personId,
        stakeholderId: choice?.stakeholderId ?? null,
        roles: choice?.roles ?? [],
      };
      await app.sessions.start(request, reply, session);
      return profileOf(session);
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
