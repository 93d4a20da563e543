import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BankIdDevice } from '#contracts/bankid';
import type { AppConfig } from '../config/env.js';
import { SIMULATOR_PERSONAS } from '../db/seed/personas.js';
import type { Clock } from '../lib/clock.js';
import { bankIdClientFromConfig, type BankIdClient } from './bankid-client.js';
import { browserBinding, orderCode } from './simulator/browser-binding.js';

export const SIMULATOR_PREFIX = '/bankid-simulator';

/** The cookie that binds a BankID order to the browser; `__Host-` wherever the site runs on HTTPS. */
export const bankIdFlowCookie = (config: AppConfig) => ({
  name: config.session.secureCookie ? '__Host-bankid' : 'bankid',
  secure: config.session.secureCookie,
});

/** Where "Öppna BankID" leads (docs/bankid.md 4.1): the simulator's app page, BankID's app link, or the desktop program. */
function launchUrlFor(config: AppConfig) {
  return (autoStartToken: string, device: BankIdDevice): string => {
    const query = `autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=null`;
    if (config.bankid.mode === 'simulator' && config.bankid.baseUrl === undefined) {
      return `${SIMULATOR_PREFIX}/app?${query}`;
    }
    return device === 'mobile' ? `https://app.bankid.com/?${query}` : `bankid:///?${query}`;
  };
}

/**
 * The BankID client for the configured mode, and, in simulator mode, the simulator this process serves.
 * The client talks HTTP to the simulator exactly as it talks HTTPS to BankID.
 */
export function createBankIdParts(app: FastifyInstance, config: AppConfig, clock: Clock) {
  const selfBaseUrl = (): string => {
    const address = app.server.address();
    if (address === null || typeof address === 'string') {
      throw new Error('The BankID simulator is served by this process, which is not listening');
    }
    // Listening on every interface: loopback reaches it. On one address: that one (IPv6 in brackets).
    const host = ['0.0.0.0', '::'].includes(address.address)
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    return `http://${host}:${String(address.port)}${SIMULATOR_PREFIX}/rp/v6.0`;
  };
  const client: BankIdClient = bankIdClientFromConfig(config.bankid, selfBaseUrl);
  const servesSimulator = config.bankid.mode === 'simulator' && config.bankid.baseUrl === undefined;
  const flowCookieName = bankIdFlowCookie(config).name;
  return {
    client,
    launchUrl: launchUrlFor(config),
    /** The simulator this process serves lists an order only in the browser that started it. */
    simulatorBinding: servesSimulator ? { deviceIdentifier: browserBinding, code: orderCode } : undefined,
    simulator: servesSimulator
      ? {
          environment: config.environment,
          publicUrl: config.publicUrl,
          clock,
          startFailedAfterMs: config.bankid.simulator.startFailedAfterMs,
          expiresAfterMs: config.bankid.simulator.expiresAfterMs,
          personas: SIMULATOR_PERSONAS,
          browserOf: (request: FastifyRequest): string | undefined => {
            const flowToken = request.cookies[flowCookieName];
            return flowToken === undefined ? undefined : browserBinding(flowToken);
          },
        }
      : undefined,
  };
}

export interface FlowCookie {
  readonly name: string;
  readonly secure: boolean;
}

/** Sets and reads the HttpOnly cookie that binds a BankID order to the browser that started it. */
export function flowCookieJar({ name, secure }: FlowCookie) {
  const options = { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: 10 * 60 } as const;
  return {
    read: (request: FastifyRequest): string | undefined => request.cookies[name],
    set: (reply: FastifyReply, token: string) => reply.setCookie(name, token, options),
    clear: (reply: FastifyReply) => reply.clearCookie(name, options),
  };
}
