import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/testing/test-app.js';
import { applicationOf, insertApplicants } from './applicants.js';
import { isReady } from './portal-health.js';
import { registrationLoad, storedApplicationEmail } from './registration-load.js';
import { serverDatabases, type ServerDatabase } from './server-databases.js';
import { startServer, type ServerProcess } from './server-process.js';
import { timed, waitFor } from './wait-for.js';

const APPLICANTS = 150;
const CONCURRENCY = 8;
/** Killed once this many writes were acknowledged, with more under way. */
const ACKNOWLEDGED_BEFORE_KILL = 30;

describe.each(serverDatabases())('a server killed (SIGKILL) under a load of writes, on $name', (engine) => {
  let database: ServerDatabase | undefined;
  const servers: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.kill('SIGKILL');
    await database?.destroy();
  });

  const start = async (): Promise<ServerProcess> => {
    const server = await startServer(database?.env ?? {});
    servers.push(server);
    await waitFor('the server to be ready', () => isReady(server.get), { timeoutMs: 30_000 });
    return server;
  };

  it(
    'keeps every write it acknowledged, and each cut one is all there or not at all',
    { timeout: 120_000 },
    async () => {
      database = await engine.create();
      const cookieName = testConfig().session.cookieName;
      const applicants = await database.use((db) => insertApplicants(db, APPLICANTS, cookieName));

      const first = await start();
      const load = registrationLoad(first.url, applicants, CONCURRENCY);
      await waitFor(
        'writes to be acknowledged',
        () => load.count('acknowledged') >= ACKNOWLEDGED_BEFORE_KILL,
        {
          timeoutMs: 30_000,
        },
      );
      const halted = load.stop();
      await first.kill('SIGKILL');
      await halted;

      const restart = await timed(start);
      const second = restart.result;
      const acknowledged = applicants.filter((applicant) => load.outcomes.get(applicant) === 'acknowledged');
      const cut = applicants.filter((applicant) => load.outcomes.get(applicant) === 'cut');
      const stored = new Map(
        await Promise.all(
          applicants.map(
            async (applicant) => [applicant, await storedApplicationEmail(second.url, applicant)] as const,
          ),
        ),
      );
      const lost = acknowledged.filter((applicant) => stored.get(applicant) === undefined);
      const storedUnacknowledged = cut.filter((applicant) => stored.get(applicant) !== undefined);
      console.info(
        `[resilience] ${engine.name}: ${String(acknowledged.length)} writes acknowledged, ${String(lost.length)} lost; ` +
          `${String(cut.length)} cut by the kill (${String(storedUnacknowledged.length)} of them stored); ` +
          `restarted and ready in ${String(restart.ms)} ms`,
      );

      expect(load.count('refused')).toBe(0);
      expect(cut.length).toBeGreaterThan(0);
      expect(lost).toEqual([]);
      for (const applicant of acknowledged)
        expect(stored.get(applicant)).toBe(applicationOf(applicant).email);
      // The restarted server takes the writes the kill cut off or never let start.
      const missing = applicants.filter((applicant) => stored.get(applicant) === undefined);
      const retry = registrationLoad(second.url, missing, CONCURRENCY);
      await retry.finished;
      expect(retry.count('acknowledged')).toBe(missing.length);

      // Nothing half-written, nothing doubled: one application per applicant, each with its own data.
      await second.kill('SIGTERM');
      const rows = await database.use((db) =>
        db.query<{ stakeholder_id: string; email: string }>('SELECT stakeholder_id, email FROM registration'),
      );
      expect(rows.map((row) => row.stakeholder_id).sort()).toEqual(
        applicants.map((applicant) => applicant.stakeholderId).sort(),
      );
      for (const row of rows) expect(row.email).toBe(`sokande-${row.stakeholder_id}@example.se`);
    },
  );
});
