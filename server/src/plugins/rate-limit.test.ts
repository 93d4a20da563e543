import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { insertPerson, insertPersonStakeholder } from '../db/seed/builders.js';
import { SAME_ORIGIN } from '../testing/bankid-login.js';
import { signIn } from '../testing/sign-in.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { testClock } from '../testing/test-clock.js';
import { PERSONAL_NUMBER_LOOKUP } from './rate-limit.js';

const LOGIN = { method: 'POST', url: '/api/auth/bankid', headers: SAME_ORIGIN } as const;
const LOGIN_LIMIT = 30;
const TOO_MANY = { code: 'TOO_MANY_REQUESTS', message: 'För många försök. Vänta en stund och försök igen.' };

/** Two portal instances on one database, as several processes on one PostgreSQL (or a restart) are. */
describe('rate limits counted in the database', () => {
  // 15 s into a one-minute window, so a window's reset is 45 s away.
  const clock = testClock(new Date('2026-11-22T08:00:15Z'));
  let first: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await buildTestApp({ clock });
    second = await buildApp({ config: first.config, db: first.db, clock, logger: false, healthCacheMs: 0 });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const call = (app: FastifyInstance, remoteAddress: string, options: InjectOptions = LOGIN) =>
    app.inject({ ...options, remoteAddress });

  it('hold over both instances and a restart: max calls in all, then 429 with the Swedish message', async () => {
    const client = '203.0.113.21';
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      const answer = await call(i % 2 === 0 ? first.app : second, client);
      expect(answer.statusCode).not.toBe(429);
      expect(answer.headers['ratelimit-limit']).toBe(String(LOGIN_LIMIT));
      expect(answer.headers['ratelimit-remaining']).toBe(String(LOGIN_LIMIT - 1 - i));
      expect(answer.headers['ratelimit-reset']).toBe('45');
      expect(answer.headers['retry-after']).toBeUndefined();
    }
    const refused = await call(first.app, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.headers['retry-after']).toBe('45');
    expect((await call(second, client)).statusCode).toBe(429);

    const restarted = await buildApp({ config: first.config, db: first.db, clock, logger: false });
    try {
      expect((await call(restarted, client)).statusCode).toBe(429);
      expect((await call(restarted, '203.0.113.22')).statusCode).not.toBe(429);
    } finally {
      await restarted.close();
    }
    const [row] = await first.db.query<{ hits: number }>('SELECT hits FROM rate_limit WHERE key = $1', [
      `POST /api/auth/bankid ${client}`,
    ]);
    expect(row?.hits).toBe(LOGIN_LIMIT + 3);
  });

  it('count a per-person budget per person from any address, over both instances', async () => {
    const cookieOf = async () => {
      const person = await insertPerson(first.db);
      const stakeholder = await insertPersonStakeholder(first.db, person);
      return signIn(first, { personId: person.id, stakeholderId: stakeholder.id, roles: ['Member'] }, clock);
    };
    const lookup = (cookie: string): InjectOptions => ({
      url: '/api/Ir/GetStakeholderByPoNo/194607301234',
      headers: { ...SAME_ORIGIN, cookie },
    });
    const cookie = await cookieOf();
    for (let i = 0; i < PERSONAL_NUMBER_LOOKUP.max; i++) {
      const answer = await call(i % 2 === 0 ? first.app : second, `198.51.100.${String(i)}`, lookup(cookie));
      expect(answer.statusCode).not.toBe(429);
    }
    const refused = await call(second, '192.0.2.200', lookup(cookie));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect((await call(first.app, '192.0.2.200', lookup(await cookieOf()))).statusCode).not.toBe(429);
  });
});
