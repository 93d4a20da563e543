import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HelloSchema = z.object({ hello: z.literal('world') });

/**
 * Test builds only (`BENCH_ROUTES=on`): the bare route the API load benchmark measures every read against,
 * so its numbers are ratios to what this machine can do (docs/quality.md 2.2). Outside /api on purpose:
 * no session lookup and no access check, only what every request pays.
 */
export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/bench/hello', { schema: { hide: true, response: { 200: HelloSchema } } }, async () => ({
    hello: 'world' as const,
  }));
};
