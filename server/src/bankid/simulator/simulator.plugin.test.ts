import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { SIMULATOR_PERSONAS } from '../../db/seed/personas.js';
import { testConfig } from '../../testing/test-app.js';
import { testClock } from '../../testing/test-clock.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { bankIdSimulatorPlugin } from './simulator.plugin.js';

const OPTIONS = {
  prefix: '/bankid-simulator',
  environment: 'local',
  publicUrl: 'http://localhost:3000',
  clock: testClock(),
  startFailedAfterMs: 30_000,
  expiresAfterMs: 180_000,
  personas: SIMULATOR_PERSONAS,
} as const;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the simulator plugin', () => {
  it('refuses to start outside local, whatever NODE_ENV says', async () => {
    for (const environment of ['staging', 'production'] as const) {
      const app = Fastify({ logger: false });
      await expect(app.register(bankIdSimulatorPlugin, { ...OPTIONS, environment })).rejects.toThrow(
        /APP_ENV=local/,
      );
      await app.close();
    }
    vi.stubEnv('NODE_ENV', 'production');
    const local = Fastify({ logger: false });
    await local.register(bankIdSimulatorPlugin, OPTIONS);
    expect((await local.inject({ url: '/bankid-simulator/app' })).statusCode).toBe(200);
    await local.close();
  });

  it('stops a portal whose configuration, made by hand, puts it in staging', async () => {
    const { db, destroy } = await createTestDatabase();
    try {
      const config = { ...testConfig(), environment: 'staging' as const };
      expect(config.bankid).toMatchObject({ mode: 'simulator', baseUrl: undefined });
      await expect(buildApp({ config, db, logger: false })).rejects.toThrow(/BankID simulator/);
    } finally {
      await destroy();
    }
    // Migrating the embedded database for the file's only portal takes a while on a busy machine.
  }, 60_000);

  it('warns in the log, on one line, that logins are not real', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    await app.register(bankIdSimulatorPlugin, OPTIONS);
    await app.ready();
    const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      level: 40,
      msg: expect.stringMatching(/SIMULATOR.*\/bankid-simulator/) as unknown,
    });
    expect(warnings[0]?.msg).not.toContain('\n');
    await app.close();
  });

  it("keeps BankID's error shape inside a host app with its own error and not-found handlers", async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(async (_error, _request, reply) => reply.code(500).send({ code: 'HOST' }));
    await app.register(bankIdSimulatorPlugin, OPTIONS);
    app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ code: 'HOST_NOT_FOUND' }));
    const post = (url: string, payload: string) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

    expect((await post('/bankid-simulator/rp/v6.0/auth', '{"endUserIp":')).json()).toMatchObject({
      errorCode: 'invalidParameters',
    });
    expect((await post('/bankid-simulator/rp/v6.0/nope', '{}')).json()).toMatchObject({
      errorCode: 'notFound',
    });
    expect((await post('/elsewhere', '{}')).json()).toEqual({ code: 'HOST_NOT_FOUND' });
    await app.close();
  });
});
