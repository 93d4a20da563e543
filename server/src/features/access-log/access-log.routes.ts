import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import {
  ACCESS_LOG_CURSOR_ERROR,
  ACCESS_LOG_PAGE_SIZE,
  AccessLogPageSchema,
  AccessLogQuerySchema,
} from '#contracts/access-log';
import type { Role } from '#contracts/roles';
import type { Queryable } from '../../db/database.js';
import { actorOf } from '../../plugins/actor.js';
import { invalidInput } from '../../plugins/http-errors.js';
import { createAccessLogRepository } from './access-log.repository.js';
import { accessLogTexts } from './access-log.texts.js';

/**
 * The member and whoever acts as the member's own (Member, Supplier, Potential), and staff, who may read
 * what the member sees. Not a representative (DelegatedRight): who has looked at the member's data is the
 * member's own relation of trust with the association and with those they gave a mandate. A read by staff
 * is audited like any other read of the member's data: one line per page, so the log never feeds itself.
 */
const ACCESS = {
  access: ['Member', 'Supplier', 'Potential', 'Viewer', 'Editor'] satisfies Role[],
} as const;

/** "Vem har tittat på mina uppgifter" (`/minasidor/atkomstlogg`). */
export const accessLogRoutes: FastifyPluginAsyncZod<{ db: Queryable }> = async (app, { db }) => {
  const log = createAccessLogRepository(db);

  app.get(
    '/access-log',
    {
      config: ACCESS,
      schema: {
        tags: ['access-log'],
        summary:
          'Who read or changed the member’s data (staff, representatives), newest first, from the audit ' +
          'trail: one entry per visit (one person’s calls in one role, each within 30 minutes of the one ' +
          'before), naming what was looked at once each and what each change changed. Keyset pages by ' +
          '`cursor`, `limit` 1–50 (20); 204 when no one has',
        querystring: AccessLogQuerySchema,
        response: { 200: AccessLogPageSchema, 204: z.null(), 400: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const stakeholderId = actorOf(request, accessLogTexts.noStakeholder).stakeholderId;
      const { limit = ACCESS_LOG_PAGE_SIZE, cursor } = request.query;
      const page = await log.page(stakeholderId, { limit, cursor });
      if (page === undefined) throw invalidInput({ cursor: [ACCESS_LOG_CURSOR_ERROR] });
      if (page.entries.length === 0 && cursor === undefined) return reply.code(204).send(null);
      return page;
    },
  );
};
