/**
 * The portal as the browser tests see it: the production build of the SPA, the real API and a fresh
 * database (PostgreSQL when DATABASE_URL is set, embedded otherwise). Run by Playwright's webServer.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ROLES } from '#contracts/roles';
import { buildApp } from '../../server/src/app.js';
import globalSetup from '../../server/src/testing/global-setup.js';
import { testConfig } from '../../server/src/testing/test-app.js';
import { createTestDatabase } from '../../server/src/testing/test-database.js';
import { DEGRADED_PORTAL_PORT, PORTAL_PORT, THIRD_PARTY_PORT, THIRD_PARTY_URL } from './ports.js';
import { startThirdParties } from './third-parties.js';

const SessionRequest = z.object({
  profileId: z.string().default('e2e-member'),
  roles: z.array(z.enum(ROLES)),
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
 * Test-only: starts a real session with the given roles, the way a completed login will. It lives in this
 * harness, never in the portal itself.
 */
function addSessionRoute(app: FastifyInstance): void {
  app.post('/__e2e/session', async (request, reply) => {
    await app.sessions.start(reply, SessionRequest.parse(request.body));
    return reply.code(204).send();
  });
}

async function startPortal(port: number, env: Record<string, string>): Promise<void> {
  const { db } = await createTestDatabase();
  const app = await buildApp({ config: testConfig({ ...ENV, ...env }), db });
  addSessionRoute(app);
  await app.listen({ port, host: '127.0.0.1' });
}

await globalSetup();
await startThirdParties(THIRD_PARTY_PORT);
await startPortal(PORTAL_PORT, {});
await startPortal(DEGRADED_PORTAL_PORT, { GEO_FIXTURES_DIR: mkdtempSync(join(tmpdir(), 'no-geodata-')) });
console.info(`E2E portal on ${PORTAL_PORT}, degraded portal on ${DEGRADED_PORTAL_PORT}`);
