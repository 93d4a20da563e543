import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RP_ENDPOINTS, type ErrorInjection, type RpEndpoint } from './error-injection.js';
import type { OrderBook } from './order-book.js';
import { parseOrderRef, parseOrderRequest } from './rp-request.js';

const OTHER_METHODS = ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

const sendError = (reply: FastifyReply, httpStatus: number, errorCode: string, details: string) =>
  reply.code(httpStatus).send({ errorCode, details });

/**
 * BankID's RP API v6 surface (docs/bankid.md 2 and 8), registered under `{prefix}/rp/v6.0`: POST with
 * exactly `Content-Type: application/json`, `{ errorCode, details }` on every error. The phone endpoints
 * are left out, so they answer 404 notFound like any other unknown path.
 */
export async function rpApiRoutes(
  app: FastifyInstance,
  { orders, errors }: { orders: OrderBook; errors: ErrorInjection },
) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || request.is404) return;
    if (request.headers['content-type'] !== 'application/json') {
      await sendError(reply, 415, 'unsupportedMediaType', 'Content-Type must be exactly application/json');
      return reply;
    }
  });

  const handlers: Record<RpEndpoint, (body: unknown) => unknown> = {
    auth: (body) => orders.create('auth', parseOrderRequest('auth', body)),
    sign: (body) => orders.create('sign', parseOrderRequest('sign', body)),
    collect: (body) => orders.collect(parseOrderRef(body)),
    cancel: (body) => {
      orders.cancel(parseOrderRef(body));
      return {};
    },
  };

  for (const endpoint of RP_ENDPOINTS) {
    app.post(`/${endpoint}`, async (request, reply) => {
      const injected = errors.take(endpoint);
      if (injected === undefined) return handlers[endpoint](request.body);
      if (injected.delayMs > 0) await sleep(injected.delayMs);
      if (injected.httpStatus === 429) {
        reply
          .header('RateLimit-Limit', '10')
          .header('RateLimit-Remaining', '0')
          .header('RateLimit-Reset', '1');
      }
      return sendError(
        reply,
        injected.httpStatus,
        injected.errorCode,
        'Simulated error (control/next-error)',
      );
    });
    app.route({
      method: OTHER_METHODS,
      url: `/${endpoint}`,
      handler: async (_request, reply) => sendError(reply, 405, 'methodNotAllowed', 'Use POST'),
    });
  }

  app.setNotFoundHandler(async (_request, reply) => sendError(reply, 404, 'notFound', 'No such endpoint'));
}
