import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MemberSearchRequestSchema, MemberSearchResultSchema } from '#contracts/member-search';
import { UnauthorizedError } from '../../plugins/http-errors.js';
import { PERSONAL_NUMBER_LOOKUP } from '../../plugins/rate-limit.js';
import type { MemberSearchService } from './member-search.service.js';

/** `POST staff/member-search`: staff find a member to view or serve. A POST, so no personal number is in a URL. */
export const memberSearchRoutes: FastifyPluginAsyncZod<{ memberSearch: MemberSearchService }> = async (
  app,
  { memberSearch },
) => {
  app.post(
    '/staff/member-search',
    {
      // Staff search before and while acting for a member; the service refuses anyone else and audits
      // each member it answers. A search changes nothing, so a staff viewer may make it. It can turn a
      // personal number into a name, so it shares the personal-number lookup budget.
      config: { access: 'person', audit: false, allowReadOnly: true, rateLimit: PERSONAL_NUMBER_LOOKUP },
      schema: {
        tags: ['auth'],
        summary: 'Staff search members by member number, personal number, name or estate designation',
        body: MemberSearchRequestSchema,
        response: { 200: MemberSearchResultSchema },
      },
    },
    async (request) => {
      const { session } = request;
      if (session === null) throw new UnauthorizedError();
      return memberSearch.search(session.personId, request.body.query);
    },
  );
};
