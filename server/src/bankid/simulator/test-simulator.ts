import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { expect } from 'vitest';
import { SIMULATOR_PERSONAS } from '../../db/seed/personas.js';
import type { Clock } from '../../lib/clock.js';
import { BankIdError } from '../bankid-client.js';
import { bankIdSimulatorPlugin } from './simulator.plugin.js';

export const TEST_PREFIX = '/bankid-simulator';
/** The portal the simulator serves: PUBLIC_URL's default, http://localhost:$PORT. */
const TEST_PUBLIC_URL = 'http://localhost:3000';

export interface Answer {
  status: number;
  headers: Headers;
  /** The body as received, for pages. */
  text: string;
  // Tests read into the JSON freely; a wrong guess fails the test's expectation.
  json: Record<string, unknown> & { orders?: Record<string, unknown>[] };
}

/**
 * For tests: a bare Fastify app with only the simulator, listening on an ephemeral port, and small helpers
 * for its control API and raw RP calls.
 */
export async function startTestSimulator(options: {
  clock: Clock;
  startFailedAfterMs?: number;
  expiresAfterMs?: number;
}) {
  const app = Fastify({ logger: false });
  await app.register(bankIdSimulatorPlugin, {
    prefix: TEST_PREFIX,
    environment: 'local',
    publicUrl: TEST_PUBLIC_URL,
    clock: options.clock,
    startFailedAfterMs: options.startFailedAfterMs ?? 30_000,
    expiresAfterMs: options.expiresAfterMs ?? 180_000,
    personas: SIMULATOR_PERSONAS,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${String(port)}`;

  async function request(path: string, init: RequestInit = {}): Promise<Answer> {
    const response = await fetch(`${origin}${TEST_PREFIX}${path}`, { redirect: 'manual', ...init });
    const text = await response.text();
    let json: Answer['json'] = {};
    try {
      json = JSON.parse(text) as Answer['json'];
    } catch {
      // Not JSON (HTML page, redirect): the caller looks at status and headers.
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  const jsonInit = (body: unknown, contentType = 'application/json'): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': contentType },
    body: JSON.stringify(body),
  });

  return {
    app,
    origin,
    rpUrl: `${origin}${TEST_PREFIX}/rp/v6.0`,
    request,
    /** `POST {prefix}/control/<path>` with a JSON body. */
    control: (path: string, body: unknown = {}) => request(`/control/${path}`, jsonInit(body)),
    /** A raw RP API call, to send what our client never would. */
    rp: (endpoint: string, body: unknown, contentType?: string) =>
      request(`/rp/v6.0/${endpoint}`, jsonInit(body, contentType)),
    async orders(): Promise<Record<string, unknown>[]> {
      return (await request('/control/orders')).json.orders ?? [];
    },
    close: () => app.close(),
  };
}

export type TestSimulator = Awaited<ReturnType<typeof startTestSimulator>>;

/** The BankIdError a call rejects with. */
export async function failure(call: Promise<unknown>): Promise<BankIdError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BankIdError);
  return error as BankIdError;
}
