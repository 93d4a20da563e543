import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseLimits } from '../../src/db/database.js';
import { insertPerson, insertPersonStakeholder } from '../../src/db/seed/builders.js';
import { credit, debit } from '../../src/db/seed/cashbook-builders.js';
import { signIn } from '../../src/testing/sign-in.js';
import { bankIdBrowser, listenForBankId } from '../../src/testing/bankid-login.js';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../../src/testing/test-database.js';
import {
  applicationsByStakeholder,
  insertApplicants,
  registrationRequest,
  REGISTRATION_URL,
  SAME_ORIGIN,
  type Applicant,
} from './applicants.js';
import { healthBannerShows, isHealthy, isReady } from './portal-health.js';
import { portalOn } from './portal-on.js';
import { lockHolder, postgresAdmin } from './postgres-admin.js';
import { watchProcessFailures } from './process-failures.js';
import { expectServiceUnavailable } from './service-unavailable.js';
import { silenceableTcpProxy } from './tcp-proxy.js';
import { timed, waitFor } from './wait-for.js';

/** The portal's own limits (db/prepare-database.ts), shortened so the tests wait seconds, not tens. */
const LIMITS = { statementTimeoutMs: 1_000, connectTimeoutMs: 1_000 } satisfies DatabaseLimits;
/** docs/quality.md goal 23: healthy again at most 5 s after the database returns. */
const RECOVERY_BUDGET_MS = 5_000;
/** Room for a busy machine's late timers: a bound, not a precise time, is what these tests check. */
const SLACK_MS = 3_000;

const adminUrl = testDatabaseUrl();

describe.skipIf(adminUrl === undefined)('PostgreSQL connections die under a running portal', () => {
  let database: TestDatabase;
  let admin: ReturnType<typeof postgresAdmin>;
  let serving: Database;
  let portal: Awaited<ReturnType<typeof portalOn>>;
  let processFailures: ReturnType<typeof watchProcessFailures>;

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = postgresAdmin(adminUrl ?? '', database.url ?? '');
  });
  afterAll(async () => {
    await database.destroy();
  });
  /** The portal, serving from a pool of its own with `limits`, as main.ts sets it up. */
  async function startPortal(limits: DatabaseLimits = LIMITS): Promise<void> {
    serving = await openDatabase({ kind: 'postgres', url: database.url ?? '' }, limits);
    portal = await portalOn(serving);
  }
  beforeEach(() => {
    processFailures = watchProcessFailures();
  });
  afterEach(async () => {
    processFailures.stop();
    await portal.close();
    await serving.close();
    // The process survives: nothing was left unhandled to take it down.
    expect(processFailures.failures).toEqual([]);
  });

  const applicants = (count: number) =>
    insertApplicants(database.db, count, portal.config.session.cookieName);
  const register = (applicant: Applicant) => portal.app.inject(registrationRequest(applicant));

  async function recoveryAfter(recover: () => Promise<void>): Promise<number> {
    await recover();
    const { ms } = await timed(() =>
      waitFor('the portal to be healthy again', () => isHealthy(portal.get), {
        timeoutMs: RECOVERY_BUDGET_MS * 2,
      }),
    );
    console.info(`[resilience] postgres: healthy ${String(ms)} ms after the database returned`);
    return ms;
  }

  it('answers 503 to the requests whose connections are killed mid-statement, writes none of them, and the pool replaces the connections', async () => {
    // No statement timeout: the connections' death, not a timeout, must be what ends the requests.
    await startPortal({});
    const crowd = await applicants(6);
    const holder = await lockHolder(database.url ?? '');
    try {
      // The inserts wait on a lock, so every request is inside its statement when its connection dies.
      await holder.lock('registration', 'EXCLUSIVE');
      const answers = Promise.all(crowd.map(register));
      await waitFor('every insert to wait on the lock', async () => {
        const waiting = (await admin.backends()).filter((backend) => backend.waiting === 'Lock');
        return waiting.length === crowd.length;
      });
      expect(await admin.terminateConnections([holder.pid])).toBeGreaterThanOrEqual(crowd.length);
      for (const answer of await answers) expectServiceUnavailable(answer);
      await holder.release();

      const stored = await applicationsByStakeholder(database.db);
      for (const applicant of crowd) expect(stored.has(applicant.stakeholderId)).toBe(false);

      // The pool opens new connections for the retries.
      const retries = await Promise.all(crowd.map(register));
      expect(retries.map((retry) => retry.statusCode)).toEqual(crowd.map(() => 201));
    } finally {
      await holder.close();
    }
  });

  it('rolls back a transaction whose connection is killed midway, and the next poll carries on', async () => {
    await startPortal();
    await listenForBankId(portal);
    const person = await insertPerson(database.db);
    await insertPersonStakeholder(database.db, person);
    const browser = bankIdBrowser(portal);
    const { flowCookie } = await browser.start();
    // BankID answers the collect slowly: the poll's transaction (lock the order, collect, write) stays open.
    await portal.app.inject({
      method: 'POST',
      url: '/bankid-simulator/control/next-error',
      payload: { endpoint: 'collect', httpStatus: 503, errorCode: 'maintenance', delayMs: 3_000 },
    });
    const orderRow = () =>
      database.db.query<{ collect_errors: number; last_collect_at: Date | null; status: string }>(
        'SELECT collect_errors, last_collect_at, status FROM bankid_order',
      );
    expect(await orderRow()).toEqual([{ collect_errors: 0, last_collect_at: null, status: 'pending' }]);

    const poll = browser.status(flowCookie);
    await waitFor('the poll to hold its transaction open', async () =>
      (await admin.backends()).some((backend) => backend.state === 'idle in transaction'),
    );
    await admin.terminateConnections();
    expectServiceUnavailable(await poll);
    // The collect's failure count was not written: the transaction is all or nothing.
    expect(await orderRow()).toEqual([{ collect_errors: 0, last_collect_at: null, status: 'pending' }]);

    const next = await browser.status(flowCookie);
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ status: 'pending' });
    expect(await orderRow()).toEqual([
      expect.objectContaining({ collect_errors: 0, last_collect_at: expect.any(Date) as Date }),
    ]);
  });

  it('answers 503 while PostgreSQL refuses connections, reports it in the health answers, and is healthy within 5 s of its return', async () => {
    await startPortal();
    const crowd = await applicants(3);
    expect((await register(crowd[0] as Applicant)).statusCode).toBe(201);
    try {
      await admin.allowConnections(false);
      await admin.terminateConnections();

      for (const applicant of crowd.slice(1)) expectServiceUnavailable(await register(applicant));
      const ping = await portal.app.inject({ url: '/api/Health/ping' });
      expect(ping.json()).toEqual({ gis: true, kr: false, ir: false, calculation: false, splan: false });
      expect(await healthBannerShows(portal.get)).toBe(true);
      expect(await isReady(portal.get)).toBe(false);
    } finally {
      expect(await recoveryAfter(() => admin.allowConnections(true))).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);
    }
    for (const applicant of crowd.slice(1)) expect((await register(applicant)).statusCode).toBe(201);
    const stored = await applicationsByStakeholder(database.db);
    for (const applicant of crowd) expect(stored.get(applicant.stakeholderId)).toBe(1);
  });

  it('cancels a statement stuck behind a lock after statement_timeout, with 503, while the rest of the portal serves', async () => {
    await startPortal();
    const [applicant] = await applicants(1);
    if (applicant === undefined) throw new Error('no applicant');
    const holder = await lockHolder(database.url ?? '');
    try {
      await holder.lock('session', 'ACCESS EXCLUSIVE');
      const read = await timed(() =>
        portal.app.inject({ url: REGISTRATION_URL, headers: { cookie: applicant.cookie } }),
      );
      expectServiceUnavailable(read.result);
      expect(read.ms).toBeGreaterThanOrEqual(LIMITS.statementTimeoutMs);
      expect(read.ms).toBeLessThan(LIMITS.statementTimeoutMs + SLACK_MS);
      expect(await isReady(portal.get)).toBe(true);
    } finally {
      await holder.release();
      await holder.close();
    }
    expect(
      (await portal.app.inject({ url: REGISTRATION_URL, headers: { cookie: applicant.cookie } })).statusCode,
    ).toBe(204);
  });
});

/**
 * A silent server is given up on after the statement bound and one second more (query_timeout). Long
 * enough here that waiting on it twice (a ROLLBACK sent on a silent connection) is told apart from once
 * on a busy machine.
 */
const SILENT_LIMITS = { statementTimeoutMs: 4_000, connectTimeoutMs: 1_000 } satisfies DatabaseLimits;
const SILENT_SERVER_WAIT_MS = SILENT_LIMITS.statementTimeoutMs + 1_000;

describe.skipIf(adminUrl === undefined)('PostgreSQL falls silent under a running portal', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof silenceableTcpProxy>>;
  let serving: Database;
  let portal: Awaited<ReturnType<typeof portalOn>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url ?? '');
    proxy = await silenceableTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${String(proxy.port)}`;
    serving = await openDatabase({ kind: 'postgres', url: url.toString() }, SILENT_LIMITS);
    portal = await portalOn(serving);
  });
  afterAll(async () => {
    await portal.close();
    await serving.close();
    await proxy.close();
    await database.destroy();
  });

  it('gives up on a server that stops answering (query_timeout), drops those connections, and is healthy within 5 s after', async () => {
    const processFailures = watchProcessFailures();
    const crowd = await insertApplicants(database.db, 4, portal.config.session.cookieName);
    const read = (applicant: Applicant) =>
      portal.app.inject({ url: REGISTRATION_URL, headers: { cookie: applicant.cookie } });
    for (const applicant of crowd) expect((await read(applicant)).statusCode).toBe(204);

    proxy.freeze();
    const answers = await timed(() => Promise.all(crowd.map(read)));
    for (const answer of answers.result) expectServiceUnavailable(answer);
    expect(answers.ms).toBeLessThan(SILENT_SERVER_WAIT_MS + SLACK_MS);
    expect(await isReady(portal.get)).toBe(false);
    expect(await healthBannerShows(portal.get)).toBe(true);

    proxy.thaw();
    const { ms } = await timed(() =>
      waitFor('the portal to be healthy again', () => isHealthy(portal.get), { timeoutMs: 10_000 }),
    );
    console.info(`[resilience] postgres: healthy ${String(ms)} ms after the network returned`);
    expect(ms).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);
    for (const applicant of crowd) expect((await read(applicant)).statusCode).toBe(204);
    processFailures.stop();
    expect(processFailures.failures).toEqual([]);
  });

  it('answers a write that went silent inside its transaction as soon as a read, and keeps none of it', async () => {
    const processFailures = watchProcessFailures();
    const person = await insertPerson(database.db);
    const stakeholder = await insertPersonStakeholder(database.db, person);
    const cookie = await signIn(
      { ...portal, db: database.db },
      { personId: person.id, stakeholderId: stakeholder.id, roles: ['Member'] },
    );
    const voucher = () =>
      portal.app.inject({
        method: 'POST',
        url: '/api/Ir/CreateVerificate',
        headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': 'tyst-natverk' },
        payload: { date: '2026-03-15', text: 'Plantor', rows: [debit(4020, 100), credit(1930, 100)] },
      });
    // BEGIN has been answered; the transaction's first write is the statement the network swallows.
    proxy.freezeWhenClientSends('INSERT INTO idempotency_key');
    const write = await timed(voucher);
    expectServiceUnavailable(write.result);
    console.info(
      `[resilience] postgres: a write silenced in its transaction answered in ${String(write.ms)} ms`,
    );
    expect(write.ms).toBeLessThan(SILENT_SERVER_WAIT_MS + SLACK_MS);

    proxy.thaw();
    await waitFor('the portal to be healthy again', () => isHealthy(portal.get), { timeoutMs: 10_000 });
    const kept = await database.db.query(
      `SELECT 1 FROM idempotency_key WHERE person_id = $1
       UNION ALL SELECT 1 FROM cashbook_voucher WHERE stakeholder_id = $2`,
      [person.id, stakeholder.id],
    );
    expect(kept).toEqual([]);
    // The same request again is carried out as new, once.
    const retried = await voucher();
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('false');
    processFailures.stop();
    expect(processFailures.failures).toEqual([]);
  });
});
