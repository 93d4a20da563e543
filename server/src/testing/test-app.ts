import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config/env.js';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly config: AppConfig;
  close(): Promise<void>;
}

/** The configuration a test runs with: local, quiet, plus the variables the test sets. */
export const testConfig = (env: Record<string, string> = {}): AppConfig =>
  loadConfig({ APP_ENV: 'local', LOG_LEVEL: 'silent', ...env });

/** The whole portal on a fresh database, ready for `app.inject()`. */
export async function buildTestApp(
  options: { env?: Record<string, string>; clock?: Clock; ready?: boolean } = {},
): Promise<TestApp> {
  const { db, destroy } = await createTestDatabase();
  const config = testConfig(options.env);
  const app = await buildApp({ config, db, clock: options.clock, logger: false, healthCacheMs: 0 });
  if (options.ready !== false) await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await destroy();
    },
  };
}
