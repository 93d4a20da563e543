import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BankIdStartRequestSchema, BankIdStatusSchema } from '#contracts/bankid';
import { bareIp, type BankIdOrders } from '../../bankid/bankid-orders.js';
import { flowCookieJar, type FlowCookie } from '../../bankid/bankid-setup.js';
import type { ReturnOriginRequest } from './return-origin.js';

const MINUTE = 60 * 1000;
/**
 * A person starts a few logins a minute at most, but many share an address (an office, a mobile
 * operator's NAT): 30 a minute per address stops a flood without locking them out. Polls come once a
 * second per open tab.
 */
const START_LIMIT = { max: 30, windowMs: MINUTE };
const POLL_LIMIT = { max: 180, windowMs: MINUTE };

/** The login page's calls: start an order, poll its status, cancel it (docs/bankid.md 6). */
export const bankIdLoginRoutes: FastifyPluginAsyncZod<{
  bankidLogin: BankIdOrders;
  flowCookie: FlowCookie;
  /** The origin BankID's app returns to for this request (return-origin.ts). */
  returnOrigin: (request: ReturnOriginRequest) => string;
}> = async (app, { bankidLogin, flowCookie, returnOrigin }) => {
  const cookie = flowCookieJar(flowCookie);

  app.post(
    '/bankid/start',
    {
      config: { access: 'public', allowReadOnly: true, rateLimit: START_LIMIT },
      schema: {
        tags: ['bankid'],
        summary: 'Starts a BankID login (QR or same device); the order is bound to this browser by a cookie',
        body: BankIdStartRequestSchema,
        response: { 200: BankIdStatusSchema },
      },
    },
    async (request, reply) => {
      // A second start (double click, another tab) replaces the first order instead of racing it.
      await bankidLogin.cancel(cookie.read(request));
      const { flowToken, status } = await bankidLogin.start({
        ...request.body,
        endUserIp: bareIp(request.ip),
        userAgent: request.headers['user-agent'],
        returnOrigin: returnOrigin(request),
      });
      cookie.set(reply, flowToken);
      return status;
    },
  );

  app.get(
    '/bankid/status',
    {
      config: { access: 'public', rateLimit: POLL_LIMIT },
      schema: {
        tags: ['bankid'],
        summary:
          "This browser's BankID order: status, RFA message, QR code while it waits for a scan; 204 when none",
        querystring: z.object({ returnNonce: z.string().max(100).optional() }),
        response: { 200: BankIdStatusSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const status = await bankidLogin.status(cookie.read(request), 'login', request.query.returnNonce);
      return status ?? reply.code(204).send(null);
    },
  );

  app.post(
    '/bankid/cancel',
    {
      config: { access: 'public', allowReadOnly: true, rateLimit: POLL_LIMIT },
      schema: {
        tags: ['bankid'],
        summary: "Cancels this browser's BankID order",
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await bankidLogin.cancel(cookie.read(request));
      cookie.clear(reply);
      return reply.code(204).send(null);
    },
  );
};
