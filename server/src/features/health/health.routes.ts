import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { HealthSchema } from '#contracts/health';
import { runCheck, type HealthServiceApi } from './health.service.js';

export interface HealthRoutesOptions {
  health: HealthServiceApi;
  /** Ready means the database answers within two seconds and every migration has run. */
  isReady: () => Promise<boolean>;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { health, isReady }) => {
  app.get(
    '/Health/ping',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary:
          'Which back-end services are up: geodata, economy, member register, calculation, forest plan',
        response: { 200: HealthSchema },
      },
    },
    async () => health.ping(),
  );

  app.get(
    '/internal/isAlive',
    {
      config: { access: 'public' },
      schema: { tags: ['internal'], response: { 200: z.object({ alive: z.literal(true) }) } },
    },
    async () => ({ alive: true as const }),
  );

  app.get(
    '/internal/isReady',
    {
      config: { access: 'public' },
      schema: {
        tags: ['internal'],
        response: { 200: z.object({ ready: z.literal(true) }), 503: ApiErrorSchema },
      },
    },
    async (_request, reply) => {
      const ready = await runCheck(isReady);
      if (ready) return { ready: true as const };
      return reply
        .code(503)
        .send({ code: 'NOT_READY', message: 'Tjänsten startar eller saknar kontakt med databasen.' });
    },
  );
};
