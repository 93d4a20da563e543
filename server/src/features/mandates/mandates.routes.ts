import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import {
  CreateRightRequestSchema,
  GivenMandateSchema,
  GivenMandatesSchema,
  HeldMandatesSchema,
  MANDATE_GIVERS,
  MandateEstatesSchema,
  MandateHolderLookupSchema,
  PoNoParamsSchema,
  RemoveRightRequestSchema,
  RightIdParamsSchema,
  type CreateRightRequest,
  type GivenMandate,
} from '#contracts/mandates';
import { FOREST_OWNER, type Role } from '#contracts/roles';
import { actorOf } from '../../plugins/actor.js';
import { PERSONAL_NUMBER_LOOKUP } from '../../plugins/rate-limit.js';
import { signedWrite } from '../../signing/signed-writes.js';
import { mandateDocumentPdf } from './mandate-document.pdf.js';
import type { MandatesService } from './mandates.service.js';
import { signedMandateLines, signedMandateTitle } from './mandates.texts.js';

/** Who may see a member's mandates: everyone acting for them; representatives and staff viewers only read. */
const READERS: readonly Role[] = FOREST_OWNER;
/**
 * Who may revoke them: the member, or staff serving them (it only takes access away). Representatives and
 * staff viewers are listed so the access plugin answers them its read-only 403, which says why.
 */
const REVOKERS: readonly Role[] = FOREST_OWNER;
/** Who may give them: the member in person (MANDATE_GIVERS); read-only roles get the 403 that says why. */
const GIVING: readonly Role[] = [...MANDATE_GIVERS, 'Viewer', 'DelegatedRight'];
const ALL: readonly Role[] = ['Potential', ...READERS];

const NO_STAKEHOLDER = 'Välj vem du företräder innan du hanterar fullmakter.';

/** Mandates (fullmakter, docs/glossary.md): given and held, give by personal number, revoke, the signed document. */
export const mandatesRoutes: FastifyPluginAsyncZod<{
  mandates: MandatesService;
  productName: string;
}> = async (app, { mandates, productName }) => {
  const mandateSigning = signedWrite({
    kind: 'mandate',
    title: signedMandateTitle,
    noStakeholder: NO_STAKEHOLDER,
    prepare: (actor, body: CreateRightRequest) => mandates.prepare(actor, body),
    lines: signedMandateLines,
    subjectOf: (mandate: GivenMandate) => mandate.stakeholderRightId,
  });

  app.get(
    '/Ir/DelegatedRights',
    {
      config: { access: READERS },
      schema: {
        tags: ['mandates'],
        summary:
          'The mandates the member the session acts for has given (a representative: their own); 204 when none',
        response: { 200: GivenMandatesSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const list = await mandates.given(actorOf(request, NO_STAKEHOLDER));
      return list.length === 0 ? reply.code(204).send(null) : list;
    },
  );

  app.get(
    '/Ir/MyDelegatedRights',
    {
      // The signed-in person's own mandates, whoever the session acts for: no member's data to audit.
      config: { access: ALL, audit: false },
      schema: {
        tags: ['mandates'],
        summary: 'The mandates the signed-in person holds, from which members; 204 when none',
        response: { 200: HeldMandatesSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const list = await mandates.held(actorOf(request, NO_STAKEHOLDER).personId);
      return list.length === 0 ? reply.code(204).send(null) : list;
    },
  );

  app.get(
    '/Ir/GetStakeholderByPoNo/:poNo',
    {
      config: { access: MANDATE_GIVERS, rateLimit: PERSONAL_NUMBER_LOOKUP },
      schema: {
        tags: ['mandates'],
        summary:
          'The name of a person the association knows, to give a mandate to; the path is masked in logs',
        params: PoNoParamsSchema,
        response: { 200: MandateHolderLookupSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => mandates.lookUpHolder(actorOf(request, NO_STAKEHOLDER), request.params.poNo),
  );

  app.get(
    '/Ir/GetMandateEstates',
    {
      config: { access: MANDATE_GIVERS },
      schema: {
        tags: ['mandates'],
        summary: 'The estates a new mandate can cover: all of the member’s; 204 when there are none',
        response: { 200: MandateEstatesSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const list = await mandates.estates(actorOf(request, NO_STAKEHOLDER).stakeholderId);
      return list.length === 0 ? reply.code(204).send(null) : list;
    },
  );

  app.post(
    '/Ir/CreateRight',
    {
      // It names a person by personal number too: the lookup's budget, so it answers no more guesses.
      config: {
        access: GIVING,
        rateLimit: PERSONAL_NUMBER_LOOKUP,
        signed: mandateSigning,
      },
      schema: {
        tags: ['mandates'],
        summary:
          'Give a person a read-only mandate for some or all estates, optionally until a date; signed with ' +
          'BankID (docs/signing.md)',
        body: CreateRightRequestSchema,
        response: {
          201: GivenMandateSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return mandates.commit(actorOf(request, NO_STAKEHOLDER), mandateSigning.effectOf(request));
    },
  );

  app.post(
    '/Ir/RemoveRight',
    {
      config: { access: REVOKERS },
      schema: {
        tags: ['mandates'],
        summary: 'Revoke a mandate the member gave; it stops working at once',
        body: RemoveRightRequestSchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await mandates.remove(actorOf(request, NO_STAKEHOLDER), request.body.stakeholderRightId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/Ir/GetRightEdocs/:id',
    {
      config: { access: ALL },
      schema: {
        tags: ['mandates'],
        summary:
          'The signed mandate document as a PDF, for the member who gave it and the person who holds it',
        params: RightIdParamsSchema,
        produces: ['application/pdf'],
        // A Buffer is sent as it is: Fastify serializes no binary body.
        response: { 200: z.unknown().describe('The PDF'), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const document = await mandates.document(actorOf(request, NO_STAKEHOLDER), request.params.id);
      const pdf = await mandateDocumentPdf(document, productName);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="fullmakt-${request.params.id.slice(0, 8)}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
};
