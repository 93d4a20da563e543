import type { AppConfig, DatabaseConfig } from '../config/env.js';
import { openDatabase, withQueryTimeout, type Database } from './database.js';
import { migrate } from './migrate.js';
import { seedDemo } from './seed/seed-demo.js';

/** What a request may wait for the database before it is answered 503 instead of waiting on. */
export const SERVING_LIMITS = { statementTimeoutMs: 10_000 } as const;

/**
 * Opens the configured database, applies pending migrations and, where configured, seeds the demo. A
 * migration may run as long as it needs, a request may not: the portal serves with the serving limits.
 */
export async function prepareDatabase(config: AppConfig): Promise<Database> {
  const setup = await openDatabase(config.database);
  try {
    await migrate(setup);
    if (config.seedDemo && (await seedDemo(setup))) console.info('Demo personas seeded (see the README).');
  } catch (error) {
    await setup.close();
    throw error;
  }
  return servingFrom(setup, config.database);
}

/**
 * PostgreSQL's limits are settings of a connection, so a pool opened with them replaces the setup pool;
 * the embedded database keeps its one instance (opening it twice costs a second start) behind the bound.
 */
async function servingFrom(setup: Database, config: DatabaseConfig): Promise<Database> {
  if (setup.kind === 'pglite') return withQueryTimeout(setup, SERVING_LIMITS.statementTimeoutMs);
  await setup.close();
  return openDatabase(config, SERVING_LIMITS);
}
