import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProfileSchema } from '#contracts/profile';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/profile',
    {
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
      return { id: session.profileId, roles: [...session.roles] };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Ends the session on the server', response: { 204: z.null() } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  );
};
