import type { FastifyInstance } from 'fastify';
import { isIP } from 'node:net';
import { z } from 'zod';
import { RP_ENDPOINTS, type ErrorInjection } from './error-injection.js';
import type { OrderBook } from './order-book.js';
import { invalidParameters } from './simulator-error.js';

const PersonalNumber = z.string().regex(/^\d{12}$/, { error: 'must be 12 digits' });
const HintCode = z.string().min(1).max(100);

const ScanSchema = z.object({ qr: z.string().min(1), personalNumber: PersonalNumber.optional() });
const AutostartSchema = z.object({
  autoStartToken: z.string().min(1),
  personalNumber: PersonalNumber.optional(),
});
const ApproveSchema = z.object({
  personalNumber: PersonalNumber,
  givenName: z.string().min(1).max(100).optional(),
  surname: z.string().min(1).max(100).optional(),
});
const HintSchema = z.object({ hintCode: HintCode });
const NextErrorSchema = z.object({
  endpoint: z.enum(RP_ENDPOINTS),
  httpStatus: z.number().int().min(400).max(599),
  errorCode: z.string().min(1).max(100),
  times: z.number().int().min(1).max(100).default(1),
  delayMs: z.number().int().min(0).max(120_000).default(0),
});
const OptionsSchema = z.object({
  deviceIpAddress: z
    .string()
    .refine((ip) => isIP(ip) !== 0, { error: 'must be an IP address' })
    .nullable()
    .optional(),
  risk: z.enum(['low', 'moderate', 'high']).nullable().optional(),
  signedBy: PersonalNumber.nullable().optional(),
});
const OrderParams = z.object({ orderRef: z.string().min(1) });

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidParameters(`Invalid ${issue?.path.join('.') || 'body'}: ${issue?.message ?? ''}`);
  }
  return parsed.data;
}

/**
 * The test and demo remote control of the virtual BankID app, under `{prefix}/control` (README.md here).
 * Errors use BankID's shape too: 400 invalidParameters or qrRejected, 404 notFound, 409 conflict.
 */
export async function controlRoutes(
  app: FastifyInstance,
  { orders, errors }: { orders: OrderBook; errors: ErrorInjection },
) {
  app.get('/orders', async () => ({ orders: orders.list() }));

  app.post('/scan', async (request) => {
    const { qr, personalNumber } = parse(ScanSchema, request.body);
    return orders.scan(qr, personalNumber);
  });

  app.post('/autostart', async (request) => {
    const { autoStartToken, personalNumber } = parse(AutostartSchema, request.body);
    return orders.autostart(autoStartToken, personalNumber);
  });

  app.post('/orders/:orderRef/approve', async (request) =>
    orders.approve(parse(OrderParams, request.params).orderRef, parse(ApproveSchema, request.body)),
  );

  app.post('/orders/:orderRef/cancel', async (request) =>
    orders.cancelInApp(parse(OrderParams, request.params).orderRef),
  );

  app.post('/orders/:orderRef/fail', async (request) =>
    orders.fail(parse(OrderParams, request.params).orderRef, parse(HintSchema, request.body).hintCode),
  );

  app.post('/orders/:orderRef/pending', async (request) =>
    orders.setPending(parse(OrderParams, request.params).orderRef, parse(HintSchema, request.body).hintCode),
  );

  app.post('/next-error', async (request) => {
    const { endpoint, times, ...error } = parse(NextErrorSchema, request.body);
    errors.add(endpoint, error, times);
    return { endpoint, times, ...error };
  });

  app.post('/options', async (request) => {
    const { deviceIpAddress, risk, signedBy } = parse(OptionsSchema, request.body);
    // null resets an option to its default; an absent field leaves it as it is.
    const changes = {
      ...(deviceIpAddress === undefined ? {} : { deviceIpAddress: deviceIpAddress ?? undefined }),
      ...(risk === undefined ? {} : { risk: risk ?? undefined }),
      ...(signedBy === undefined ? {} : { signedBy: signedBy ?? undefined }),
    };
    return orders.settings(changes);
  });

  app.post('/reset', async () => {
    orders.reset();
    errors.reset();
    return {};
  });
}
