import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { UnreadCountSchema } from '#contracts/notification-count';
import {
  isNotificationId,
  NOTIFICATION_PAGE_SIZE,
  NotificationIdParamsSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationSchema,
  NotificationSettingsRequestSchema,
  NotificationSettingsSchema,
  type NotificationSettings,
} from '#contracts/notifications';
import type { FeatureFlags } from '#contracts/feature-flags';
import { ANY_ROLE } from '#contracts/roles';
import { mayOpenPath } from '#contracts/routes';
import type { Database } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/actor.js';
import { mandateEstateIds } from '../../plugins/estate-scope.js';
import { invalidInput, NotFoundError } from '../../plugins/http-errors.js';
import { createNeighbourWarningsRepository } from './neighbour-warnings.repository.js';
import { createNotificationsRepository, type NotificationReader } from './notifications.repository.js';

const NO_STAKEHOLDER = 'Välj vem du företräder innan du läser aviseringar.';
const NOT_FOUND = 'Aviseringen finns inte.';
const UNKNOWN_BEFORE = 'Aviseringen att fortsätta efter finns inte. Ladda om listan.';

/**
 * Everyone signed in for someone has notifications. Marking read and saving settings are changes: the
 * access plugin answers a representative (DelegatedRight) and a staff viewer (Viewer) 403, so they see the
 * list as it is and leave it unread for the member; an Editor may act on the member's behalf. A
 * representative sees neither notifications about estates their mandate leaves out nor those about whom the
 * member trusts, in the list and in the unread count alike.
 */
const ACCESS = {
  access: ANY_ROLE,
};

/** The bell in the header and the settings page (`/minasidor/minaaviseringar`). */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  flags: FeatureFlags;
}> = async (app, { db, clock, flags }) => {
  const notifications = createNotificationsRepository(db);
  const neighbourWarnings = createNeighbourWarningsRepository(db);

  const settingsOf = async (stakeholderId: string): Promise<NotificationSettings> => ({
    choices: await notifications.choices(stakeholderId),
    hasEmail: (await notifications.emailOf(stakeholderId)) !== undefined,
    barkBeetleWarnings: await neighbourWarnings.isOn(stakeholderId),
  });

  /** Whose notifications the session reads, limited to its mandate's estates for a representative. */
  const readerOf = async (request: FastifyRequest): Promise<NotificationReader> => {
    const actor = actorOf(request, NO_STAKEHOLDER);
    return {
      stakeholderId: actor.stakeholderId,
      estates: await mandateEstateIds(db, actor, swedishDay(clock.now())),
    };
  };

  app.get(
    '/notifications',
    {
      config: ACCESS,
      schema: {
        tags: ['notifications'],
        summary:
          'The latest notifications first, a page at a time, with the unread count; 204 when there are none',
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema, 204: z.null(), 400: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const reader = await readerOf(request);
      const { limit = NOTIFICATION_PAGE_SIZE, before } = request.query;
      const page = await notifications.list(reader, { limit, before });
      if (page === undefined) throw invalidInput({ before: [UNKNOWN_BEFORE] });
      if (page.items.length === 0 && before === undefined) return reply.code(204).send(null);
      // A notice about a page the reader may not open (an order's page for a representative) keeps its
      // words but loses its link.
      const { roles } = actorOf(request, NO_STAKEHOLDER);
      const items = page.items.map((item) =>
        item.link !== null && !mayOpenPath(item.link, roles, flags) ? { ...item, link: null } : item,
      );
      return { ...page, items, unreadCount: await notifications.unreadCount(reader) };
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      config: ACCESS,
      schema: {
        tags: ['notifications'],
        summary: 'How many notifications are unread, for the bell in the header',
        response: { 200: UnreadCountSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => ({ unreadCount: await notifications.unreadCount(await readerOf(request)) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: ACCESS,
      schema: {
        tags: ['notifications'],
        summary: 'Marks one notification read (when the member opens it)',
        params: NotificationIdParamsSchema,
        response: { 200: NotificationSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const stakeholderId = actorOf(request, NO_STAKEHOLDER).stakeholderId;
      const { id } = request.params;
      const read = isNotificationId(id)
        ? await notifications.markRead(stakeholderId, id, clock.now())
        : undefined;
      if (read === undefined) throw new NotFoundError(NOT_FOUND);
      return read;
    },
  );

  app.post(
    '/notifications/read-all',
    {
      config: ACCESS,
      schema: {
        tags: ['notifications'],
        summary: 'Marks every notification read',
        response: { 204: z.null(), 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await notifications.markAllRead(actorOf(request, NO_STAKEHOLDER).stakeholderId, clock.now());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/notifications/settings',
    {
      config: ACCESS,
      schema: {
        tags: ['notifications'],
        summary: 'Per category and channel whether the member is notified; the defaults where none is chosen',
        response: { 200: NotificationSettingsSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => {
      return settingsOf(actorOf(request, NO_STAKEHOLDER).stakeholderId);
    },
  );

  app.put(
    '/notifications/settings',
    {
      config: ACCESS,
      schema: {
        tags: ['notifications'],
        summary:
          'Saves the choice for every category and channel, and whether to be warned of bark beetle near ' +
          'the estates (unchanged when left out)',
        body: NotificationSettingsRequestSchema,
        response: { 200: NotificationSettingsSchema, 400: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => {
      const stakeholderId = actorOf(request, NO_STAKEHOLDER).stakeholderId;
      const { choices, barkBeetleWarnings } = request.body;
      await db.transaction(async (tx) => {
        await createNotificationsRepository(tx).saveChoices(stakeholderId, choices, clock.now());
        if (barkBeetleWarnings !== undefined) {
          await createNeighbourWarningsRepository(tx).save(stakeholderId, barkBeetleWarnings, clock.now());
        }
      });
      return settingsOf(stakeholderId);
    },
  );
};
