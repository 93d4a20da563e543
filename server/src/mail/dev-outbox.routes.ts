import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../db/database.js';
import { DEV_OUTBOX_CSS, devOutboxPage } from './dev-outbox.page.js';
import { createLocalMailboxRepository } from './local-mailbox.repository.js';

export const DEV_OUTBOX_PATH = '/dev/outbox';
const SHOWN = 100;

/**
 * Local development only (registered only when APP_ENV=local; elsewhere the path is an unknown page, 404):
 * the mail the embedded SMTP server received. A plain server page, so it needs no SPA route or login.
 */
export const devOutboxRoutes: FastifyPluginAsync<{ db: Queryable; productName: string }> = async (
  app,
  { db, productName },
) => {
  const mailbox = createLocalMailboxRepository(db);

  app.get(DEV_OUTBOX_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const mails = await mailbox.latest(SHOWN);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(devOutboxPage(productName, mails));
  });

  app.get(`${DEV_OUTBOX_PATH}.css`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(DEV_OUTBOX_CSS),
  );
};
