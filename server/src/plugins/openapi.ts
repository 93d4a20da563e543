import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the route schemas, with a browsable UI at /api/docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, { title }: { title: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${title} API`,
          description:
            'Medlemsportalens API. Inloggning sker med cookie; fel svarar alltid `{code, message, fieldErrors?}`.',
          version: '1',
        },
      },
      transform: jsonSchemaTransform,
    });
    // The docs get the portal's own Content-Security-Policy, like every other response.
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi', fastify: '5.x' },
);
