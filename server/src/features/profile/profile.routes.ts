import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import {
  BusinessDataSchema,
  BusinessParamsSchema,
  BusinessSchema,
  CoRegistrySchema,
  EconomyStakesSchema,
  MemberContactRequestSchema,
  MemberDataSchema,
  OkSchema,
} from '#contracts/member';
import { ROLES } from '#contracts/roles';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { optionalActorOf } from '../../plugins/actor.js';
import { NotFoundError } from '../../plugins/http-errors.js';
import { createBusinessRepository } from './business.repository.js';
import { createMemberRepository } from './member.repository.js';
import { createStakeRepository } from './stake.repository.js';

/**
 * Everyone who acts for a stakeholder sees its profile. Changes: the access plugin answers representatives
 * (DelegatedRight) and staff viewers 403; an Editor changes on the member's behalf.
 */
const ACCESS = { access: ROLES } as const;

const NO_SUCH_BUSINESS = 'Verksamheten finns inte bland dina verksamheter.';
const NO_STAKEHOLDER = 'Välj vem du företräder innan du ändrar uppgifterna.';

/** The member's profile: member data, businesses with estates, co-owners and member capital. */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const members = createMemberRepository(db);
  const businesses = createBusinessRepository(db);
  const stakes = createStakeRepository(db);

  app.get(
    '/Ir/GetMemberData',
    {
      config: ACCESS,
      schema: {
        tags: ['profile'],
        summary: 'Name, membership and contact details of whom the session acts for; 204 when no one',
        response: { 200: MemberDataSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const stakeholderId = optionalActorOf(request)?.stakeholderId;
      const member = stakeholderId === undefined ? undefined : await members.find(stakeholderId);
      if (member === undefined) return reply.code(204).send(null);
      const { hasEstates, ...data } = member;
      return { ...data, hasPlans: hasEstates };
    },
  );

  app.post(
    '/Ir/SetMemberData',
    {
      config: ACCESS,
      schema: {
        tags: ['profile'],
        summary: 'Replaces the contact details and preferred way of contact; names are not changed here',
        body: MemberContactRequestSchema,
        response: { 200: OkSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const stakeholderId = optionalActorOf(request)?.stakeholderId;
      if (stakeholderId === undefined) throw new NotFoundError(NO_STAKEHOLDER);
      const saved = await members.saveContact(stakeholderId, request.body, clock.now());
      if (!saved) throw new NotFoundError(NO_STAKEHOLDER);
      return { ok: true as const };
    },
  );

  app.get(
    '/Ir/GetBusinessData',
    {
      config: ACCESS,
      schema: {
        tags: ['profile'],
        summary: 'The forest businesses of whom the session acts for, with areas; 204 when none',
        response: { 200: BusinessDataSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const stakeholderId = optionalActorOf(request)?.stakeholderId;
      const list = stakeholderId === undefined ? [] : await businesses.listOf(stakeholderId);
      if (list.length === 0) return reply.code(204).send(null);
      return list;
    },
  );

  app.get(
    '/Ir/GetBusiness/:id',
    {
      config: ACCESS,
      schema: {
        tags: ['profile'],
        summary: 'One of the businesses of whom the session acts for, with its estates; 404 for any other',
        params: BusinessParamsSchema,
        response: { 200: BusinessSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const stakeholderId = optionalActorOf(request)?.stakeholderId;
      const business =
        stakeholderId === undefined ? undefined : await businesses.findOf(stakeholderId, request.params.id);
      if (business === undefined) throw new NotFoundError(NO_SUCH_BUSINESS);
      return business;
    },
  );

  app.get(
    '/Ir/GetCoRegistry',
    {
      config: ACCESS,
      schema: {
        tags: ['profile'],
        summary: 'The co-owners of each business of whom the session acts for, with shares; 204 when none',
        response: { 200: CoRegistrySchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const stakeholderId = optionalActorOf(request)?.stakeholderId;
      const registry = stakeholderId === undefined ? [] : await businesses.coRegistryOf(stakeholderId);
      if (registry.length === 0) return reply.code(204).send(null);
      return registry;
    },
  );

  app.get(
    '/Ir/GetEconomyStakesData',
    {
      config: ACCESS,
      schema: {
        tags: ['profile'],
        summary: 'Member capital in öre and the insatsavdrag rate; 204 for those who are not members',
        response: { 200: EconomyStakesSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const stakeholderId = optionalActorOf(request)?.stakeholderId;
      const stake = stakeholderId === undefined ? undefined : await stakes.findOfMember(stakeholderId);
      if (stake === undefined) return reply.code(204).send(null);
      return stake;
    },
  );
};
