import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, wrapPglite, type Database } from '../db/database.js';
import { migrate, readMigrations } from '../db/migrate.js';

/**
 * On PostgreSQL, every test file gets a copy of this database, migrated once per run by global-setup. Runs
 * side by side on one server (two checkouts, two people) each name their own with TEST_TEMPLATE_DATABASE.
 */
export const TEMPLATE_DATABASE = process.env.TEST_TEMPLATE_DATABASE ?? 'skogsportalen_test_template';

/** Tests pick the engine the same way the portal does: PostgreSQL when DATABASE_URL is set. */
export const testDatabaseUrl = (): string | undefined => process.env.DATABASE_URL || undefined;

export interface TestDatabase {
  readonly db: Database;
  /** The copy's URL, on PostgreSQL. */
  readonly url?: string;
  readonly destroy: () => Promise<void>;
}

export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** PostgreSQL only: an empty database of the test's own, not even migrated, and how to drop it. */
export async function createEmptyPostgresDatabase(
  url: string,
): Promise<{ readonly url: string; drop(): Promise<void> }> {
  const name = `skogsportalen_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(url, (client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: databaseUrlWithName(url, name),
    drop: async () => {
      await withAdminClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** An empty database of the test's own, not even migrated: embedded, or on PostgreSQL when the tests run there. */
async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  if (url === undefined) {
    const db = wrapPglite(await PGlite.create());
    return { db, destroy: () => db.close() };
  }
  const empty = await createEmptyPostgresDatabase(url);
  const db = await openDatabase({ kind: 'postgres', url: empty.url });
  return {
    db,
    url: empty.url,
    destroy: async () => {
      await db.close();
      await empty.drop();
    },
  };
}

/**
 * For a migration's own test: a database of the test's own, migrated up to the migration `version`, so the
 * test can write rows as the release before left them and then migrate the rest.
 */
export async function createTestDatabaseBefore(version: string): Promise<TestDatabase> {
  const database = await createEmptyTestDatabase();
  await migrate(
    database.db,
    readMigrations().filter((migration) => migration.version < version),
  );
  return database;
}

/** On PGlite: migrate once per test file, then load a copy of that data directory per database (~5x faster). */
let pgliteTemplate: Promise<Blob> | undefined;

async function migratedPgliteDump(): Promise<Blob> {
  const template = await PGlite.create();
  await migrate(wrapPglite(template));
  const dump = await template.dumpDataDir('none');
  await template.close();
  return dump;
}

/** A fresh, migrated database that no other test touches. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  if (url === undefined) {
    pgliteTemplate ??= migratedPgliteDump();
    const db = wrapPglite(await PGlite.create({ loadDataDir: await pgliteTemplate }));
    return { db, destroy: () => db.close() };
  }
  const name = `skogsportalen_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(url, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`),
  );
  const copyUrl = databaseUrlWithName(url, name);
  const db = await openDatabase({ kind: 'postgres', url: copyUrl });
  return {
    db,
    url: copyUrl,
    async destroy() {
      await db.close();
      await withAdminClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
