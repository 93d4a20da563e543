import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import {
  AdvisorColleaguesSchema,
  AdvisorSchema,
  ContactMessageReceiptSchema,
  ContactMessageRequestSchema,
  SboContactsSchema,
} from '#contracts/contact';
import { ANY_ROLE, FOREST_OWNER } from '#contracts/roles';
import { ContactMessagesSchema } from '#contracts/staff-messages';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/actor.js';
import { HttpError, invalidInput, NotFoundError } from '../../plugins/http-errors.js';
import { createContactRepository, type OwnBusiness } from './contact.repository.js';
import { sendContactMessage } from './send-contact-message.js';

/** Those with a forest business. Representatives and staff viewers read; the access plugin stops their writes. */

const NO_BUSINESS = 'Skogsverksamheten finns inte bland dina verksamheter.';
const NO_STAKEHOLDER = 'Välj vem du företräder först.';

const BusinessParams = z.object({
  id: z.string().regex(/^\d{7}$/, 'Ange ett verksamhetsnummer med sju siffror.'),
});

/** The member's advisor, colleagues and district contacts, and messages to the advisor (/kontakt). */
export const contactRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  branding: AppConfig['branding'];
}> = async (app, { db, clock, branding }) => {
  const contacts = createContactRepository(db);

  const ownBusiness = async (request: FastifyRequest, businessId: string): Promise<OwnBusiness> => {
    const business = await contacts.findOwnBusiness(
      actorOf(request, NO_STAKEHOLDER).stakeholderId,
      businessId,
    );
    if (business === undefined) throw new NotFoundError(NO_BUSINESS);
    return business;
  };

  app.get(
    '/Ir/GetBusinessAdvisor/:id',
    {
      config: { access: FOREST_OWNER },
      schema: {
        tags: ['contact'],
        summary: "The advisor of one of the acting member's businesses; 204 when it has none",
        params: BusinessParams,
        response: { 200: AdvisorSchema, 204: z.null(), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const business = await ownBusiness(request, request.params.id);
      const advisor =
        business.advisorId === null ? undefined : await contacts.findAdvisor(business.advisorId);
      if (advisor === undefined) return reply.code(204).send(null);
      return advisor;
    },
  );

  app.get(
    '/Ir/GetBusinessAdvisorColleagues/:id',
    {
      config: { access: FOREST_OWNER },
      schema: {
        tags: ['contact'],
        summary: "The other advisors in the district of one of the acting member's businesses",
        params: BusinessParams,
        response: { 200: AdvisorColleaguesSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const business = await ownBusiness(request, request.params.id);
      return contacts.colleagues(business.sboId, business.advisorId);
    },
  );

  app.get(
    '/Ir/GetSboContacts',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags: ['contact'],
        summary: "The district contacts for the acting member's businesses, by district",
        response: { 200: SboContactsSchema },
      },
    },
    async (request) => contacts.sboContacts(actorOf(request, NO_STAKEHOLDER).stakeholderId),
  );

  app.get(
    '/contact/messages',
    {
      config: { access: FOREST_OWNER },
      schema: {
        tags: ['contact'],
        summary:
          "The acting member's messages to the association, newest first, each with the answers staff gave " +
          'in the portal (oldest first) and whether it is handled; empty when there are none',
        response: { 200: ContactMessagesSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => contacts.messages(actorOf(request, NO_STAKEHOLDER).stakeholderId),
  );

  app.post(
    '/contact/messages',
    {
      config: { access: FOREST_OWNER, rateLimit: { max: 20, windowMs: 15 * 60_000 } },
      schema: {
        tags: ['contact'],
        summary: "A message to the advisor of one of the acting member's businesses; the advisor is mailed",
        body: ContactMessageRequestSchema,
        response: {
          201: ContactMessageReceiptSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const author = actorOf(request, NO_STAKEHOLDER);
      const business = await ownBusiness(request, request.body.businessId);
      const outcome = await sendContactMessage(db, contacts, {
        ...author,
        business,
        request: request.body,
        sentAt: clock.now(),
        associationName: branding.associationName,
      });
      if (outcome.kind === 'no-advisor') {
        throw new HttpError(
          422,
          'NO_ADVISOR',
          'Verksamheten har ingen rådgivare ännu. Kontakta kundtjänst så hjälper vi dig.',
        );
      }
      if (outcome.kind === 'missing-reply-detail') {
        throw invalidInput({ replyChannel: [outcome.message] });
      }
      return reply.code(201).send(outcome.receipt);
    },
  );
};
