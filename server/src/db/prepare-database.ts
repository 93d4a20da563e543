import type { AppConfig } from '../config/env.js';
import { openDatabase, type Database } from './database.js';
import { migrate } from './migrate.js';
import { seedDemo } from './seed/seed-demo.js';

/** Opens the configured database, applies pending migrations and, where configured, seeds the demo. */
export async function prepareDatabase(config: AppConfig): Promise<Database> {
  const db = await openDatabase(config.database);
  await migrate(db);
  if (config.seedDemo && (await seedDemo(db))) console.info('Demo personas seeded (see the README).');
  return db;
}
