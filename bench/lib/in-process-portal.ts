/**
 * The portal built in this process on a fresh database of its own (PostgreSQL when DATABASE_URL is set,
 * else PGlite), migrated and seeded with the demo: for benchmarks that look inside a request.
 */
import { buildApp, type AppDependencies } from '#server/app';
import { openDatabase, type Database } from '#server/db/database';
import { migrate } from '#server/db/migrate';
import { seedDemo } from '#server/db/seed/seed-demo';
import { testConfig, type TestApp } from '#server/testing/test-app';
import { freshDatabase } from './portal.js';

export async function inProcessPortal(
  options: { env?: Record<string, string>; wrap?: (db: Database) => Database } & Pick<
    AppDependencies,
    'logger'
  > = {},
): Promise<TestApp> {
  const database = await freshDatabase(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  const db = await openDatabase(database.config);
  await migrate(db);
  await seedDemo(db);
  const config = testConfig(options.env);
  const app = await buildApp({
    config,
    db: options.wrap === undefined ? db : options.wrap(db),
    logger: options.logger ?? false,
    healthCacheMs: 0,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
      await database.dispose();
    },
  };
}
