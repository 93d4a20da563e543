import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { actsForSomeoneElse, canChange, hasAnyRole, isReadOnly, type Role } from '#contracts/roles';
import { objectOf, recordAudit } from '../audit/audit.repository.js';
import type { Queryable } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { ForbiddenError, UnauthorizedError } from './http-errors.js';
import type { RateLimitRule } from './rate-limit.js';

/**
 * Who may call an API route: `public` anyone; `person` anyone who has identified with BankID, also before
 * choosing whom to act for; a role list those whose session has one of the roles.
 */
export type ApiAccess = 'public' | 'person' | readonly Role[];

export interface ApiRouteRule {
  readonly method: string;
  readonly url: string;
  readonly access: ApiAccess;
  readonly allowReadOnly: boolean;
  /** Whether a read by someone acting for a member is written to the audit trail. */
  readonly audit: boolean;
  readonly rateLimit?: RateLimitRule;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * What a change did, in the member's words, for the audit row where the route's path names nothing
     * ("Uttag 1 000,00 kr, utbetalning 11 mars 2026"); set by the handler, null otherwise.
     */
    auditObject: string | null;
  }
  interface FastifyInstance {
    /** Every API route and its declared rule, for the generated guard tests and the docs. */
    apiRoutes: ApiRouteRule[];
  }
  interface FastifyContextConfig {
    /** Required on every /api route: a route without it stops the server from starting (default deny). */
    access?: ApiAccess;
    /** A state-changing call a representative may still make (log out, choose whom to act for). */
    allowReadOnly?: boolean;
    /**
     * Reads by someone acting for a member (staff, representatives) are audited under the route's URL;
     * false for routes that show no member's data.
     */
    audit?: boolean;
  }
}

const READ_ONLY_DELEGATE = 'Du är inloggad som ombud med läsrätt och kan inte beställa eller ändra något.';
const READ_ONLY_STAFF = 'Du visar medlemmens uppgifter med läsrätt och kan inte ändra något.';

/**
 * HTTP's safe methods (RFC 9110, 9.2.1): they read. Every other method may change something, so read-only
 * roles may not call it, CSRF applies to it and the member's access log shows it as a change.
 */
export const READING_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS', 'TRACE'];

export const isStateChanging = (method: string): boolean => !READING_METHODS.includes(method);

/** The access rule for a request, decided from the server-side session only. */
export function checkAccess(request: FastifyRequest, access: ApiAccess): void {
  if (access === 'public') return;
  const { session } = request;
  if (session === null) throw new UnauthorizedError();
  if (access !== 'person' && !hasAnyRole(session.roles, access)) throw new ForbiddenError();
  if (
    isStateChanging(request.method) &&
    !canChange(session.roles) &&
    request.routeOptions.config.allowReadOnly !== true
  ) {
    throw new ForbiddenError(isReadOnly(session.roles) ? READ_ONLY_DELEGATE : READ_ONLY_STAFF);
  }
}

/**
 * Default deny for the API: every /api route declares `config.access`; the check runs before validation,
 * so an anonymous caller learns nothing about a route's input. Reads of a member's data by anyone acting
 * for them (staff, representatives) are audited.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance, { db, clock }: { db: Queryable; clock: Clock }) => {
    const apiRoutes: ApiRouteRule[] = [];
    app.decorate('apiRoutes', apiRoutes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const config = route.config;
      if (config?.access === undefined) {
        throw new Error(`API route ${String(route.method)} ${route.url} declares no access rule`);
      }
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        apiRoutes.push({
          method,
          url: route.url,
          access: config.access,
          allowReadOnly: config.allowReadOnly === true,
          audit: config.audit !== false && config.access !== 'public',
          rateLimit: config.rateLimit,
        });
      }
    });

    app.decorateRequest('auditObject', null);

    app.addHook('preValidation', (request, _reply, done) => {
      const access = request.routeOptions.config.access;
      if (access !== undefined) checkAccess(request, access);
      done();
    });

    // Written before the answer leaves, so no read for someone else goes unrecorded and a client never
    // outruns it: staff (Viewer, Editor) and representatives (DelegatedRight), who may be staff too.
    app.addHook('onSend', (request, reply, payload, done) => {
      const { actor } = request;
      const { config } = request.routeOptions;
      if (
        actor === null ||
        !actsForSomeoneElse(actor.roles) ||
        config.access === undefined ||
        config.access === 'public' ||
        config.audit === false ||
        reply.statusCode >= 400
      ) {
        done(null, payload);
        return;
      }
      recordAudit(db, {
        at: clock.now(),
        actorPersonId: actor.personId,
        actorRoles: actor.roles,
        subjectStakeholderId: actor.stakeholderId,
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        status: reply.statusCode,
        object: request.auditObject ?? objectOf(request.params),
      }).then(() => {
        done(null, payload);
      }, done);
    });
  },
  { name: 'access', dependencies: ['session'], fastify: '5.x' },
);
