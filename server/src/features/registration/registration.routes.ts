import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { RegistrationRequestSchema, RegistrationSchema } from '#contracts/registration';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf, optionalActorOf } from '../../plugins/actor.js';
import { ConflictError } from '../../plugins/http-errors.js';
import { createRegistrationRepository } from './registration.repository.js';

const ALREADY_APPLIED = 'Du har redan skickat en ansökan. Vi hör av oss när den är behandlad.';
const NO_STAKEHOLDER = 'Välj vem du företräder innan du ansöker om medlemskap.';

/** Only potential members apply; members, representatives (DelegatedRight) and staff get 403. */
const ACCESS = { access: ['Potential'] } as const;

/** Membership applications from potential members (docs/portal.md 4, the registration form flag). */
export const registrationRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const registrations = createRegistrationRepository(db);

  app.post(
    '/Ir/RegisterNewUser',
    {
      config: ACCESS,
      schema: {
        tags: ['registration'],
        summary: 'A potential member applies for membership; one open application at a time',
        body: RegistrationRequestSchema,
        response: { 201: RegistrationSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // The applicant is whoever the session acts for, never anything in the body.
      const applicant = actorOf(request, NO_STAKEHOLDER);
      const stored = await registrations.insertUnlessOpen(applicant, request.body, clock.now());
      if (stored === undefined) throw new ConflictError(ALREADY_APPLIED);
      return reply.code(201).send(stored);
    },
  );

  app.get(
    '/Ir/GetRegistration',
    {
      config: ACCESS,
      schema: {
        tags: ['registration'],
        summary: 'The latest membership application of whom the session acts for; 204 when there is none',
        response: { 200: RegistrationSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const applicant = optionalActorOf(request);
      const latest = applicant && (await registrations.findLatest(applicant.stakeholderId));
      if (latest === undefined) return reply.code(204).send(null);
      return latest;
    },
  );
};
