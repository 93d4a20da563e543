import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../config/project-root.js';
import type { Database } from './database.js';

export const MIGRATIONS_DIR = join(projectRoot(), 'server/src/db/migrations');

const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;

export interface Migration {
  readonly version: string;
  readonly name: string;
  readonly sql: string;
}

/** Numbered, forward-only `.sql` files, in order. A file with a bad name stops everything. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match?.[1]) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
      return { version: match[1], name: file, sql: readFileSync(join(dir, file), 'utf8') };
    });
}

const MIGRATION_LOCK = `SELECT pg_advisory_xact_lock(hashtext('skogsportalen.migrate'))`;

/**
 * Applies every migration not yet applied, each in its own transaction. An advisory lock lets several
 * server processes start at once against one PostgreSQL: one migrates, the others wait and then find
 * nothing left to do. Even the bookkeeping table is created under the lock: two concurrent
 * `CREATE TABLE IF NOT EXISTS` of one table can both go ahead, and one then fails.
 */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migration (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      const done = await tx.query('SELECT 1 FROM schema_migration WHERE version = $1', [migration.version]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migration (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}

/** True when every migration file has been applied: what readiness means for the database. */
export async function isMigrated(db: Database, migrations = readMigrations()): Promise<boolean> {
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migration');
  const applied = new Set(rows.map((row) => row.version));
  return migrations.every((migration) => applied.has(migration.version));
}
