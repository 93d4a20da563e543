import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, withQueryTimeout } from '../../src/db/database.js';
import { insertPerson, insertPersonStakeholder } from '../../src/db/seed/builders.js';
import { bankIdBrowser, bankIdPhone, listenForBankId } from '../../src/testing/bankid-login.js';
import { faultyDatabase, type DatabaseFaults } from '../../src/testing/faulty-database.js';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../../src/testing/test-database.js';
import {
  applicationsByStakeholder,
  insertApplicants,
  registrationRequest,
  REGISTRATION_URL,
  type Applicant,
} from './applicants.js';
import { healthBannerShows, isHealthy, isReady } from './portal-health.js';
import { portalOn } from './portal-on.js';
import { watchProcessFailures } from './process-failures.js';
import { expectServiceUnavailable } from './service-unavailable.js';
import { timed, waitFor } from './wait-for.js';

/** The bound on one statement here; the portal serves with 10 s (db/prepare-database.ts). */
const STATEMENT_TIMEOUT_MS = 500;
/** docs/quality.md goal 23: healthy again at most 5 s after the database returns. */
const RECOVERY_BUDGET_MS = 5_000;
/** Room for a busy machine's late timers: a bound, not a precise time, is what these tests check. */
const SLACK_MS = 3_000;

describe('the database fails under a running portal (fault-injecting adapter)', () => {
  let database: TestDatabase;
  let faults: DatabaseFaults;
  let portal: Awaited<ReturnType<typeof portalOn>>;
  let processFailures: ReturnType<typeof watchProcessFailures>;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });
  beforeEach(async () => {
    const faulty = faultyDatabase(database.db);
    faults = faulty.faults;
    portal = await portalOn(withQueryTimeout(faulty.db, STATEMENT_TIMEOUT_MS));
    processFailures = watchProcessFailures();
  });
  afterEach(async () => {
    faults.recover();
    processFailures.stop();
    await portal.close();
    // The process survives: nothing was left unhandled to take it down.
    expect(processFailures.failures).toEqual([]);
  });

  const applicants = (count: number) =>
    insertApplicants(database.db, count, portal.config.session.cookieName);
  const register = (applicant: Applicant) => portal.app.inject(registrationRequest(applicant));

  /** Polls until the portal is healthy again; how long that took after the database came back. */
  async function recoveryAfter(recover: () => void): Promise<number> {
    recover();
    const { ms } = await timed(() =>
      waitFor('the portal to be healthy again', () => isHealthy(portal.get), {
        timeoutMs: RECOVERY_BUDGET_MS * 2,
      }),
    );
    console.info(`[resilience] ${database.db.kind}: healthy ${String(ms)} ms after the database returned`);
    return ms;
  }

  it('answers 503 to a request whose write is cut, stores nothing of it, and takes the retry', async () => {
    const [applicant] = await applicants(1);
    if (applicant === undefined) throw new Error('no applicant');
    faults.failStatement(/INSERT INTO registration/);

    expectServiceUnavailable(await register(applicant));
    expect((await applicationsByStakeholder(database.db)).has(applicant.stakeholderId)).toBe(false);

    expect((await register(applicant)).statusCode).toBe(201);
    expect((await applicationsByStakeholder(database.db)).get(applicant.stakeholderId)).toBe(1);
  });

  it('answers 503 to everyone while the database is gone, shows it in the health answers, and recovers within 5 s', async () => {
    const crowd = await applicants(20);
    faults.failAfter(10);
    const answers = await Promise.all(crowd.map(register));

    const unavailable = crowd.filter((_applicant, i) => answers[i]?.statusCode === 503);
    expect(
      answers.map((answer) => answer.statusCode).filter((status) => status !== 201 && status !== 503),
    ).toEqual([]);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of answers) if (answer.statusCode === 503) expectServiceUnavailable(answer);
    // All or nothing: an acknowledged application is stored once, a refused one not at all.
    const stored = await applicationsByStakeholder(database.db);
    crowd.forEach((applicant, i) => {
      expect(stored.get(applicant.stakeholderId) ?? 0).toBe(answers[i]?.statusCode === 201 ? 1 : 0);
    });

    // Meanwhile: the banner's check reports every database-backed service down, and the portal is not ready.
    const ping = await portal.app.inject({ url: '/api/Health/ping' });
    expect(ping.json()).toEqual({ gis: true, kr: false, ir: false, calculation: false, splan: false });
    expect(await healthBannerShows(portal.get)).toBe(true);
    const ready = await portal.app.inject({ url: '/api/internal/isReady' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'NOT_READY' });
    expect((await portal.app.inject({ url: '/api/internal/isAlive' })).statusCode).toBe(200);

    expect(await recoveryAfter(() => faults.recover())).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);
    const retries = await Promise.all(unavailable.map(register));
    expect(retries.map((retry) => retry.statusCode)).toEqual(unavailable.map(() => 201));
    const storedAfter = await applicationsByStakeholder(database.db);
    for (const applicant of crowd) expect(storedAfter.get(applicant.stakeholderId)).toBe(1);
  });

  it('gives up on a database that does not answer: 503 within the statement bound, never a wait forever', async () => {
    const [applicant] = await applicants(1);
    if (applicant === undefined) throw new Error('no applicant');
    faults.hangFromNow();

    const read = await timed(() =>
      portal.app.inject({ url: REGISTRATION_URL, headers: { cookie: applicant.cookie } }),
    );
    expectServiceUnavailable(read.result);
    expect(read.ms).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 50);
    expect(read.ms).toBeLessThan(STATEMENT_TIMEOUT_MS + SLACK_MS);
    expectServiceUnavailable(await register(applicant));
    expect(await isReady(portal.get)).toBe(false);
    expect(await healthBannerShows(portal.get)).toBe(true);

    expect(await recoveryAfter(() => faults.recover())).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);
    expect((await applicationsByStakeholder(database.db)).has(applicant.stakeholderId)).toBe(false);
    expect((await register(applicant)).statusCode).toBe(201);
  });

  it.skipIf(testDatabaseUrl() !== undefined)(
    "gives up on a statement that waits for the embedded database's one connection",
    async () => {
      // Bounded as openDatabase bounds the embedded database when it serves (SERVING_LIMITS).
      const db = withQueryTimeout(database.db, STATEMENT_TIMEOUT_MS);
      let finish = (): void => undefined;
      const longTransaction = db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        await new Promise<void>((resolve) => (finish = resolve));
      });
      const waiting = await timed(() =>
        db.query('SELECT 1').then(
          () => 'answered',
          (error: unknown) => error,
        ),
      );
      expect(waiting.result).toBeInstanceOf(DatabaseUnavailableError);
      expect(waiting.ms).toBeLessThan(STATEMENT_TIMEOUT_MS + SLACK_MS);
      finish();
      await longTransaction;
      expect(await db.query('SELECT 1 AS up')).toEqual([{ up: 1 }]);
    },
  );

  it.each([
    ['as the session is written', /INSERT INTO session/],
    ['at the commit, after the session cookie was set', /^COMMIT$/],
  ])(
    'keeps a login cut %s all or nothing: the BankID order is not used up, and the retry logs in',
    async (_when, cutAt) => {
      await listenForBankId(portal);
      const person = await insertPerson(database.db);
      await insertPersonStakeholder(database.db, person);
      const browser = bankIdBrowser(portal);
      const phone = bankIdPhone(portal);
      const { flowCookie } = await browser.start();
      await phone.approve((await phone.newestOrder()).orderRef, person.personalNumber);
      expect((await browser.status(flowCookie)).json()).toMatchObject({ status: 'complete' });
      const sessionsOf = () => database.db.query('SELECT 1 FROM session WHERE person_id = $1', [person.id]);

      faults.failStatement(cutAt);
      const cut = await browser.complete(flowCookie);
      expectServiceUnavailable(cut);
      // Neither a session cookie nor the loss of the BankID flow cookie: the browser can simply retry.
      expect(cut.headers['set-cookie']).toBeUndefined();
      expect(await sessionsOf()).toHaveLength(0);

      const retry = await browser.complete(flowCookie);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(await sessionsOf()).toHaveLength(1);
    },
  );
});

describe('the database is closed under a running portal', () => {
  it('answers 503, not 500, when the database was closed under a running portal', async () => {
    const database = await createTestDatabase();
    const portal = await portalOn(database.db);
    try {
      const [applicant] = await insertApplicants(database.db, 1, portal.config.session.cookieName);
      await database.db.close();
      expectServiceUnavailable(
        await portal.app.inject({ url: REGISTRATION_URL, headers: { cookie: applicant?.cookie ?? '' } }),
      );
      expect(await isReady(portal.get)).toBe(false);
    } finally {
      await portal.close();
      await database.destroy();
    }
  });
});
