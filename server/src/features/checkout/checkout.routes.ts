import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import {
  CartCountSchema,
  CartItemSchema,
  CartSchema,
  OrderSchema,
  PlaceOrderRequestSchema,
  type Order,
  type PlaceOrderRequest,
} from '#contracts/checkout';
import { ROLES, type Role } from '#contracts/roles';
import { OrderDraftSchema } from '#contracts/services';
import { actorOf } from '../../plugins/actor.js';
import { signedWrite } from '../../signing/signed-writes.js';
import { checkoutErrors, signedOrderLines, signedOrderTitle } from './checkout.texts.js';
import { createCartService } from './cart.service.js';
import { orderReceiptPdf } from './order-receipt.pdf.js';
import { createOrdersService, type OrdersDependencies } from './orders.service.js';
import { finalPriceRoutes } from './final-price.routes.js';
import { NotFoundError } from '../../plugins/http-errors.js';

/**
 * Those who may order (contracts/routes.ts CUSTOMER) keep a cart and read their orders. An Editor orders on
 * the member's behalf and is recorded as such. Changes are declared for every role, so that a representative
 * or a staff viewer who tries is told by the access plugin why not (read-only), not just refused.
 */
const ACCESS = { access: ['Potential', 'Member', 'Supplier', 'Editor'] satisfies Role[] } as const;
const CHANGE = { access: ROLES } as const;

const IdParams = z.object({ id: z.string() });
const NumberParams = z.object({ number: z.string() });
const ERRORS = { 403: ApiErrorSchema, 404: ApiErrorSchema } as const;
const WRITE_ERRORS = { 400: ApiErrorSchema, 409: ApiErrorSchema, 422: ApiErrorSchema, ...ERRORS } as const;

/** The cart stored per stakeholder, placing it as an order, and reading a placed order back. */
export const checkoutRoutes: FastifyPluginAsyncZod<OrdersDependencies> = async (app, deps) => {
  const cart = createCartService(deps);
  const orders = createOrdersService(deps);
  const orderSigning = signedWrite({
    kind: 'order',
    title: signedOrderTitle,
    noStakeholder: checkoutErrors.noStakeholder,
    prepare: (actor, body: PlaceOrderRequest) => orders.prepare(actor, body),
    lines: signedOrderLines,
    subjectOf: (order: Order) => order.number,
  });

  await app.register(finalPriceRoutes, deps);

  app.get(
    '/cart',
    {
      config: ACCESS,
      schema: {
        tags: ['checkout'],
        summary:
          'The stored cart, each line priced again, with its sums, the contact details on file and the terms version',
        response: { 200: CartSchema, ...ERRORS },
      },
    },
    async (request) => cart.cart(actorOf(request, checkoutErrors.noStakeholder).stakeholderId),
  );

  app.get(
    '/cart/count',
    {
      config: ACCESS,
      schema: {
        tags: ['checkout'],
        summary: 'How many lines the stored cart holds, for the header badge',
        response: { 200: CartCountSchema, ...ERRORS },
      },
    },
    async (request) => ({
      count: await cart.count(actorOf(request, checkoutErrors.noStakeholder).stakeholderId),
    }),
  );

  app.post(
    '/cart/items',
    {
      config: { ...CHANGE, idempotent: true },
      schema: {
        tags: ['checkout'],
        summary:
          'Adds a service on an own estate to the cart (needs an Idempotency-Key), checked, measured and priced ' +
          'by the server. Another member’s estate: 404; broken rules (stands, area, quantity, time, at most 20 ' +
          'lines): 422 with fieldErrors; ordering switched off: 403',
        body: OrderDraftSchema,
        response: { 201: CartItemSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request, checkoutErrors.noStakeholder);
      reply.code(201);
      return cart.add(actor, request.body);
    },
  );

  app.put(
    '/cart/items/:id',
    {
      config: CHANGE,
      schema: {
        tags: ['checkout'],
        summary: 'Changes a cart line and prices it again; another member’s line: 404; broken rules: 422',
        params: IdParams,
        body: OrderDraftSchema,
        response: { 200: CartItemSchema, ...WRITE_ERRORS },
      },
    },
    async (request) =>
      cart.update(actorOf(request, checkoutErrors.noStakeholder), request.params.id, request.body),
  );

  app.delete(
    '/cart/items/:id',
    {
      config: CHANGE,
      schema: {
        tags: ['checkout'],
        summary: 'Removes a line from the cart; another member’s line: 404',
        params: IdParams,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      await cart.remove(actorOf(request, checkoutErrors.noStakeholder), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/orders',
    {
      config: {
        ...CHANGE,
        idempotent: true,
        signed: orderSigning,
      },
      schema: {
        tags: ['checkout'],
        summary:
          'Places the reviewed cart as one order (signed with BankID, docs/signing.md; needs an Idempotency-Key: the same key gives the same order, ' +
          'never a second). A cart changed since review, new terms or a line no longer valid: 409. Empties the ' +
          'cart, mails the confirmation and the advisor, and notifies the member',
        body: PlaceOrderRequestSchema,
        response: { 201: OrderSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request, checkoutErrors.noStakeholder);
      reply.code(201);
      return orders.commit(actor, orderSigning.effectOf(request));
    },
  );

  app.get(
    '/orders/:number',
    {
      config: ACCESS,
      schema: {
        tags: ['checkout'],
        summary: 'One of the acting member’s orders by its number, as placed; another member’s: 404',
        params: NumberParams,
        response: { 200: OrderSchema, ...ERRORS },
      },
    },
    async (request) =>
      orders.order(actorOf(request, checkoutErrors.noStakeholder).stakeholderId, request.params.number),
  );

  app.get(
    '/orders/:number/receipt',
    {
      config: ACCESS,
      schema: {
        tags: ['checkout'],
        summary:
          'The receipt of one of the acting member’s orders once the work is done, as a PDF: the final figures ' +
          'with VAT apart and the reason for a price other than the estimate; not done yet, or another member’s: 404',
        params: NumberParams,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('The PDF'), ...ERRORS },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request, checkoutErrors.noStakeholder);
      const order = await orders.order(actor.stakeholderId, request.params.number);
      const bytes = await orderReceiptPdf({
        order,
        memberNumber: actor.stakeholderId,
        associationName: deps.branding.associationName,
        productName: deps.branding.productName,
        madeAt: deps.clock.now(),
      });
      if (bytes === undefined) throw new NotFoundError(checkoutErrors.receiptNotYet);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="kvitto-${order.number}.pdf"`)
        .send(Buffer.from(bytes));
    },
  );
};
