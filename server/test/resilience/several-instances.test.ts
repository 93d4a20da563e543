import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankIdStatus } from '#contracts/bankid';
import type { Profile } from '#contracts/profile';
import { openDatabase, type Database } from '../../src/db/database.js';
import { insertPerson, insertPersonStakeholder, type PersonRow } from '../../src/db/seed/builders.js';
import { bankIdBrowser, bankIdPhone, listenForBankId } from '../../src/testing/bankid-login.js';
import { testConfig, type TestApp } from '../../src/testing/test-app.js';
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  testDatabaseUrl,
  type TestDatabase,
} from '../../src/testing/test-database.js';
import { freePort } from './free-port.js';
import { cookieOf, http, type HttpAnswer } from './http-client.js';
import { isReady } from './portal-health.js';
import { portalOn } from './portal-on.js';
import { roundRobinProxy } from './round-robin-proxy.js';
import { startServer, type ServerProcess } from './server-process.js';
import { waitFor } from './wait-for.js';

const adminUrl = testDatabaseUrl();
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
/** Two servers starting from source on two busy cores can take a while. */
const SERVERS_START_TIMEOUT_MS = 120_000;
/** POST /api/auth/bankid: 30 a minute per client address (features/auth/auth.routes.ts). */
const LOGIN_LIMIT = 30;

describe.skipIf(adminUrl === undefined)(
  'two server processes on one PostgreSQL behind a round-robin balancer',
  () => {
    let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
    let db: Database;
    let balancer: Awaited<ReturnType<typeof roundRobinProxy>>;
    let servers: ServerProcess[] = [];
    const { cookieName } = testConfig().session;

    beforeAll(async () => {
      empty = await createEmptyPostgresDatabase(adminUrl ?? '');
      balancer = await roundRobinProxy();
      // One BankID for all: the first process serves the simulator, the second talks to it as to BankID
      // (the simulator keeps its orders in the memory of the process that serves it).
      const simulatorPort = await freePort();
      const simulator = `http://127.0.0.1:${String(simulatorPort)}/bankid-simulator`;
      const shared = { DATABASE_URL: empty.url, PUBLIC_URL: balancer.url, TRUST_PROXY: '127.0.0.1' };
      // Both start at once on an empty database, as a deployment does. That two migrations at once are
      // safe is proven in db/migrate.test.ts, where the race is made certain rather than likely.
      servers = await Promise.all([
        startServer({ ...shared, PORT: String(simulatorPort) }),
        startServer({
          ...shared,
          BANKID_URL: `${simulator}/rp/v6.0`,
          BANKID_SIMULATOR_APP_URL: `${simulator}/app`,
        }),
      ]);
      await Promise.all(
        servers.map((server) =>
          waitFor('the server to be ready', () => isReady(server.get), { timeoutMs: 30_000 }),
        ),
      );
      balancer.setUpstreams(servers.map((server) => server.url));
      db = await openDatabase({ kind: 'postgres', url: empty.url });
    }, SERVERS_START_TIMEOUT_MS);
    afterAll(async () => {
      for (const server of servers) await server.kill('SIGTERM');
      await balancer.close();
      await db.close();
      await empty.drop();
    });

    const viaBalancer = (path: string, options: Parameters<typeof http>[1] = {}) =>
      http(`${balancer.url}${path}`, options);
    const servedBy = (answer: HttpAnswer): string => String(answer.headers['x-served-by']);

    it('logs in through both (BankID order started on one, completed through the other), and the session works on each', async () => {
      const person: PersonRow = await insertPerson(db, { givenName: 'Karin', surname: 'Lindqvist' });
      await insertPersonStakeholder(db, person);

      const started = await viaBalancer('/api/bankid/start', {
        method: 'POST',
        headers: SAME_ORIGIN,
        json: { flow: 'qr', device: 'computer' },
      });
      expect(started.statusCode).toBe(200);
      const flowCookie = cookieOf(started, 'bankid');
      // The phone talks to BankID, here the one simulator, never to the balancer.
      const simulator = `${servers[0]?.url ?? ''}/bankid-simulator/control`;
      const { orders } = JSON.parse((await http(`${simulator}/orders`)).body) as {
        orders: { orderRef: string }[];
      };
      const approved = await http(`${simulator}/orders/${orders[0]?.orderRef ?? ''}/approve`, {
        method: 'POST',
        json: { personalNumber: person.personalNumber, givenName: 'Karin', surname: 'Lindqvist' },
      });
      expect(approved.statusCode).toBe(200);

      const polled = await viaBalancer('/api/bankid/status', { headers: { cookie: flowCookie } });
      expect(servedBy(polled)).not.toBe(servedBy(started));
      expect(JSON.parse(polled.body)).toMatchObject({ status: 'complete' } satisfies Partial<BankIdStatus>);

      const loggedIn = await viaBalancer('/api/auth/bankid', {
        method: 'POST',
        headers: { ...SAME_ORIGIN, cookie: flowCookie },
      });
      expect(loggedIn.statusCode, loggedIn.body).toBe(200);
      const session = cookieOf(loggedIn, cookieName);

      const profiles = await Promise.all(
        servers.map((server) => http(`${server.url}/api/auth/profile`, { headers: { cookie: session } })),
      );
      for (const profile of profiles) {
        expect(profile.statusCode).toBe(200);
        expect((JSON.parse(profile.body) as Profile).name).toBe('Karin Lindqvist');
      }
      const logout = await viaBalancer('/api/auth/logout', {
        method: 'POST',
        headers: { ...SAME_ORIGIN, cookie: session },
      });
      expect(logout.statusCode).toBe(204);
      const afterLogout = await viaBalancer('/api/auth/profile', { headers: { cookie: session } });
      expect(servedBy(afterLogout)).not.toBe(servedBy(logout));
      expect(afterLogout.statusCode).toBe(204);
    });

    it('counts a rate limit over both: the limit is reached after max calls in all, not per process', async () => {
      // Fixed one-minute windows: start with seconds to spare, so every call is counted in the same one.
      await waitFor('a rate-limit window with 5 s left', () => Date.now() % 60_000 < 55_000, {
        timeoutMs: 6_000,
        intervalMs: 100,
      });
      const client = { localAddress: '127.0.0.42' };
      const answers: HttpAnswer[] = [];
      for (let call = 0; call <= LOGIN_LIMIT; call++) {
        answers.push(
          await viaBalancer('/api/auth/bankid', { method: 'POST', headers: SAME_ORIGIN, ...client }),
        );
      }
      const allowed = answers.slice(0, LOGIN_LIMIT);
      expect(allowed.map((answer) => answer.statusCode)).toEqual(allowed.map(() => 400));
      expect(allowed.map((answer) => answer.headers['ratelimit-remaining'])).toEqual(
        allowed.map((_answer, i) => String(LOGIN_LIMIT - 1 - i)),
      );
      expect(new Set(allowed.map(servedBy))).toEqual(new Set(['0', '1']));
      const refused = answers[LOGIN_LIMIT];
      expect(refused?.statusCode).toBe(429);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      const [row] = await db.query<{ hits: number }>('SELECT hits FROM rate_limit WHERE key = $1', [
        'POST /api/auth/bankid 127.0.0.42',
      ]);
      expect(row?.hits).toBe(LOGIN_LIMIT + 1);
    });

    // Idempotency keys live in the database too: plugins/idempotency.test.ts sends duplicates to two
    // portal instances on one database. A process-level test comes with the first idempotent route.
  },
);

describe('a BankID simulator in every process (what several instances must not do)', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    [first, second] = [await portalOn(database.db), await portalOn(database.db)];
    for (const portal of [first, second]) await listenForBankId(portal);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.destroy();
  });

  it('fails a login whose poll reaches a process other than the one whose simulator has the order', async () => {
    const person = await insertPerson(database.db);
    await insertPersonStakeholder(database.db, person);
    const identify = async (startOn: TestApp, pollOn: TestApp) => {
      const { flowCookie } = await bankIdBrowser(startOn).start();
      const phone = bankIdPhone(startOn);
      await phone.approve((await phone.newestOrder()).orderRef, person.personalNumber);
      return (await bankIdBrowser(pollOn).status(flowCookie)).json<BankIdStatus>();
    };

    expect(await identify(first, first)).toMatchObject({ status: 'complete' });
    // The order is in the database, but only the first process's simulator knows it.
    expect(await identify(first, second)).toMatchObject({ status: 'failed' });
  });
});
