import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { createTestDatabase, testDatabaseUrl } from '../../src/testing/test-database.js';

/** A database for server processes of a test, and the test's own way into it. */
export interface ServerDatabase {
  readonly kind: Database['kind'];
  /** The environment that points a server process at it. */
  readonly env: Record<string, string>;
  /** Runs `work` on the database; on PGlite only while no server holds it (one process at a time). */
  use<T>(work: (db: Database) => Promise<T>): Promise<T>;
  destroy(): Promise<void>;
}

/** An embedded database in a temporary DATA_DIR, migrated (on first use) as a first `npm start` leaves it. */
export async function pgliteDataDir(): Promise<ServerDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    async use(work) {
      const db = await openDatabase({ kind: 'pglite', dataDir });
      try {
        await migrate(db);
        return await work(db);
      } finally {
        await db.close();
      }
    },
    destroy: async () => {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A migrated PostgreSQL database of the test's own (DATABASE_URL must be set). */
export async function postgresDatabase(): Promise<ServerDatabase> {
  if (testDatabaseUrl() === undefined) throw new Error('DATABASE_URL is not set');
  const { db, url, destroy } = await createTestDatabase();
  return { kind: 'postgres', env: { DATABASE_URL: url ?? '' }, use: (work) => work(db), destroy };
}

/** The engines a server test runs on: always the embedded one, PostgreSQL too when DATABASE_URL is set. */
export const serverDatabases = (): { name: Database['kind']; create: () => Promise<ServerDatabase> }[] => [
  { name: 'pglite', create: pgliteDataDir },
  ...(testDatabaseUrl() === undefined ? [] : [{ name: 'postgres' as const, create: postgresDatabase }]),
];
