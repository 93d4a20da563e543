import type { FastifyRequest } from 'fastify';
import { decodePercentEscapes } from '../lib/percent-escapes.js';

export const API_PREFIX = '/api/';

/**
 * Whether the request was routed to an API route. Decided on the route Fastify matched, never on the raw
 * URL: the router decodes `/%61pi/…` to `/api/…`, so a check of the raw text would let such a request
 * reach an API route past the hooks that guard it (session, CSRF, caching).
 */
export const isApiRoute = (request: FastifyRequest): boolean =>
  request.routeOptions.url?.startsWith(API_PREFIX) === true;

/** Whether a path the router could not decode still names the API, as the router would have read it. */
export const isApiPath = (path: string): boolean => decodePercentEscapes(path).startsWith(API_PREFIX);
