import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppEnvironment } from '#contracts/environment';
import type { SimulatorPersona } from '../../db/seed/personas.js';
import type { Clock } from '../../lib/clock.js';
import { controlRoutes } from './control.routes.js';
import { createErrorInjection } from './error-injection.js';
import { createOrderBook } from './order-book.js';
import { phonePageRoutes } from './phone-page.routes.js';
import { rpApiRoutes } from './rp-api.routes.js';
import { SimulatorError } from './simulator-error.js';

export interface BankIdSimulatorOptions {
  /** APP_ENV: the simulator logs anyone in as anyone, so it runs in `local` only. */
  readonly environment: AppEnvironment;
  /** The portal's origin (PUBLIC_URL): the phone page returns there, or to its own origin, and nowhere else. */
  readonly publicUrl: string;
  readonly clock: Clock;
  /** An order no app has opened fails with startFailed after this long (BankID: about 30 s). */
  readonly startFailedAfterMs: number;
  /** An order not completed fails with expiredTransaction after this long (BankID: about 3 min). */
  readonly expiresAfterMs: number;
  /** Whom the phone page offers to identify as. */
  readonly personas: readonly SimulatorPersona[];
  /**
   * The `web.deviceIdentifier` of the browser asking for the phone page (browser-binding.ts): it lists
   * only that browser's orders and those bound to none. Without it, only those bound to none.
   */
  readonly browserOf?: (request: FastifyRequest) => string | undefined;
}

/**
 * A local, faithful BankID (docs/bankid.md 8): the RP API v6 at `{prefix}/rp/v6.0`, a control API at
 * `{prefix}/control`, and a page that plays the phone at `{prefix}/app`. Deliberately not wrapped in
 * fastify-plugin: its error handler, content-type parser and not-found handler stay under its prefix.
 */
export async function bankIdSimulatorPlugin(app: FastifyInstance, options: BankIdSimulatorOptions) {
  // loadConfig already refuses BANKID_MODE=simulator outside local; this holds for a config made by hand.
  if (options.environment !== 'local') {
    throw new Error(`The BankID simulator runs only with APP_ENV=local, never in ${options.environment}`);
  }
  app.log.warn(
    `BankID SIMULATOR active at ${app.prefix}: logins are NOT verified by BankID (test and demo only)`,
  );

  const orders = createOrderBook(options);
  const errors = createErrorInjection();

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof SimulatorError) {
      return reply.code(error.httpStatus).send({ errorCode: error.errorCode, details: error.details });
    }
    const status = error.statusCode ?? 500;
    if (status === 415) {
      return reply.code(415).send({ errorCode: 'unsupportedMediaType', details: error.message });
    }
    if (status >= 400 && status < 500) {
      return reply.code(400).send({ errorCode: 'invalidParameters', details: error.message });
    }
    request.log.error({ err: error }, 'BankID simulator failed');
    return reply.code(500).send({ errorCode: 'internalError', details: 'Simulator error' });
  });

  await app.register(rpApiRoutes, { prefix: '/rp/v6.0', orders, errors });
  await app.register(controlRoutes, { prefix: '/control', orders, errors });
  await app.register(phonePageRoutes, {
    orders,
    clock: options.clock,
    personas: options.personas,
    basePath: app.prefix,
    publicUrl: options.publicUrl,
    browserOf: options.browserOf ?? (() => undefined),
  });
}
