import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { FreeTimesSchema, MeetingRequestSchema, MeetingSchema, MeetingsSchema } from '#contracts/meetings';
import { ANY_ROLE } from '#contracts/roles';
import type { Database } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/actor.js';
import { mandateEstateIds } from '../../plugins/estate-scope.js';
import { NotFoundError } from '../../plugins/http-errors.js';
import { createMeetingsService, type Reader } from './meetings.service.js';
import { meetingErrors } from './meetings.texts.js';

/**
 * Members, suppliers and potential members book for themselves, an Editor for the member served;
 * representatives (DelegatedRight) and staff viewers only look (the access plugin answers 403 on changes).
 */
const ACCESS = {
  access: ANY_ROLE,
} as const;

const MeetingParams = z.object({ id: z.string() });

/** Meetings with the member's advisor: list, free times, book, cancel, and a calendar file. */
export const meetingsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  associationName: string;
  productName: string;
  publicUrl: string;
}> = async (app, { db, clock, associationName, productName, publicUrl }) => {
  const service = createMeetingsService({
    db,
    clock,
    associationName,
    productName,
    calendarDomain: new URL(publicUrl).hostname,
  });

  /** The member, and for a representative the estates their mandate covers: meetings about others are not theirs. */
  async function readerOf(request: FastifyRequest): Promise<Reader> {
    const actor = actorOf(request, meetingErrors.noStakeholder);
    return {
      stakeholderId: actor.stakeholderId,
      estates: await mandateEstateIds(db, actor, swedishDay(clock.now())),
    };
  }

  app.get(
    '/meetings',
    {
      config: ACCESS,
      schema: {
        tags: ['meetings'],
        summary: 'The member’s upcoming and past meetings (cancelled ones left out); 204 when there are none',
        response: { 200: MeetingsSchema, 204: z.null(), 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const list = await service.list(await readerOf(request));
      return list === undefined ? reply.code(204).send(null) : list;
    },
  );

  app.get(
    '/meetings/free-times',
    {
      config: ACCESS,
      schema: {
        tags: ['meetings'],
        summary:
          'The member’s advisor, estates and the advisor’s free hours; 204 when the member has no advisor',
        response: { 200: FreeTimesSchema, 204: z.null(), 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const free = await service.freeTimes(await readerOf(request));
      return free === undefined ? reply.code(204).send(null) : free;
    },
  );

  app.post(
    '/meetings',
    {
      config: ACCESS,
      schema: {
        tags: ['meetings'],
        summary: 'Books one of the advisor’s free hours; a confirmation mail is queued with it',
        body: MeetingRequestSchema,
        response: {
          201: MeetingSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.book(actorOf(request, meetingErrors.noStakeholder), request.body)),
  );

  app.post(
    '/meetings/:id/cancel',
    {
      config: ACCESS,
      schema: {
        tags: ['meetings'],
        summary: 'Cancels an upcoming meeting; a mail is queued with it. Another member’s meeting: 404',
        params: MeetingParams,
        response: { 200: MeetingSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => service.cancel(actorOf(request, meetingErrors.noStakeholder), request.params.id),
  );

  app.get(
    '/meetings/:id/calendar.ics',
    {
      config: ACCESS,
      schema: {
        tags: ['meetings'],
        summary: 'The meeting as a calendar file (RFC 5545, text/calendar)',
        params: MeetingParams,
        response: { 200: z.string(), 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await service.calendar(await readerOf(request), request.params.id);
      if (file === undefined) throw new NotFoundError(meetingErrors.unknownMeeting);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="mote.ics"')
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
