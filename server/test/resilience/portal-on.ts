import { buildApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import type { Clock } from '../../src/lib/clock.js';
import { testConfig, type TestApp } from '../../src/testing/test-app.js';
import type { PortalGet } from './portal-health.js';

/**
 * The whole portal on `db` as main.ts builds it, health answers cached as in production (unlike
 * buildTestApp), so a measured recovery is the one users get. Closing it leaves the database open.
 */
export async function portalOn(
  db: Database,
  options: { env?: Record<string, string>; clock?: Clock } = {},
): Promise<TestApp & { get: PortalGet }> {
  const config = testConfig(options.env);
  const app = await buildApp({ config, db, clock: options.clock, logger: false });
  await app.ready();
  return {
    app,
    db,
    config,
    get: async (path) => app.inject({ method: 'GET', url: path }),
    close: () => app.close(),
  };
}
