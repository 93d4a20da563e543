import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env.js';
import type { ActiveSession, SessionService } from '../session/session.service.js';
import { actorOfSession, type Actor } from './actor.js';
import { isApiRoute } from './api-route.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, decided on the server from the cookie; null when anonymous. */
    session: ActiveSession | null;
    /** Who is asking (plugins/actor.ts), resolved with the session; null when it acts for no one. */
    actor: Actor | null;
  }
  interface FastifyInstance {
    sessions: {
      /** Ends the request's current session, if any, and starts a new one (new token) for `identity`. */
      start(request: FastifyRequest, reply: FastifyReply, identity: ActiveSession): Promise<void>;
      /** Ends the request's session on the server and clears its cookie. */
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** True when the request carried a session cookie that no longer belongs to a live session. */
      hasStaleCookie(request: FastifyRequest): boolean;
    };
  }
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, { config, service }: { config: AppConfig; service: SessionService }) => {
    const { cookieName, secureCookie } = config.session;
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie } as const;
    const tokenOf = (request: FastifyRequest): string | undefined => request.cookies[cookieName];

    await app.register(cookie);
    // A failed answer changes no cookie: whatever the cookie would point to was rolled back with it.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.statusCode >= 500) reply.removeHeader('set-cookie');
      done(null, payload);
    });
    app.decorateRequest('session', null);
    app.decorateRequest('actor', null);
    const setSession = (request: FastifyRequest, session: ActiveSession | null): void => {
      request.session = session;
      request.actor = actorOfSession(session);
    };
    // Only API calls need the session; static files and the SPA shell are the same for everyone.
    app.addHook('onRequest', async (request) => {
      if (!isApiRoute(request)) return;
      const token = tokenOf(request);
      setSession(request, token === undefined ? null : ((await service.resume(token)) ?? null));
    });

    app.decorate('sessions', {
      async start(request, reply, identity) {
        const previous = tokenOf(request);
        if (previous !== undefined) await service.end(previous);
        reply.setCookie(cookieName, await service.start(identity), cookieOptions);
        setSession(request, identity);
      },
      async end(request, reply) {
        const token = tokenOf(request);
        if (token !== undefined) await service.end(token);
        setSession(request, null);
        reply.clearCookie(cookieName, cookieOptions);
      },
      hasStaleCookie: (request) => tokenOf(request) !== undefined && request.session === null,
    });
  },
  { name: 'session', fastify: '5.x' },
);
