/**
 * The portal as the browser tests see it: the production build of the SPA, the real API and a fresh
 * database (PostgreSQL when DATABASE_URL is set, embedded otherwise). Run by Playwright's webServer.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ROLES, type Role } from '#contracts/roles';
import { buildApp } from '../../server/src/app.js';
import type { Database } from '../../server/src/db/database.js';
import { DEMO_NEIGHBOUR } from '../../server/src/db/seed/demo-neighbour.js';
import { PERSONA_FOR_ROLE, PERSONAS } from '../../server/src/db/seed/personas.js';
import { seedDemo } from '../../server/src/db/seed/seed-demo.js';
import { addBackgroundWork } from '../../server/src/background-work.js';
import globalSetup from '../../server/src/testing/global-setup.js';
import { testConfig } from '../../server/src/testing/test-app.js';
import { createTestDatabase } from '../../server/src/testing/test-database.js';
import { DEGRADED_PORTAL_PORT, PORTAL_PORT, THIRD_PARTY_PORT, THIRD_PARTY_URL } from './ports.js';
import { startThirdParties } from './third-parties.js';

/** `member: 'neighbour'` signs in Karin's demo neighbour, who is no login persona, to read his warnings. */
const SessionRequest = z.object({
  roles: z.array(z.enum(ROLES)).length(1),
  member: z.literal('neighbour').optional(),
});

const ENV = {
  LOG_LEVEL: 'warn',
  SUPPORT_PHONE: '010-123 45 67',
  SURVEY_URL: `${THIRD_PARTY_URL}/survey`,
  ASSISTANT_SCRIPT_URL: `${THIRD_PARTY_URL}/assistant.js`,
  WIDGET_SCRIPT_URL: `${THIRD_PARTY_URL}/widget.js`,
  ANALYTICS_MEASUREMENT_ID: 'G-E2E',
  TAG_MANAGER_ID: 'GTM-E2E',
  ANALYTICS_SCRIPT_ORIGIN: THIRD_PARTY_URL,
};

/**
 * Test-only: starts a real session for the persona with this role, the way a completed login leaves it,
 * for journeys about something other than logging in. It lives in this harness, never in the portal.
 */
function addSessionRoute(app: FastifyInstance, db: Database): void {
  app.post('/__e2e/session', async (request, reply) => {
    const { roles, member } = SessionRequest.parse(request.body);
    const [role] = roles as [Role];
    const { persona, actsFor } = PERSONA_FOR_ROLE[role];
    const stakeholderId = member === 'neighbour' ? DEMO_NEIGHBOUR.stakeholderId : actsFor;
    const [person] =
      member === 'neighbour'
        ? await db.query<{ id: string }>('SELECT person_id AS id FROM stakeholder WHERE id = $1', [
            stakeholderId,
          ])
        : await db.query<{ id: string }>('SELECT id FROM person WHERE personal_number = $1', [
            PERSONAS[persona].personalNumber,
          ]);
    if (person === undefined) throw new Error(`persona ${member ?? persona} is not seeded`);
    await app.sessions.start(request, reply, { personId: person.id, stakeholderId, roles: [role] });
    return reply.code(204).send();
  });
}

async function startPortal(port: number, env: Record<string, string>): Promise<void> {
  const { db } = await createTestDatabase();
  await seedDemo(db);
  const where = { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${String(port)}` };
  const config = testConfig({ ...ENV, ...where, ...env });
  const app = await buildApp({ config, db });
  addSessionRoute(app, db);
  addBackgroundWork(app, { config, db, intervalMs: 250 });
  await app.listen({ port, host: '127.0.0.1' });
}

await globalSetup();
await startThirdParties(THIRD_PARTY_PORT);
await startPortal(PORTAL_PORT, {});
// The second portal has no geodata (the health banner's journeys), and the purchases page, whose flag is off
// everywhere (docs/portal.md 7), switched on so that page is journeyed too.
await startPortal(DEGRADED_PORTAL_PORT, {
  GEO_FIXTURES_DIR: mkdtempSync(join(tmpdir(), 'no-geodata-')),
  FEATURE_OVERRIDES: 'purchases:on',
});
console.info(`E2E portal on ${PORTAL_PORT}, degraded portal on ${DEGRADED_PORTAL_PORT}`);
