import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { portalRoutes } from '#contracts/routes';
import {
  ContactAnswerRequestSchema,
  STAFF_MESSAGE_ERRORS,
  StaffMessageSchema,
  type StaffMessage,
} from '#contracts/staff-messages';
import type { Database, Queryable } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, NotFoundError } from '../../plugins/http-errors.js';
import { answerNotice } from './errands.texts.js';
import { createMessageErrandsRepository } from './message-errands.repository.js';
import { auditErrand, STAFF, staffOf } from './staff-access.js';
import { PUSH_TITLES } from '#contracts/push';

/** What the staff workspace's errands tell members through (features/notifications/notify.ts, via app.ts). */
export type ErrandNotify = (
  tx: Queryable,
  stakeholderId: string,
  message: {
    category: 'messages' | 'economy' | 'forest';
    title: string;
    text: string;
    link: string;
    estateIds: readonly string[];
    push?: string;
  },
) => Promise<unknown>;

export interface MessageErrandDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly notify: ErrandNotify;
}

/** Any id is taken: one that is not a uuid is as unknown as a missing message (404), never a 400 or 500. */
const IdParams = z.object({ id: z.string() });
const ERRORS = { 403: ApiErrorSchema, 404: ApiErrorSchema } as const;
const WRITE_ERRORS = { ...ERRORS, 400: ApiErrorSchema, 409: ApiErrorSchema } as const;

const handledConflict = (message: string) => new HttpError(409, 'MESSAGE_HANDLED', message);

/**
 * A member's message to the association in the workspace: read it, answer it in the portal (the member is
 * notified, and mailed per their settings), mark it handled. An Editor writes; the access plugin refuses a
 * Viewer's write. Every read and write is on the member's access log.
 */
export const messageErrandRoutes: FastifyPluginAsyncZod<MessageErrandDependencies> = async (app, deps) => {
  const { db, clock } = deps;

  const read = async (tx: Queryable, id: string): Promise<StaffMessage> => {
    const message = await createMessageErrandsRepository(tx).read(id);
    if (message === undefined) throw new NotFoundError(STAFF_MESSAGE_ERRORS.notFound);
    return message;
  };

  app.get(
    '/staff/messages/:id',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'A member’s message: whom it is from and how they want an answer (contact details on file), the ' +
          'answers so far with who and when, and whether it is handled; audited',
        params: IdParams,
        response: { 200: StaffMessageSchema, ...ERRORS },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const message = await read(db, request.params.id);
      await auditErrand(db, clock, request, staff, message.member.id);
      return message;
    },
  );

  app.post(
    '/staff/messages/:id/answers',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'Answers the message in the portal, signed with the staff member’s name; the member is notified ' +
          '(category messages; a mail per their settings) and reads it with their messages. A handled ' +
          'message: 409. Audited',
        params: IdParams,
        body: ContactAnswerRequestSchema,
        response: { 201: StaffMessageSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const answered = await db.transaction(async (tx) => {
        const messages = createMessageErrandsRepository(tx);
        const locked = await messages.lock(request.params.id);
        if (locked === undefined) throw new NotFoundError(STAFF_MESSAGE_ERRORS.notFound);
        if (locked.handled) throw handledConflict(STAFF_MESSAGE_ERRORS.answerHandled);
        const byName = await messages.personName(staff.personId);
        await messages.insertAnswer({
          messageId: request.params.id,
          body: request.body.body,
          at: clock.now(),
          byPersonId: staff.personId,
          byName,
        });
        const message = await read(tx, request.params.id);
        await deps.notify(tx, locked.stakeholderId, {
          category: 'messages',
          ...answerNotice(message.subject, byName, request.body.body),
          link: portalRoutes.contact.path,
          push: PUSH_TITLES.answer,
          // A message to the association names no estate of its own.
          estateIds: [],
        });
        await auditErrand(tx, clock, request, staff, locked.stakeholderId);
        return message;
      });
      return reply.code(201).send(answered);
    },
  );

  app.post(
    '/staff/messages/:id/handled',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'Marks the message as handled (it leaves the open work list; the member sees it as handled). ' +
          'Already handled: 409, and the first marking stands. Audited',
        params: IdParams,
        response: { 200: StaffMessageSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return db.transaction(async (tx) => {
        const messages = createMessageErrandsRepository(tx);
        const locked = await messages.lock(request.params.id);
        if (locked === undefined) throw new NotFoundError(STAFF_MESSAGE_ERRORS.notFound);
        if (locked.handled) throw handledConflict(STAFF_MESSAGE_ERRORS.alreadyHandled);
        await messages.markHandled(request.params.id, clock.now(), staff.personId);
        await auditErrand(tx, clock, request, staff, locked.stakeholderId);
        return read(tx, request.params.id);
      });
    },
  );
};
