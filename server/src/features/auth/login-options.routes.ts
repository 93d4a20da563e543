import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as zm from 'zod/mini';
import { LoginOptionsSchema, MemberNumberSchema } from '#contracts/login-options';
import { UnauthorizedError } from '../../plugins/http-errors.js';
import type { LoginOptionsService } from './login-options.service.js';

/** `GET Ir/GetLoginOptions`: whom the identified person may act for (the login selection page). */
export const loginOptionsRoutes: FastifyPluginAsyncZod<{ loginOptions: LoginOptionsService }> = async (
  app,
  { loginOptions },
) => {
  app.get(
    '/Ir/GetLoginOptions',
    {
      // Staff lookups are audited by the service, as the person has not chosen a member yet.
      config: { access: 'person', audit: false },
      schema: {
        tags: ['auth'],
        summary:
          'Whom the person may act for: themselves, companies, mandates; staff look a member up by stakeholderId',
        querystring: zm.object({ stakeholderId: zm.optional(MemberNumberSchema) }),
        response: { 200: LoginOptionsSchema },
      },
    },
    async (request) => {
      const { session } = request;
      if (session === null) throw new UnauthorizedError();
      return loginOptions.optionsFor(session.personId, request.query.stakeholderId);
    },
  );
};
