import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { DocumentIdParamsSchema, DocumentsQuerySchema, DocumentsSchema } from '#contracts/documents';
import { FOREST_OWNER } from '#contracts/roles';
import type { Database } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/actor.js';
import { mandateEstateIds } from '../../plugins/estate-scope.js';
import type { DocumentReader } from './documents.repository.js';
import { createDocumentsService, type MandatePdf } from './documents.service.js';
import { documentErrors } from './documents.texts.js';

/** Everyone acting for a member reads their documents; nothing here changes anything. */
const ACCESS = {
  access: FOREST_OWNER,
} as const;

/** Documents (`/minasidor/dokument`): the list with filters, and each document as a PDF made on request. */
export const documentsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  associationName: string;
  productName: string;
  mandatePdf: MandatePdf;
}> = async (app, { db, clock, associationName, productName, mandatePdf }) => {
  const service = createDocumentsService({ db, clock, associationName, productName, mandatePdf });

  /** A representative sees the documents of the estates their mandate covers; others all the member's. */
  async function readerOf(request: FastifyRequest): Promise<DocumentReader> {
    const actor = actorOf(request, documentErrors.noStakeholder);
    return { ...actor, estates: await mandateEstateIds(db, actor, swedishDay(clock.now())) };
  }

  app.get(
    '/documents',
    {
      config: ACCESS,
      schema: {
        tags: ['documents'],
        summary:
          'The member’s documents, newest first, filtered by kind and issue year; 204 when there are none',
        querystring: DocumentsQuerySchema,
        response: { 200: DocumentsSchema, 204: z.null(), 400: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const documents = await service.list(await readerOf(request), request.query);
      return documents === undefined ? reply.code(204).send(null) : documents;
    },
  );

  app.get(
    '/documents/:id/pdf',
    {
      config: ACCESS,
      schema: {
        tags: ['documents'],
        summary: 'One of the member’s documents as a PDF, made now from the stored data',
        params: DocumentIdParamsSchema,
        produces: ['application/pdf'],
        // A Buffer is sent as it is: Fastify serializes no binary body.
        response: { 200: z.unknown().describe('The PDF'), 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await service.pdf(await readerOf(request), request.params.id);
      return (
        reply
          .type('application/pdf')
          // Inline: the browser shows the PDF, with its own save and print; the name is what it saves as.
          .header('content-disposition', `inline; filename="${fileName}"`)
          .send(Buffer.from(bytes))
      );
    },
  );
};
